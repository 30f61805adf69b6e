/**
 * An Express server answering one small list (20 rows read from PostgreSQL) through the product's own
 * per-request layers, each switched on by name in REQUEST_PATH_LAYERS (comma separated):
 *   tracing  the tracer provider as server/main.ts registers it (its context manager and the slow-trace buffer)
 *   log      the request log (server/telemetry/httpLog.ts) through the process logger
 *   metrics  the request counters, histogram and window (server/telemetry/httpMetrics.ts)
 *   spans    the request span and two child spans as the API router opens them (requestSpan.ts)
 *   helmet   the security headers (server/http/security.ts)
 *   json     express.json() on /api
 * Run by bench/lib/request-path.ts: `node --import tsx bench/lib/request-path-server.ts <port> <pg url>`.
 */
import http from 'node:http';
import pg from 'pg';
import { setupTracing } from '../../server/telemetry/tracing';

const [port = '3440', url = 'postgres://postgres@127.0.0.1:5432/postgres'] = process.argv.slice(2);
const layers = new Set((process.env.REQUEST_PATH_LAYERS ?? '').split(',').filter(Boolean));
if (layers.has('tracing')) setupTracing({ slowMs: 1000, instrument: false });

const express = (await import('express')).default;
const { requestLogger } = await import('../../server/telemetry/httpLog');
const { requestMetrics } = await import('../../server/telemetry/httpMetrics');
const { requestSpans, inSpan } = await import('../../server/telemetry/requestSpan');
const { markRoute } = await import('../../server/telemetry/route');
const { securityHeaders } = await import('../../server/http/security');
const { ok, sendJson } = await import('../../server/http/envelope');

const pool = new pg.Pool({ connectionString: url, max: 10 });
const sql = { name: 'request-path', text: 'select g as id, md5(g::text) as name, now() as created_at from generate_series(1, 20) g' };
const span = <T>(res: http.ServerResponse, name: string, work: () => Promise<T>) => (layers.has("spans") ? inSpan(res, name, work) : work());

const app = express();
app.disable('x-powered-by');
app.set('etag', false);
if (layers.has('log')) app.use(requestLogger(['req.body.password']));
if (layers.has('metrics')) app.use(requestMetrics());
if (layers.has('spans')) app.use(requestSpans());
if (layers.has('helmet')) app.use(securityHeaders());
if (layers.has('json')) app.use('/api', express.json({ limit: '1mb' }));
app.get('/api/list', async (_req, res) => {
  markRoute(res, '/api/list');
  await span(res, "identify", async () => null);
  const rows = await span(res, "handler /api/list", async () => (await pool.query(sql)).rows);
  sendJson(res, ok({ rows, total: rows.length }));
});

http.createServer(app).listen(Number(port), () => console.log('ready'));
// Exits cleanly on SIGTERM so a --cpu-prof profile is written.
process.once('SIGTERM', () => process.exit(0));
