import { eq, like } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyOf } from '@shared/api/contract';
import { ResCode } from '@shared/api/envelope';
import { gateLogScreen, userScreen } from '@shared/api/admin/screens';
import {
  addServiceClient,
  ClientMessages,
  editServiceClient,
  grantableCodes,
  revokeServiceClient,
  rotateServiceSecret,
  serviceClientPage,
  serviceToken,
} from '@shared/api/ops/clients';
import { serviceClientScreen } from '@shared/api/ops/screens';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { exchangeRatePage } from '@shared/api/reference/rates';
import { userPage, frontInfo } from '@shared/api/user';
import { createApp } from '../../../server/app';
import { modules } from '../../../server/modules';
import { elements, gateLogs, rateLimits, groupElements, groupMembers, groupMenus, menus, serviceClients, users } from '../../../server/db/schema';
import { createDeps } from '../../../server/deps';
import { ServiceMessages } from '../../../server/http/auth/serviceTokens';
import { TOKEN_FAILURES_PER_ADDRESS, tokenThrottleOf } from '../../../server/modules/ops/clients/throttle';
import { createTestApp, testConfig, type TestApp } from '../../support/app';
import { client, expectRefused } from '../../support/contract';
import { loggedCalls } from '../../support/gateLog';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const RATES = exchangeRateScreen.menu;
let seq = 0;
const add = (body: Partial<BodyOf<typeof addServiceClient>> = {}, token = admin) =>
  t.as(token).call(addServiceClient, { body: { name: `ERP 同步 ${++seq}`, codes: [RATES], allowedCidrs: [], ...body } });
/** A token the way OAuth clients ask for it (form body); the answer is plain OAuth JSON (RFC 6749 §5). */
const tokenCall = (form: Record<string, string>) => t.http.post(serviceToken.path).type('form').send(form);
async function tokenFor(clientId: string, secret: string) {
  const res = await tokenCall({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret });
  return { status: res.status, data: res.body as { access_token: string; token_type: string; expires_in: number; scope: string }, body: res.body as { error?: string; error_description?: string } };
}
/** A token refused with this OAuth error and HTTP status, its description saying why. */
async function expectTokenRefused(answer: PromiseLike<{ status: number; body: { error?: string; error_description?: string } }>, status: number, error: string, description?: string) {
  const { status: got, body } = await answer;
  expect(got).toBe(status);
  expect(body.error).toBe(error);
  if (description) expect(body.error_description).toContain(description);
}
const bearer = (token: string) => `Bearer ${token}`;
const stored = async (id: number) => (await t.db.select().from(serviceClients).where(eq(serviceClients.id, id)))[0]!;

