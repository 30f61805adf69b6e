import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverInstances } from '@shared/api/ops/instances';
import { createDeps } from '../../../server/deps';
import { startOpsWorkers } from '../../../server/modules/ops';
import { createTestApp, testConfig, type TestApp } from '../../support/app';

const FAST = { serviceTokenMinutes: 15, heartbeatMs: 100, downAfterBeats: 3, removeAfterMs: 3600_000, role: 'worker' };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ ops: { ...FAST, role: 'app' } });
  admin = await t.login();
});
afterAll(() => t.close());

const list = async () => (await t.as(admin).call(serverInstances)).data;

describe('服务注册 (GET /api/monitor/serviceInstance/list)', () => {
  it('lists every process on the database; one that stops beating is shown down, then removed', async () => {
    const first = await list();
    const self = first.rows.find((r) => r.current)!;
    expect(self).toMatchObject({ pid: process.pid, role: 'app', status: 'up', heartbeatSeconds: 0.1 });

    // A second server process on the same database.
    const other = await createDeps(t.db, testConfig({ ops: FAST }));
    await startOpsWorkers(other);
    const both = await list();
    expect(both.rows).toHaveLength(2);
    const second = both.rows.find((r) => !r.current)!;
    expect(second).toMatchObject({ role: 'worker', status: 'up' });
    // It keeps beating while it runs.
    await expect.poll(async () => (await list()).rows.find((r) => r.id === second.id)!.lastBeatAt, { timeout: 5000 }).not.toBe(second.lastBeatAt);

    await other.jobs.stop();
    await expect.poll(async () => (await list()).rows.find((r) => r.id === second.id)?.status, { timeout: 10_000, interval: 100 }).toBe('down');
    expect((await list()).rows.find((r) => r.current)!.status).toBe('up');

    // Silent past the removal time: the running processes' beats remove it.
    await t.db.execute(sql`update server_instances set last_beat_at = now() - interval '2 hours' where id = ${second.id}`);
    await expect.poll(async () => (await list()).rows.map((r) => r.id), { timeout: 5000, interval: 100 }).not.toContain(second.id);
  });
});
