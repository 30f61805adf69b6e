import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStore } from './fileStore';

/** Files under one directory (`<dataDir>/files` by default). Writes land atomically (temp file, rename). */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(base, key);
    // Belt and braces beside the key pattern: the resolved path must stay inside the root.
    if (!full.startsWith(base + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  };

  return {
    kind: 'local',
    async put(key, body) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(body)) await fs.writeFile(temp, body);
        else await pipeline(body as Readable, createWriteStream(temp));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async open(key) {
      const file = pathOf(key);
      await fs.access(file);
      return createReadStream(file);
    },
    async stat(key) {
      try {
        const s = await fs.stat(pathOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