describe('服务授权: create and use a client', () => {
  it('shows the secret once, stores it hashed, and its token reads the list it was given', async () => {
    const created = await add({ codes: [RATES], allowedCidrs: ['127.0.0.1/32', '::1'] });
    expect(created.resCode, created.resDes).toBe(ResCode.OK);
    const { client: c, secret } = created.data;
    expect(c).toMatchObject({ codes: [RATES], allowedCidrs: ['127.0.0.1/32', '::1'], status: 'active', createdByName: expect.any(String) });
    expect(c.clientId).toMatch(/^svc_[0-9a-f]{16}$/);
    const row = await stored(c.id);
    expect(row.secretHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(secret);
    // The list never shows the secret again.
    const listed = await t.as(admin).call(serviceClientPage, { query: { name: c.clientId } });
    expect(listed.data.rows).toHaveLength(1);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const token = await tokenFor(c.clientId, secret);
    expect(token.status).toBe(200);
    expect(token.data).toMatchObject({ token_type: 'Bearer', expires_in: 15 * 60, scope: RATES });
    expect(token.data).not.toHaveProperty('resCode');
    const rates = await t.as(bearer(token.data.access_token)).call(exchangeRatePage, { query: {} });
    expect(rates.resCode, rates.resDes).toBe(ResCode.OK);
    expect(rates.data.rows.length).toBeGreaterThan(0);
    expect((await stored(c.id)).lastUsedAt).not.toBeNull();

    // Written in the gate log under the client's name, reads included.
    const [log] = await loggedCalls(t, eq(gateLogs.username, `服务:${c.name}`));
    expect(log).toMatchObject({ method: 'GET', path: exchangeRatePage.path, menu: RATES, resCode: ResCode.OK });
  });

  it('takes the credentials by HTTP Basic or a form or JSON body, answers plain OAuth JSON that is never cached', async () => {
    const { client: c, secret } = (await add()).data;
    const basic = await t.http
      .post(serviceToken.path)
      .set('Authorization', `Basic ${Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`)
      .type('form')
      .send({ grant_type: 'client_credentials' });
    expect(basic.status).toBe(200);
    expect(basic.headers['content-type']).toMatch(/^application\/json/);
    expect(basic.headers['cache-control']).toBe('no-store');
    expect(basic.body).toEqual({ access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/), token_type: 'Bearer', expires_in: 900, scope: RATES });
    const form = await tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret });
    expect(form.body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const json = await t.http.post(serviceToken.path).send({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret });
    expect(json.body.token_type).toBe('Bearer');
    // And the secret never reaches the gate log.
    const logged = await loggedCalls(t, eq(gateLogs.path, serviceToken.path), 3);
    expect(JSON.stringify(logged.map((l) => [l.body, l.resCode]))).not.toContain(secret);
  });

  it('gives a token for part of its codes when asked (scope), and refuses a scope beyond them', async () => {
    const { client: c, secret } = (await add({ codes: [RATES, userScreen.menu] })).data;
    const narrow = await tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret, scope: RATES });
    expect(narrow.body.scope).toBe(RATES);
    const token = bearer(narrow.body.access_token);
    expect((await t.as(token).call(exchangeRatePage, { query: {} })).resCode).toBe(ResCode.OK);
    expectRefused(await t.as(token).call(userPage, { query: {} }), ResCode.FORBIDDEN);
    await expectTokenRefused(tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret, scope: `${RATES} ${gateLogScreen.menu}` }), 400, 'invalid_scope', gateLogScreen.menu);
  });

  it('refuses a code it was not given (403) and every login-only call', async () => {
    const { client: c, secret } = (await add({ codes: [RATES] })).data;
    const token = bearer((await tokenFor(c.clientId, secret)).data.access_token);
    expectRefused(await t.as(token).call(userPage, { query: {} }), ResCode.FORBIDDEN);
    expectRefused(await t.as(token).call(frontInfo), ResCode.FORBIDDEN, ServiceMessages.loginOnly);
    // Nor can it manage service clients, even when given the codes.
    const manager = (await add({ codes: [serviceClientScreen.menu, serviceClientScreen.code('add')] })).data;
    const managerToken = bearer((await tokenFor(manager.client.clientId, manager.secret)).data.access_token);
    const before = await t.db.$count(serviceClients);
    expectRefused(await add({}, managerToken), ResCode.BAD_REQUEST, ClientMessages.byService);
    expect(await t.db.$count(serviceClients)).toBe(before);
  });

  it('refuses a wrong secret, an unknown client and another grant type as RFC 6749 §5.2 says, and logs each', async () => {
    const { client: c } = (await add()).data;
    const wrong = await tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: 'cds_wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic /);
    expect(wrong.body).toMatchObject({ error: 'invalid_client', error_description: ClientMessages.badClient, request_id: expect.any(String) });
    await expectTokenRefused(tokenFor('svc_0000000000000000', 'cds_wrong'), 401, 'invalid_client');
    await expectTokenRefused(tokenCall({ grant_type: 'client_credentials', client_id: c.clientId }), 401, 'invalid_client');
    await expectTokenRefused(tokenCall({ grant_type: 'password', client_id: c.clientId, client_secret: 'x' }), 400, 'unsupported_grant_type', ClientMessages.badGrant);
    await expectTokenRefused(tokenCall({ client_id: c.clientId, client_secret: 'x' }), 400, 'invalid_request', ClientMessages.noGrant);
    const badType = await t.http.post(serviceToken.path).send({ grant_type: 'client_credentials', client_id: 42, client_secret: 'x' });
    expect(badType.status).toBe(400);
    expect(badType.body.error).toBe('invalid_request');
    const refused = await loggedCalls(t, eq(gateLogs.requestId, wrong.body.request_id));
    expect(refused.map((l) => l.resCode)).toEqual([ResCode.LOGGED_OUT]);
    expectRefused(await t.as('Bearer not-a-token').call(exchangeRatePage, { query: {} }), ResCode.LOGGED_OUT);
  });

  it('makes an address that keeps failing wait (429), and the others not', async () => {
    const { client: c, secret } = (await add()).data;
    const throttle = tokenThrottleOf(t.db);
    const here = (await tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret })).ok ? '127.0.0.1' : '';
    for (let i = 0; i < TOKEN_FAILURES_PER_ADDRESS; i++) await throttle.recordFailure(here);
    try {
      const blocked = await tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret });
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBe('900');
      expect(blocked.body).toMatchObject({ error: 'invalid_request', error_description: ClientMessages.throttled });
      expect(await throttle.isBlocked('198.51.100.7')).toBe(false);
    } finally {
      await t.db.delete(rateLimits).where(like(rateLimits.key, 'oauth_token_host%'));
    }
    expect((await tokenCall({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret })).status).toBe(200);
  });
});

