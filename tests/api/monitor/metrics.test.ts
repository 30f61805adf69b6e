import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolUse } from '../../../server/telemetry/pool';
import { createTestApp, type TestApp } from '../../support/app';

const TOKEN = 'scraper-token-0123456789';
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ telemetry: { metrics: { token: TOKEN, allow: [] }, slowMs: 1000, snapshotSeconds: 60 } });
  token = await t.login();
});
afterAll(() => t.close());

describe('/metrics', () => {
  it('is refused without the token, with another token, and to a caller’s login token', async () => {
    expect((await t.http.get('/metrics')).status).toBe(403);
    expect((await t.http.get('/metrics').set('Authorization', 'Bearer not-the-scraper-token')).status).toBe(403);
    expect((await t.http.get('/metrics').set('Authorization', token)).status).toBe(403);
  });

  it('counts requests under their route pattern, not the raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.http.get('/api/monitor/snapshots').set('Authorization', token);
    await t.http.delete('/api/admin/groupType/987654').set('Authorization', token);
    const res = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    const count = res.text.match(/^http_requests_total\{method="GET",route="\/api\/monitor\/snapshots",status="200"\} (\d+)$/m);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
    expect(res.text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/monitor\/snapshots",status="200"\}/);
    expect(res.text).toContain('route="/api/admin/groupType/:id"');
    // The id is in no route label (a duration's digits may hold it by chance).
    expect(res.text).not.toMatch(/route="[^"]*987654/);
  });

  it('shows the pool, the job queues, process memory and the event loop', async () => {
    const text = (await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).text;
    expect(text).toMatch(new RegExp(`^db_pool_connections\\{state="max"\\} ${poolUse(t.deps.db).max}$`, 'm'));
    expect(text).toContain('# TYPE job_queue_depth gauge');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('lark_card_send_failures_total');
    expect(text).toContain('mail_pull_errors_total');
  });
});

describe('/metrics by address', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp({ telemetry: { metrics: { allow: ['127.0.0.1'] }, slowMs: 1000, snapshotSeconds: 60 } });
  });
  afterAll(() => open.close());

  it('lets an allowed address in without a token', async () => {
    const res = await open.http.get('/metrics');
    expect(res.status).toBe(200);
    expect(res.text).toContain('http_requests_total');
  });
});
