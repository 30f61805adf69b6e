import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveSpans, recentTraces, setupTracing } from '../../../server/telemetry/tracing';
import { tracedApp, tracesOf } from './tracedApp';

// Far above what a quick request takes on a loaded machine.
const SLOW_MS = 400;

const app = tracedApp(SLOW_MS);

beforeAll(() => setupTracing({ slowMs: SLOW_MS, instrument: false }));

describe('request spans without an exporter', () => {
  it('builds no spans while the request runs', () => {
    expect(liveSpans()).toBe(false);
  });

  it('keeps nothing of a quick answered request', async () => {
    const before = recentTraces().length;
    await request(app).get('/api/thing/quick').expect(200);
    expect(await tracesOf('GET /api/thing/:how')).toHaveLength(0);
    expect(recentTraces()).toHaveLength(before);
  });

  it('keeps a slow request with the request, caller check and handler spans, nested under the request', async () => {
    const res = await request(app).get('/api/thing/slow').expect(200);
    const [trace] = await tracesOf('GET /api/thing/:how');
    expect(trace).toMatchObject({ failed: false, requestId: res.headers['x-request-id'] });
    expect(trace!.durationMs).toBeGreaterThanOrEqual(SLOW_MS);
    const named = (name: string) => trace!.spans.find((s) => s.name === name);
    const [root, identify, handler] = [named('GET /api/thing/:how'), named('identify'), named('handler /api/thing/:how')];
    expect(trace!.spans).toHaveLength(3);
    expect(handler!.offsetMs).toBeGreaterThanOrEqual(identify!.offsetMs + identify!.durationMs - 0.15); // each figure is rounded to 0.1 ms
    expect(root).toMatchObject({ parentSpanId: null, offsetMs: 0, attributes: { 'http.route': '/api/thing/:how', 'http.response.status_code': 200, 'crossdock.res_code': 200 } });
    expect(identify!.parentSpanId).toBe(root!.spanId);
    expect(handler!.parentSpanId).toBe(root!.spanId);
    expect(handler!.durationMs).toBeGreaterThanOrEqual(SLOW_MS);
    expect(handler!.offsetMs + handler!.durationMs).toBeLessThanOrEqual(trace!.durationMs + 1);
  });

  it('keeps a quick refused request, its failed handler marked', async () => {
    await request(app).get('/api/thing/refused').expect(200);
    const refused = (await tracesOf('GET /api/thing/:how')).find((t) => t.failed);
    expect(refused).toMatchObject({ failed: true });
    expect(refused!.durationMs).toBeLessThan(SLOW_MS);
    expect(refused!.spans.find((s) => s.name.startsWith('handler'))).toMatchObject({ failed: true });
    expect(refused!.spans.find((s) => s.name === 'identify')).toMatchObject({ failed: false });
  });
});