describe('服务授权: addresses, revocation, rotation, expiry', () => {
  it('refuses calls from an address outside its list', async () => {
    const outside = (await add({ allowedCidrs: ['10.0.0.0/8'] })).data;
    await expectTokenRefused(tokenFor(outside.client.clientId, outside.secret), 400, 'unauthorized_client', ServiceMessages.address);

    const { client: c, secret } = (await add({ allowedCidrs: ['127.0.0.0/8', '::1/128'] })).data;
    const token = bearer((await tokenFor(c.clientId, secret)).data.access_token);
    expect((await t.as(token).call(exchangeRatePage, { query: {} })).resCode).toBe(ResCode.OK);
    await t.as(admin).call(editServiceClient, { params: { id: c.id }, body: { name: c.name, codes: c.codes, allowedCidrs: ['10.0.0.0/8'], version: c.version } });
    expectRefused(await t.as(token).call(exchangeRatePage, { query: {} }), ResCode.FORBIDDEN, ServiceMessages.address);
  });

  it('a revoked client gets no token, and another process refuses its tokens within the access cache time', async () => {
    const { client: c, secret } = (await add()).data;
    const token = bearer((await tokenFor(c.clientId, secret)).data.access_token);
    // A second server process on the same database, with a short access cache.
    const otherDeps = await createDeps(t.db, testConfig({ accessCacheMs: 300 }));
    const other = client(request(createApp(otherDeps, modules)), token);
    try {
      expect((await other.call(exchangeRatePage, { query: {} })).resCode).toBe(ResCode.OK);
      const revoked = await t.as(admin).call(revokeServiceClient, { params: { id: c.id }, body: { version: c.version } });
      expect(revoked.data).toMatchObject({ status: 'revoked' });
      // A double click finds it revoked already and changes nothing.
      expectRefused(await t.as(admin).call(revokeServiceClient, { params: { id: c.id }, body: { version: c.version } }), ResCode.CONFLICT, ClientMessages.revoked);
      expectRefused(await t.as(token).call(exchangeRatePage, { query: {} }), ResCode.LOGGED_OUT);
      await expectTokenRefused(tokenFor(c.clientId, secret), 401, 'invalid_client', ClientMessages.badClient);
      await expect.poll(async () => (await other.call(exchangeRatePage, { query: {} })).resCode, { timeout: 5000, interval: 100 }).toBe(ResCode.LOGGED_OUT);
    } finally {
      await otherDeps.jobs.stop();
    }
  });

  it('rotating the secret ends the old secret and its tokens; the new one works', async () => {
    const { client: c, secret } = (await add()).data;
    const oldToken = bearer((await tokenFor(c.clientId, secret)).data.access_token);
    const rotated = await t.as(admin).call(rotateServiceSecret, { params: { id: c.id }, body: { version: c.version } });
    expect(rotated.data.secret).not.toBe(secret);
    await expectTokenRefused(tokenFor(c.clientId, secret), 401, 'invalid_client');
    expectRefused(await t.as(oldToken).call(exchangeRatePage, { query: {} }), ResCode.LOGGED_OUT);
    const fresh = bearer((await tokenFor(c.clientId, rotated.data.secret)).data.access_token);
    expect((await t.as(fresh).call(exchangeRatePage, { query: {} })).resCode).toBe(ResCode.OK);
    // Acting on the version seen before the rotation: someone changed it meanwhile.
    expectRefused(await t.as(admin).call(rotateServiceSecret, { params: { id: c.id }, body: { version: c.version } }), ResCode.CONFLICT, ClientMessages.stale);
  });

  it('an expired client gets no token and is listed as expired', async () => {
    const { client: c, secret } = (await add({ expiresAt: new Date(Date.now() + 3600_000).toISOString() })).data;
    await t.db.update(serviceClients).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(serviceClients.id, c.id));
    await expectTokenRefused(tokenFor(c.clientId, secret), 401, 'invalid_client');
    const expired = await t.as(admin).call(serviceClientPage, { query: { status: 'expired' } });
    expect(expired.data.rows.map((r) => r.id)).toContain(c.id);
  });
});

