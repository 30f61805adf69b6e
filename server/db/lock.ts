import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * PGlite gives no error when two processes open one data directory; they silently lose writes.
 * The lock file makes the second process refuse to start instead.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'crossdock.lock');
  try {
    return await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `The data directory ${dataDir} is in use by another Crossdock process (lock ${lockPath}). ` +
          'Stop that process, or set CROSSDOCK_DATA_DIR to another directory.',
        { cause: error },
      );
    }
    throw error;
  }
}
