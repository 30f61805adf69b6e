import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gateLogs, sessions } from '../../server/db/schema';
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('trims the user name and returns a token that opens front/info', async () => {
    const res = await t.http.post('/api/auth/jwt/token').send({ username: '  admin ', password: TEST_ADMIN_PASSWORD });
    expect(res.body.resCode).toBe(200);
    const info = await t.http.get('/api/admin/user/front/info').set('Authorization', res.body.data.token);
    expect(info.body.data.username).toBe('admin');
    expect(info.body.data.menus).toContain('/baseManager/userManager');
    expect(info.body.data.elements).toContain('userManager:btn_add');
  });

  it('answers 402 to a wrong password and records the attempt without the password', async () => {
    const res = await t.http.post('/api/auth/jwt/token').send({ username: 'admin', password: 'wrong-secret' });
    expect(res.body).toMatchObject({ resCode: 402, resDes: '账号或密码错误' });
    // The gate log is written just after the answer: wait for it.
    const log = await vi.waitFor(async () => {
      const [row] = await t.db.select().from(gateLogs).where(eq(gateLogs.resCode, 402));
      expect(row).toMatchObject({ username: 'admin' });
      return row!;
    });
    expect(log.body).not.toContain('wrong-secret');
    expect(log.body).toContain('***');
  });

  it('revokes the token server-side on logout', async () => {
    const token = await t.login();
    await t.http.get('/api/auth/jwt/invalid').query({ token });
    const info = await t.http.get('/api/admin/user/front/info').set('Authorization', token);
    expect(info.body.resCode).toBe(401);
    const open = await t.db.select().from(sessions);
    expect(open.some((s) => s.revokedAt !== null)).toBe(true);
  });
});
