import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import request from 'supertest';
import { inject } from 'vitest';
import type { Config } from '../../server/config';
import { createApp } from '../../server/app';
import { createDeps } from '../../server/deps';
import { modules, startWorkers, type ModuleManifest } from '../../server/modules';
import { DEMO_PASSWORD } from '../../server/seed/demo';
import { openTestDatabase, TEST_ADMIN_PASSWORD } from './database';
import { client } from './contract';

export { DEMO_PASSWORD, TEST_ADMIN_PASSWORD };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-data-')),
    demo: true,
    captcha: false,
    tokenTtlHours: 12,
    // Short polls; maintenance off so a test file leaves no pg-boss timers behind.
    jobs: { pollSeconds: 0.5, maintenance: false },
    exportKeepDays: 7,
    accessCacheMs: 3000,
    webDist: path.join(os.tmpdir(), 'crossdock-no-web'),
    larkMissing: ['LARK_APP_ID', 'LARK_APP_SECRET', 'LARK_ENCRYPT_KEY', 'LARK_VERIFICATION_TOKEN', 'PUBLIC_URL'],
    ...overrides,
  };
}

/** The real app on a fresh copy of the seeded database (admin + demo users), with the modules of `list` (all by default). */
export async function createTestApp(overrides: Partial<Config> = {}, list: readonly ModuleManifest[] = modules) {
  const database = await openTestDatabase(inject('template'));
  const config = testConfig(overrides);
  const deps = await createDeps(database.db, config);
  const app = createApp(deps, list);
  await startWorkers(deps, list);
  const http = request(app);

  async function login(username = 'admin', password = username === 'admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD): Promise<string> {
    const res = await http.post('/api/auth/jwt/token').send({ username, password });
    if (res.body.resCode !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(res.body)}`);
    return res.body.data.token as string;
  }

  return {
    app,
    http,
    db: database.db,
    deps,
    login,
    /** Typed calls through the endpoint contracts as the holder of `token` (tests/support/contract.ts). */
    as: (token?: string) => client(http, token),
    async close() {
      await deps.jobs.stop();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
