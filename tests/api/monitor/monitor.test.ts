import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorSnapshots, recentTraceList } from '@shared/api/monitor';
import { metricSnapshots } from '../../../server/db/schema';
import { writeSnapshot } from '../../../server/modules/monitor/snapshots';
import { poolUse } from '../../../server/telemetry/pool';
import { instanceId } from '../../../server/telemetry/instance';
import { setupTracing } from '../../../server/telemetry/tracing';
import { createTestApp, type TestApp } from '../../support/app';

type As = ReturnType<TestApp['as']>;

let t: TestApp;
let admin: As;
beforeAll(async () => {
  // Every request counts as slow, so each one is kept with its spans.
  setupTracing({ slowMs: 0, instrument: false });
  t = await createTestApp({ telemetry: { metrics: { allow: [] }, slowMs: 0, snapshotSeconds: 3600 } });
  admin = t.as(await t.login());
});
afterAll(() => t.close());

describe('服务监控 snapshots', () => {
  it('holds what this process answered since its last snapshot, under its instance id', async () => {
    await writeSnapshot(t.deps, 15); // closes the interval of the logins
    await admin.call(recentTraceList);
    await admin.call(recentTraceList);
    await writeSnapshot(t.deps, 15);
    const rows = (await admin.call(monitorSnapshots, { query: { minutes: 5 } })).data;
    const latest = rows.at(-1)!;
    expect(latest.instance).toBe(instanceId);
    expect(latest.data.routes).toContainEqual(expect.objectContaining({ route: '/api/monitor/traces', count: 2, errors: 0 }));
    // The embedded database is one connection; PostgreSQL has a pool of several.
    const { max } = poolUse(t.deps.db);
    expect(max).toBeGreaterThan(0);
    expect(latest.data.pool).toEqual({ total: expect.any(Number), idle: expect.any(Number), waiting: 0, max });
    expect(latest.data.pool.total).toBeGreaterThan(0);
    expect(latest.data.pool.total).toBeLessThanOrEqual(max);
    expect(latest.data.memory.rssMb).toBeGreaterThan(0);
  });

  it('prunes snapshots older than an hour', async () => {
    await t.db.insert(metricSnapshots).values({ instance: 'old-host:1', takenAt: new Date(Date.now() - 2 * 3600_000), data: {} });
    await writeSnapshot(t.deps, 15);
    const instances = (await t.db.select({ instance: metricSnapshots.instance }).from(metricSnapshots)).map((r) => r.instance);
    expect(instances).not.toContain('old-host:1');
  });
});

describe('链路追踪', () => {
  it('keeps a slow request with its spans: the request, the caller check and the handler', async () => {
    await admin.call(monitorSnapshots, { query: { minutes: 1 } });
    const { rows, slowMs } = (await admin.call(recentTraceList)).data;
    expect(slowMs).toBe(0);
    const trace = rows.find((r) => r.name === 'GET /api/monitor/snapshots')!;
    expect(trace.requestId).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(trace.spans.map((s) => s.name)).toEqual(expect.arrayContaining(['GET /api/monitor/snapshots', 'identify', 'handler /api/monitor/snapshots']));
    const handler = trace.spans.find((s) => s.name.startsWith('handler'))!;
    expect(handler.offsetMs).toBeGreaterThanOrEqual(0);
    expect(handler.offsetMs + handler.durationMs).toBeLessThanOrEqual(trace.durationMs + 1);
  });

  it('marks a refused call failed', async () => {
    await t.http.get('/api/monitor/traces'); // no token: resCode 401
    const { rows } = (await admin.call(recentTraceList)).data;
    expect(rows.find((r) => r.name === 'GET /api/monitor/traces' && r.failed)).toMatchObject({ name: 'GET /api/monitor/traces', failed: true });
  });
});
