import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@shared/api/contract';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/modules/auth/passwords';
import { createTestApp, type TestApp } from '../support/app';

/** The endpoints anyone may call: each one is a deliberate choice, reviewed here. */
const PUBLIC_ENDPOINTS = [
  'POST /api/auth/jwt/token',
  'GET /api/auth/jwt/invalid',
  'GET /api/auth/jwt/captcha',
  'GET /api/auth/jwt/loginOptions',
  'GET /api/admin/user/captcha',
  'POST /api/admin/user/forgetPwd',
  // Lark widgets: the app id for tt.requestAccess, and the login with the code it gives.
  'GET /api/lark/clientConfig',
  'POST /api/lark/login',
  // The buyers' warranty page behind a printed QR code: no login, rate limited, captcha after a few tries.
  'GET /api/warranty-extension/public/registrationPage',
  'GET /api/warranty-extension/public/captcha',
  'POST /api/warranty-extension/public/register',
  // OAuth2 client-credentials grant: a service client trades its id and secret for a short token.
  'POST /api/oauth/token',
];

let t: TestApp;
let noRoleToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(users).values({ username: 'norole', name: '无角色', passwordHash: await hashPassword('norole-pass') });
  noRoleToken = await t.login('norole', 'norole-pass');
});
afterAll(() => t.close());

const send = (method: string, path: string, token?: string) => {
  const req = t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](fillPath(path, { id: 1, key: 'k', userId: 1, entity: 'b2b_payment' }));
  return token ? req.set('Authorization', token) : req;
};

describe('deny by default', () => {
  it('registers only the reviewed public endpoints', () => {
    const open = t.app.locals.routes
      .filter((r) => r.endpoint.access.kind === 'public')
      .map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
    expect(open.sort()).toEqual([...PUBLIC_ENDPOINTS].sort());
  });

  it('answers 401 without a token on every other endpoint', async () => {
    const guarded = t.app.locals.routes.filter((r) => r.endpoint.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const { endpoint } of guarded) {
      const res = await send(endpoint.method, endpoint.path);
      expect({ call: `${endpoint.method} ${endpoint.path}`, resCode: res.body.resCode }).toEqual({
        call: `${endpoint.method} ${endpoint.path}`,
        resCode: 401,
      });
    }
  });

  it('answers 403 to a signed-in user without the code on every code-gated endpoint', async () => {
    const gated = t.app.locals.routes.filter((r) => r.endpoint.access.kind === 'code');
    expect(gated.length).toBeGreaterThan(5);
    for (const { endpoint } of gated) {
      const res = await send(endpoint.method, endpoint.path, noRoleToken);
      expect({ call: `${endpoint.method} ${endpoint.path}`, resCode: res.body.resCode }).toEqual({
        call: `${endpoint.method} ${endpoint.path}`,
        resCode: 403,
      });
    }
  });

  it('answers 401 to a forged token', async () => {
    const res = await send('GET', '/api/admin/user/front/info', `${noRoleToken.slice(0, -4)}AAAA`);
    expect(res.body.resCode).toBe(401);
  });

  it('answers unknown /api paths with a 404 envelope', async () => {
    const res = await send('GET', '/api/no/such/thing', noRoleToken);
    expect(res.body).toMatchObject({ resCode: 404 });
  });
});
