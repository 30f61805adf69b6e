import type { Server } from 'node:http';
import type { Config } from './config';
import { openEmbedded, openPostgres, type Database } from './db/connection';
import { lockDataDir } from './db/lock';
import { seed } from './seed';
import { DEMO_PASSWORD, demoUsers } from './seed/demo';
import { createApp } from './app';
import { createDeps } from './deps';
import { modules, startWorkers, type ModuleManifest } from './modules';
import path from 'node:path';

export interface Running {
  server: Server;
  database: Database;
  stop(): Promise<void>;
}

/** config -> database -> migrations -> seed -> listen, with the modules of `list` (every module of the product by default). */
export async function start(config: Config, log: (line: string) => void = console.log, list: readonly ModuleManifest[] = modules): Promise<Running> {
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openEmbedded(path.join(config.dataDir, 'pg'));
  try {
    const seeded = await database.alone(async () => {
      await database.migrate();
      return seed(database.db, config, list);
    });
    if (seeded.generatedPassword) {
      log(`First start: the admin password is ${seeded.generatedPassword} (also in ${seeded.passwordFile}, readable only by you).`);
    }
    if (seeded.demoLoaded) log(`Demo data loaded (users ${demoUsers.map((u) => u.username).join(', ')}; password ${DEMO_PASSWORD}).`);
    const deps = await createDeps(database.db, config);
    const app = createApp(deps, list);
    await startWorkers(deps, list);
    const server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(config.port, () => resolve(s)).on('error', reject);
    }).catch(async (error: unknown) => {
      await deps.jobs.stop();
      throw error;
    });
    log(`Crossdock is ready on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
    return {
      server,
      database,
      async stop() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await deps.jobs.stop();
        await database.close();
        await unlock?.();
      },
    };
  } catch (error) {
    await database.close();
    await unlock?.();
    throw error;
  }
}
