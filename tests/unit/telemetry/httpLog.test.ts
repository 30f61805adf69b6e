import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLogger } from '../../../server/telemetry/httpLog';
import { markRoute } from '../../../server/telemetry/route';

/** An app behind the request logger writing into `lines`; its handlers log a line of their own through req.log. */
function appLogging() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogger(['req.body.password'], pino({ level: 'info' }, stream)));
  app.use(express.json());
  app.post('/api/user/:id', (req, res) => {
    markRoute(res, '/api/user/:id');
    req.log.info('saving');
    res.status(Number(req.query.status ?? 200)).json({ ok: true });
  });
  // A line holding the request's body, as a crash report might.
  app.post('/api/login', (req, res) => {
    req.log.info({ req: { body: req.body as unknown } }, 'login');
    res.json({ ok: true });
  });
  /** The lines once the request's closing line is written (it follows the answer by a tick). */
  const settled = async (count: number) => {
    for (let i = 0; i < 50 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10));
    return lines;
  };
  return { app, settled };
}

describe('request log', () => {
  it('writes one line a request: id, method, path without its query, route, status and time', async () => {
    const { app, settled } = appLogging();
    const res = await request(app).post('/api/user/7?token=eyJ.secret.sig').set('X-Request-Id', 'support-case-0042').send({ name: 'Ann' });
    expect(res.headers['x-request-id']).toBe('support-case-0042');
    const [own, closing] = await settled(2);
    expect(closing).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'support-case-0042', method: 'POST', path: '/api/user/7' },
      res: { statusCode: 200 },
      route: '/api/user/:id',
    });
    expect(typeof closing!.responseTime).toBe('number');
    expect(own).toMatchObject({ msg: 'saving', req: { id: 'support-case-0042', method: 'POST', path: '/api/user/7' } });
    expect(JSON.stringify([own, closing])).not.toContain('eyJ.secret.sig');
  });

  it('masks the declared secret fields on the lines a handler writes', async () => {
    const { app, settled } = appLogging();
    await request(app).post('/api/login').send({ name: 'Ann', password: 'hunter2-secret' });
    const [own] = await settled(2);
    expect(own).toMatchObject({ req: { body: { name: 'Ann', password: '***' } } });
    expect(JSON.stringify(own)).not.toContain('hunter2-secret');
  });

  it('writes a refusal at warn and a crash at error', async () => {
    const { app, settled } = appLogging();
    await request(app).post('/api/user/7?status=403').send({});
    await request(app).post('/api/user/7?status=500').send({});
    const lines = await settled(4);
    const closing = lines.filter((l) => l.res);
    expect(closing.map((l) => [l.level, (l.res as { statusCode: number }).statusCode, l.msg])).toEqual([
      [40, 403, 'request completed'],
      [50, 500, 'request errored'],
    ]);
  });
});
