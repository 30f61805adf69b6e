import { eq } from 'drizzle-orm';
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
import { elements, gateLogs, groupElements, groupMembers, groupMenus, menus, serviceClients, users } from '../../../server/db/schema';
import { createDeps } from '../../../server/deps';
import { ServiceMessages } from '../../../server/http/auth/serviceTokens';
import { createTestApp, testConfig, type TestApp } from '../../support/app';
import { client, expectRefused } from '../../support/contract';

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
const tokenFor = (clientId: string, secret: string) =>
  t.as().call(serviceToken, { body: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
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
    expect(token.data).toMatchObject({ token_type: 'Bearer', expires_in: 15 * 60, scope: RATES });
    const rates = await t.as(bearer(token.data.access_token)).call(exchangeRatePage, { query: {} });
    expect(rates.resCode, rates.resDes).toBe(ResCode.OK);
    expect(rates.data.rows.length).toBeGreaterThan(0);
    expect((await stored(c.id)).lastUsedAt).not.toBeNull();

    // Written in the gate log under the client's name, reads included.
    const [log] = await t.db.select().from(gateLogs).where(eq(gateLogs.username, `服务:${c.name}`));
    expect(log).toMatchObject({ method: 'GET', path: exchangeRatePage.path, menu: RATES, resCode: ResCode.OK });
  });

  it('takes the credentials by HTTP Basic or a form body, as OAuth2 clients send them', async () => {
    const { client: c, secret } = (await add()).data;
    const basic = await t.http
      .post(serviceToken.path)
      .set('Authorization', `Basic ${Buffer.from(`${c.clientId}:${secret}`).toString('base64')}`)
      .send({ grant_type: 'client_credentials' });
    expect(basic.body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const form = await t.http
      .post(serviceToken.path)
      .type('form')
      .send({ grant_type: 'client_credentials', client_id: c.clientId, client_secret: secret });
    expect(form.body.data.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // And the secret never reaches the gate log.
    const logged = await t.db.select({ body: gateLogs.body }).from(gateLogs).where(eq(gateLogs.path, serviceToken.path));
    expect(JSON.stringify(logged)).not.toContain(secret);
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

  it('refuses a wrong secret, an unknown client and another grant type', async () => {
    const { client: c } = (await add()).data;
    expectRefused(await tokenFor(c.clientId, 'cds_wrong'), ResCode.LOGGED_OUT, ClientMessages.badClient);
    expectRefused(await tokenFor('svc_0000000000000000', 'cds_wrong'), ResCode.LOGGED_OUT, ClientMessages.badClient);
    const password = await t.as().call(serviceToken, { body: { grant_type: 'password', client_id: c.clientId, client_secret: 'x' } });
    expectRefused(password, ResCode.BAD_REQUEST, ClientMessages.badGrant);
    expectRefused(await t.as('Bearer not-a-token').call(exchangeRatePage, { query: {} }), ResCode.LOGGED_OUT);
  });
});

describe('服务授权: addresses, revocation, rotation, expiry', () => {
  it('refuses calls from an address outside its list', async () => {
    const outside = (await add({ allowedCidrs: ['10.0.0.0/8'] })).data;
    expectRefused(await tokenFor(outside.client.clientId, outside.secret), ResCode.FORBIDDEN, ServiceMessages.address);

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
      expectRefused(await tokenFor(c.clientId, secret), ResCode.LOGGED_OUT, ClientMessages.badClient);
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
    expectRefused(await tokenFor(c.clientId, secret), ResCode.LOGGED_OUT);
    expectRefused(await t.as(oldToken).call(exchangeRatePage, { query: {} }), ResCode.LOGGED_OUT);
    const fresh = bearer((await tokenFor(c.clientId, rotated.data.secret)).data.access_token);
    expect((await t.as(fresh).call(exchangeRatePage, { query: {} })).resCode).toBe(ResCode.OK);
    // Acting on the version seen before the rotation: someone changed it meanwhile.
    expectRefused(await t.as(admin).call(rotateServiceSecret, { params: { id: c.id }, body: { version: c.version } }), ResCode.CONFLICT, ClientMessages.stale);
  });

  it('an expired client gets no token and is listed as expired', async () => {
    const { client: c, secret } = (await add({ expiresAt: new Date(Date.now() + 3600_000).toISOString() })).data;
    await t.db.update(serviceClients).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(serviceClients.id, c.id));
    expectRefused(await tokenFor(c.clientId, secret), ResCode.LOGGED_OUT);
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