describe('服务授权: never more than its creator holds', () => {
  let hr: string; // liuyang (人事行政), given the 服务授权 screen for this test
  beforeAll(async () => {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'liuyang'));
    const [{ groupId }] = await t.db.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, user!.id));
    const [menu] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.code, serviceClientScreen.menu));
    const [element] = await t.db.select({ id: elements.id }).from(elements).where(eq(elements.code, serviceClientScreen.code('add')));
    await t.db.insert(groupMenus).values({ groupId, menuId: menu!.id });
    await t.db.insert(groupElements).values({ groupId, elementId: element!.id });
    hr = await t.login('liuyang');
  });

  it('offers only the codes the user holds, and refuses any other', async () => {
    const offered = (await t.as(hr).call(grantableCodes)).data;
    expect(offered.map((s) => s.code)).toContain(userScreen.menu);
    expect(offered.map((s) => s.code)).not.toContain(RATES);
    const before = await t.db.$count(serviceClients);
    expectRefused(await add({ codes: [userScreen.menu, RATES] }, hr), ResCode.BAD_REQUEST, `${ClientMessages.notHeld}${RATES}`);
    expectRefused(await add({ codes: [gateLogScreen.menu] }, hr), ResCode.BAD_REQUEST, ClientMessages.notHeld);
    expect(await t.db.$count(serviceClients)).toBe(before);
    const ok = await add({ codes: [userScreen.menu] }, hr);
    expect(ok.resCode, ok.resDes).toBe(ResCode.OK);
    expect(ok.data.client.codes).toEqual([userScreen.menu]);
  });

  it('checks bad input and changes nothing', async () => {
    const before = await t.db.$count(serviceClients);
    expectRefused(await add({ codes: [] }), ResCode.BAD_REQUEST, '请至少选择一个权限');
    expectRefused(await add({ allowedCidrs: ['10.0.0.0/33'] }), ResCode.BAD_REQUEST, ClientMessages.badCidr);
    expectRefused(await add({ allowedCidrs: ['not-an-ip'] }), ResCode.BAD_REQUEST, ClientMessages.badCidr);
    expectRefused(await add({ expiresAt: '2020-01-01T00:00:00Z' }), ResCode.BAD_REQUEST, ClientMessages.pastExpiry);
    expectRefused(await add({ name: '' }), ResCode.BAD_REQUEST, '请填写名称');
    expectRefused(await t.as(admin).callUnchecked(addServiceClient, { body: { name: 'x', codes: 'all' } }), ResCode.BAD_REQUEST, '权限应为列表');
    const taken = (await add()).data.client.name;
    expectRefused(await add({ name: taken }), ResCode.CONFLICT, ClientMessages.nameTaken);
    expect(await t.db.$count(serviceClients)).toBe(before + 1);
  });
});
