import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveSpans, setupTracing } from '../../../server/telemetry/tracing';
import { tracedApp, tracesOf } from './tracedApp';

// Far above what a quick request takes on a loaded machine.
const SLOW_MS = 400;

const app = tracedApp(SLOW_MS);

// An exporter that is never reached within the test (spans are batched for 5 s before export).
beforeAll(() => setupTracing({ slowMs: SLOW_MS, otlpEndpoint: 'http://127.0.0.1:9', instrument: false }));

describe('request spans with an exporter', () => {
  it('builds every span while the request runs, and the buffer keeps the same slow trace', async () => {
    expect(liveSpans()).toBe(true);
    await request(app).get('/api/thing/quick').expect(200);
    expect(await tracesOf('GET /api/thing/:how')).toHaveLength(0);
    const res = await request(app).get('/api/thing/slow').expect(200);
    const [trace] = await tracesOf('GET /api/thing/:how');
    expect(trace).toMatchObject({ failed: false, requestId: res.headers['x-request-id'] });
    const root = trace!.spans.find((s) => s.parentSpanId === null)!;
    expect(root.name).toBe('GET /api/thing/:how');
    expect(trace!.spans.filter((s) => s.parentSpanId === root.spanId).map((s) => s.name).sort()).toEqual(['handler /api/thing/:how', 'identify']);
  });
});
