import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, users } from '../../server/db/schema';
import { hashAnswer } from '../../server/modules/auth/captcha';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: true });
});
afterAll(() => t.close());

/** A captcha whose answer the test knows, bound to a cookie as the image call would bind it. */
async function knownCaptcha(answer: string): Promise<string> {
  const id = randomUUID();
  await t.db.insert(captchas).values({ id, answerHash: hashAnswer(answer), expiresAt: new Date(Date.now() + 60_000) });
  return `captchaId=${id}`;
}

describe('captcha', () => {
  it('serves an SVG image and binds it with a cookie', async () => {
    const res = await t.http.get('/api/auth/jwt/captcha');
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['set-cookie']?.[0]).toMatch(/^captchaId=/);
    expect(await t.db.$count(captchas)).toBeGreaterThan(0);
  });

  it('refuses a login without, or with a wrong, captcha; accepts the right one once', async () => {
    const creds = { username: 'lina', password: DEMO_PASSWORD };
    expect((await t.http.post('/api/auth/jwt/token').send(creds)).body).toMatchObject({ resCode: 402, resDes: '请输入验证码' });
    const cookie = await knownCaptcha('ab3d');
    expect((await t.http.post('/api/auth/jwt/token').set('Cookie', cookie).send({ ...creds, veritycode: 'zzzz' })).body.resCode).toBe(402);
    // The wrong guess used it up.
    expect((await t.http.post('/api/auth/jwt/token').set('Cookie', cookie).send({ ...creds, veritycode: 'ab3d' })).body.resDes).toBe(
      '验证码错误或已过期，请重新输入',
    );
    const fresh = await knownCaptcha('ab3d');
    const ok = await t.http.post('/api/auth/jwt/token').set('Cookie', fresh).send({ ...creds, veritycode: 'AB3D' });
    expect(ok.body.resCode).toBe(200);
  });

  it('records a reset request only for a real account, answering the same either way', async () => {
    const known = await t.http.post('/api/admin/user/forgetPwd').set('Cookie', await knownCaptcha('q1w2')).send({ username: 'lina', veritycode: 'q1w2' });
    const unknown = await t.http.post('/api/admin/user/forgetPwd').set('Cookie', await knownCaptcha('q1w2')).send({ username: 'ghost', veritycode: 'q1w2' });
    expect(known.body).toEqual(unknown.body);
    const [lina] = await t.db.select().from(users).where(eq(users.username, 'lina'));
    expect(lina!.resetRequestedAt).not.toBeNull();
  });
});

describe('throttling', () => {
  it('blocks an account after 5 failed logins, even with the right password then', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await t.http.post('/api/auth/jwt/token').set('Cookie', await knownCaptcha('k9k9')).send({ username: 'liuyang', password: 'bad', veritycode: 'k9k9' });
      expect(res.body.resCode).toBe(402);
    }
    const blocked = await t.http
      .post('/api/auth/jwt/token')
      .set('Cookie', await knownCaptcha('k9k9'))
      .send({ username: 'liuyang', password: DEMO_PASSWORD, veritycode: 'k9k9' });
    expect(blocked.body).toMatchObject({ resCode: 429, resDes: '登录失败次数过多，请15分钟后再试' });
  });
});
