import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gateLogs } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(() => t.close());

const lastGateLog = async () => (await t.db.select().from(gateLogs).orderBy(desc(gateLogs.id)).limit(1))[0]!;

describe('request id', () => {
  it('keeps a well-formed incoming X-Request-Id and echoes it', async () => {
    const res = await t.http.get('/api/monitor/traces').set('Authorization', token).set('X-Request-Id', 'support-case-0001');
    expect(res.headers['x-request-id']).toBe('support-case-0001');
  });

  it('replaces a malformed one (spaces, quotes, too long) by a generated id', async () => {
    for (const sent of ['two words here', '"quoted"-id-1234', 'x'.repeat(200)]) {
      const res = await t.http.get('/api/monitor/traces').set('Authorization', token).set('X-Request-Id', sent);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id in an error answer beside resCode and resDes, and in the gate log', async () => {
    const res = await t.http.post('/api/auth/jwt/token').set('X-Request-Id', 'login-attempt-42').send({ username: 'admin', password: 'wrong-password' });
    expect(res.body).toMatchObject({ resCode: 402, requestId: 'login-attempt-42' });
    expect(typeof res.body.resDes).toBe('string');
    // The gate log is written once the answer is sent: wait for its row.
    const logged = await vi.waitFor(async () => {
      const last = await lastGateLog();
      expect(last).toMatchObject({ path: '/api/auth/jwt/token', requestId: 'login-attempt-42', resCode: 402 });
      return last;
    }, { timeout: 5_000, interval: 50 });
    expect(logged.body).not.toContain('wrong-password');
  });

  it('answers a success without it (the envelope of spec §7 is unchanged)', async () => {
    const res = await t.http.get('/api/monitor/traces').set('Authorization', token);
    expect(res.body.resCode).toBe(200);
    expect(res.body).not.toHaveProperty('requestId');
    expect(res.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  });

  it('puts the generated id in an unknown call’s refusal too', async () => {
    const res = await t.http.get('/api/no/such/call');
    expect(res.body.resCode).toBe(404);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });
});
