import * as lark from '@larksuiteoapi/node-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeLark, FakeLarkUser } from '../../fakes/lark-platform';
import { startFakeLark } from '../../fakes/lark-platform';

const silent = { error() {}, warn() {}, info() {}, debug() {}, trace() {} };

/** The real SDK client pointed at the fake, with its own token cache. */
function clientFor(fake: FakeLark, appSecret = fake.appSecret) {
  return new lark.Client({
    appId: fake.appId,
    appSecret,
    domain: fake.url,
    cache: new lark.DefaultCache(),
    logger: silent,
  });
}

const approvalCard = {
  header: { title: { tag: 'plain_text', content: 'PO-1042 awaits your approval' } },
  elements: [{ tag: 'action', actions: [{ tag: 'button', text: { tag: 'plain_text', content: 'Approve' }, value: { po: 1042 } }] }],
};
const approvedCard = {
  header: { title: { tag: 'plain_text', content: 'PO-1042 approved' } },
  elements: [],
};

function sendCard(client: lark.Client, receiveId: string, card: object, uuid?: string) {
  return client.im.v1.message.create({
    params: { receive_id_type: 'open_id' },
    data: { receive_id: receiveId, msg_type: 'interactive', content: JSON.stringify(card), uuid },
  });
}

describe('fake Lark platform, driven by the real SDK client', () => {
  let fake: FakeLark;
  let ann: FakeLarkUser;
  let client: lark.Client;

  beforeEach(async () => {
    fake = await startFakeLark();
    ann = fake.addUser({ name: 'Ann Lee', email: 'ann@crossdock.test', mobile: '+8613800001111', employeeNo: 'E001' });
    client = clientFor(fake);
  });
  afterEach(async () => {
    await fake.close();
  });

  it('generates Lark-shaped ids for a new user', () => {
    expect(ann.openId).toMatch(/^ou_[0-9a-f]{32}$/);
    expect(ann.unionId).toMatch(/^on_[0-9a-f]{32}$/);
    expect(ann.userId).toMatch(/^[0-9a-f]{8}$/);
    expect(ann.chatId).toMatch(/^oc_[0-9a-f]{32}$/);
    expect(() => fake.addUser({ name: 'Ann again', email: 'ANN@crossdock.test' })).toThrow(/clashes/);
  });

  it('hands out the tenant token once and the client reuses it', async () => {
    await sendCard(client, ann.openId, approvalCard);
    await sendCard(client, ann.openId, approvedCard);

    expect(fake.tokenRequests).toEqual({ tenant: 1, app: 0 });
    const [tokenRequest, ...sends] = fake.requests;
    expect(tokenRequest).toMatchObject({
      method: 'POST',
      path: '/open-apis/auth/v3/tenant_access_token/internal',
      body: { app_id: 'cli_fake_app', app_secret: 'fake-secret' },
      status: 200,
      response: { code: 0, expire: 7200 },
    });
    const token = (tokenRequest.response as { tenant_access_token: string }).tenant_access_token;
    expect(token).toMatch(/^t-/);
    expect(sends.map((r) => r.headers.authorization)).toEqual([`Bearer ${token}`, `Bearer ${token}`]);

    // Another client with its own cache asks for its own token.
    await sendCard(clientFor(fake), ann.openId, approvalCard);
    expect(fake.tokenRequests).toEqual({ tenant: 2, app: 0 });
  });

  it('records a sent card, its updates and a reply', async () => {
    const sent = await sendCard(client, ann.openId, approvalCard);
    expect(sent.code).toBe(0);
    const messageId = sent.data?.message_id ?? '';
    expect(messageId).toMatch(/^om_/);
    expect(sent.data).toMatchObject({ msg_type: 'interactive', chat_id: ann.chatId, sender: { id: 'cli_fake_app', id_type: 'app_id' } });

    const patched = await client.im.v1.message.patch({
      path: { message_id: messageId },
      data: { content: JSON.stringify(approvedCard) },
    });
    expect(patched.code).toBe(0);
    const patchRequest = fake.requests.at(-1);
    expect(patchRequest).toMatchObject({
      method: 'PATCH',
      path: `/open-apis/im/v1/messages/${messageId}`,
      body: { content: JSON.stringify(approvedCard) },
    });

    const reply = await client.im.v1.message.reply({
      path: { message_id: messageId },
      data: { msg_type: 'text', content: JSON.stringify({ text: 'Approved by Ann' }) },
    });
    expect(reply.data).toMatchObject({ parent_id: messageId, root_id: messageId, chat_id: ann.chatId });

    expect(fake.message(messageId)).toMatchObject({
      messageId,
      receiveId: ann.openId,
      openId: ann.openId,
      msgType: 'interactive',
      card: approvedCard,
      history: [approvalCard, approvedCard],
      patches: 1,
    });
    const toAnn = fake.messagesTo(ann.openId);
    expect(toAnn.map((m) => m.messageId)).toEqual([messageId, reply.data?.message_id]);
    expect(toAnn[1]).toMatchObject({ msgType: 'text', card: { text: 'Approved by Ann' }, parentId: messageId });
  });

  it('answers one message for a repeated uuid, as Lark de-duplicates sends', async () => {
    const first = await sendCard(client, ann.openId, approvalCard, 'po-1042-approval');
    const again = await sendCard(client, ann.openId, approvalCard, 'po-1042-approval');
    expect(again.data?.message_id).toBe(first.data?.message_id);
    expect(fake.messagesTo(ann.openId)).toHaveLength(1);
  });

  it('rejects IM errors with HTTP 400, which the SDK throws as an AxiosError', async () => {
    const away = fake.addUser({ name: 'Out Of Scope', botAvailable: false });
    for (const receiveId of ['ou_nobody', away.openId]) {
      await expect(sendCard(client, receiveId, approvalCard)).rejects.toMatchObject({
        response: { status: 400, data: { code: 230013, msg: 'Bot has NO availability to this user.' } },
      });
    }
    await expect(
      client.im.v1.message.patch({ path: { message_id: 'om_unknown' }, data: { content: '{}' } }),
    ).rejects.toMatchObject({ response: { status: 400, data: { code: 230001 } } });

    const sent = await sendCard(client, ann.openId, approvalCard);
    await expect(
      client.im.v1.message.patch({ path: { message_id: sent.data?.message_id ?? '' }, data: { content: '{not json' } }),
    ).rejects.toMatchObject({ response: { status: 400, data: { code: 230099 } } });
    expect(fake.message(sent.data?.message_id ?? '')?.patches).toBe(0);
  });

  /** `authen/v2/oauth/token` as Lark documents it (the SDK has no call for it): the app's credentials in the body. */
  const oauthToken = async (body: Record<string, unknown>) => {
    const res = await fetch(`${fake.url}/open-apis/authen/v2/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', client_id: fake.appId, client_secret: fake.appSecret, ...body }),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  it('exchanges a login code (authen/v2/oauth/token) for a user token that reads the user', async () => {
    const token = await oauthToken({ code: fake.issueCode(ann.openId) });
    expect(token.status).toBe(200);
    expect(token.body).toMatchObject({ code: 0, token_type: 'Bearer', expires_in: 7199, refresh_token_expires_in: 2591999 });
    const accessToken = String(token.body.access_token);
    expect(accessToken).toMatch(/^u-/);
    expect(token.body.refresh_token).toMatch(/^ur-/);

    const info = await client.authen.userInfo.get({}, lark.withUserAccessToken(accessToken));
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({
      name: 'Ann Lee',
      en_name: 'Ann Lee',
      open_id: ann.openId,
      union_id: ann.unionId,
      user_id: ann.userId,
      email: 'ann@crossdock.test',
      mobile: '+8613800001111',
      employee_no: 'E001',
      tenant_key: 'fake_tenant',
    });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('refuses the historical v1 login calls, and a reused, expired, unknown or mis-redirected code with OAuth errors', async () => {
    const old = await fetch(`${fake.url}/open-apis/authen/v1/oidc/access_token`, { method: 'POST', body: '{}' });
    expect(old.status).toBe(404);
    const code = fake.issueCode(ann.openId);
    expect((await oauthToken({ code })).body.code).toBe(0);
    expect(await oauthToken({ code })).toMatchObject({ status: 400, body: { code: 20003, error: 'invalid_grant' } });
    expect((await oauthToken({ code: fake.issueCode(ann.openId, { ttlSeconds: 0 }) })).body).toMatchObject({ code: 20004 });
    expect((await oauthToken({ code: 'never-issued' })).body).toMatchObject({ code: 20003 });
    expect((await oauthToken({ code: fake.issueCode(ann.openId), grant_type: 'refresh_token' })).body).toMatchObject({ code: 20036 });
    expect((await oauthToken({ code: fake.issueCode(ann.openId), client_secret: 'wrong' })).body).toMatchObject({ code: 20002, error: 'invalid_client' });
    expect(await client.authen.userInfo.get({}, lark.withUserAccessToken('u-forged'))).toMatchObject({ code: 20005 });
    expect(() => fake.issueCode('ou_nobody')).toThrow(/no Lark user/);
  });

  it('serves the authorize page for the signed-in Lark user: back to redirect_uri with a code bound to it', async () => {
    const authorize = (query: Record<string, string>) => fetch(`${fake.url}/open-apis/authen/v1/authorize?${new URLSearchParams(query)}`, { redirect: 'manual' });
    const query = { client_id: fake.appId, redirect_uri: 'https://crm.test/lark/launch', scope: 'contact:user.email:readonly', state: 's1' };
    fake.signIn(undefined);
    expect((await authorize(query)).status).toBe(401);
    fake.signIn(ann.openId);
    expect((await authorize({ ...query, client_id: 'cli_other' })).status).toBe(400);
    const back = new URL((await authorize(query)).headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://crm.test/lark/launch');
    expect(back.searchParams.get('state')).toBe('s1');
    const code = back.searchParams.get('code')!;
    expect((await oauthToken({ code, redirect_uri: 'https://evil.test/lark/launch' })).body).toMatchObject({ code: 20071 });
    const again = new URL((await authorize(query)).headers.get('location')!).searchParams.get('code')!;
    expect(await oauthToken({ code: again, redirect_uri: query.redirect_uri })).toMatchObject({ status: 200, body: { code: 0, scope: 'contact:user.email:readonly' } });
  });

  it('finds user ids by email and mobile, leaving unknown ones without user_id', async () => {
    const bob = fake.addUser({ name: 'Bob Wu', email: 'bob@crossdock.test', mobile: '13900002222' });
    const carl = fake.addUser({ name: 'Carl Gone', email: 'carl@crossdock.test', resigned: true });
    const found = await client.contact.v3.user.batchGetId({
      params: { user_id_type: 'open_id' },
      data: {
        emails: ['ann@crossdock.test', 'nobody@crossdock.test', 'carl@crossdock.test'],
        mobiles: ['13800001111', '+86 139-0000-2222'],
      },
    });
    expect(found.code).toBe(0);
    expect(found.data?.user_list).toEqual([
      { user_id: ann.openId, email: 'ann@crossdock.test', status: expect.objectContaining({ is_resigned: false }) },
      { email: 'nobody@crossdock.test' },
      { email: 'carl@crossdock.test' },
      { user_id: ann.openId, mobile: '13800001111', status: expect.objectContaining({ is_activated: true }) },
      { user_id: bob.openId, mobile: '+86 139-0000-2222', status: expect.objectContaining({ is_frozen: false }) },
    ]);

    const withResigned = await client.contact.v3.user.batchGetId({
      params: { user_id_type: 'union_id' },
      data: { emails: ['carl@crossdock.test'], include_resigned: true },
    });
    expect(withResigned.data?.user_list).toEqual([
      { user_id: carl.unionId, email: 'carl@crossdock.test', status: expect.objectContaining({ is_resigned: true }) },
    ]);
  });

  it('reads one user from the contact directory', async () => {
    const read = await client.contact.v3.user.get({ path: { user_id: ann.openId }, params: { user_id_type: 'open_id' } });
    expect(read.data?.user).toMatchObject({
      open_id: ann.openId,
      union_id: ann.unionId,
      user_id: ann.userId,
      name: 'Ann Lee',
      email: 'ann@crossdock.test',
      mobile: '+8613800001111',
      employee_no: 'E001',
      status: { is_frozen: false, is_resigned: false, is_activated: true, is_exited: false, is_unjoin: false },
    });
    const byUserId = await client.contact.v3.user.get({ path: { user_id: ann.userId }, params: { user_id_type: 'user_id' } });
    expect(byUserId.data?.user?.open_id).toBe(ann.openId);
    await expect(
      client.contact.v3.user.get({ path: { user_id: 'ou_nobody' }, params: { user_id_type: 'open_id' } }),
    ).rejects.toMatchObject({ response: { status: 400, data: { code: 41050 } } });
  });

  it('fails the next calls of a path as told, then serves it again', async () => {
    const sent = await sendCard(client, ann.openId, approvalCard);
    const messageId = sent.data?.message_id ?? '';
    const patch = () =>
      client.im.v1.message.patch({ path: { message_id: messageId }, data: { content: JSON.stringify(approvedCard) } });

    fake.failNext('PATCH /open-apis/im/v1/messages', { code: 230020, msg: 'rate limited' }, 2);
    await expect(patch()).rejects.toMatchObject({ response: { status: 400, data: { code: 230020, msg: 'rate limited' } } });
    await expect(patch()).rejects.toMatchObject({ response: { status: 400, data: { code: 230020 } } });
    expect((await patch()).code).toBe(0);
    expect(fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.status)).toEqual([400, 400, 200]);
    expect(fake.message(messageId)?.patches).toBe(1);

    fake.failNext('POST /open-apis/im/v1/messages', { code: 1500, msg: 'internal error', status: 500 });
    await expect(sendCard(client, ann.openId, approvalCard)).rejects.toMatchObject({ response: { status: 500 } });
    fake.failNext(`PATCH /open-apis/im/v1/messages/${messageId}`, { drop: true });
    await expect(patch()).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(fake.requests.at(-1)?.status).toBe(0);
    // A send is not a reply: the key of the create route does not fail replies.
    fake.failNext('POST /open-apis/im/v1/messages', { code: 230020, msg: 'rate limited' });
    const reply = await client.im.v1.message.reply({
      path: { message_id: messageId },
      data: { msg_type: 'text', content: JSON.stringify({ text: 'ok' }) },
    });
    expect(reply.code).toBe(0);
    expect(() => fake.failNext('patch messages', { drop: true })).toThrow(/METHOD \/path/);
  });

  it('turns a wrong app secret into an SDK error naming code 10014', async () => {
    const wrong = clientFor(fake, 'not-the-secret');
    await expect(sendCard(wrong, ann.openId, approvalCard)).rejects.toThrow(
      'failed to get tenant_access_token, code: 10014, msg: app secret invalid',
    );
    await expect(sendCard(wrong, ann.openId, approvalCard)).rejects.toThrow(/10014/);
    expect(fake.tokenRequests).toEqual({ tenant: 2, app: 0 });
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/open-apis/auth/v3/tenant_access_token/internal',
      '/open-apis/auth/v3/tenant_access_token/internal',
    ]);
  });

  it('keeps serving a cached token the platform has expired with 99991663', async () => {
    await sendCard(client, ann.openId, approvalCard);
    fake.expireTokens();
    await expect(sendCard(client, ann.openId, approvalCard)).rejects.toMatchObject({
      response: { status: 400, data: { code: 99991663 } },
    });
    expect(fake.tokenRequests.tenant).toBe(1);
    expect((await sendCard(clientFor(fake), ann.openId, approvalCard)).code).toBe(0);
  });

  it('reset forgets traffic but keeps users', async () => {
    await sendCard(client, ann.openId, approvalCard);
    fake.reset();
    expect(fake.requests).toEqual([]);
    expect(fake.messagesTo(ann.openId)).toEqual([]);
    expect(fake.tokenRequests).toEqual({ tenant: 0, app: 0 });
    expect(fake.users().map((u) => u.openId)).toEqual([ann.openId]);
    expect((await sendCard(client, ann.openId, approvalCard)).code).toBe(0);
  });

  it('is controlled over HTTP through /_fake', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

    const dee = (await (await post('/_fake/users', { name: 'Dee Ma', email: 'dee@crossdock.test' })).json()) as FakeLarkUser;
    expect(dee.openId).toMatch(/^ou_/);
    const { code } = (await (await post('/_fake/codes', { openId: dee.openId })).json()) as { code: string };
    const token = await oauthToken({ code });
    const info = await client.authen.userInfo.get({}, lark.withUserAccessToken(String(token.body.access_token)));
    expect(info.data).toMatchObject({ name: 'Dee Ma', open_id: dee.openId });

    const requests = (await (await fetch(`${fake.url}/_fake/requests`)).json()) as { path: string }[];
    expect(requests.map((r) => r.path)).toEqual([
      '/open-apis/authen/v2/oauth/token',
      '/open-apis/authen/v1/user_info',
    ]);
    expect((await post('/_fake/codes', { openId: 'ou_nobody' })).status).toBe(400);

    expect((await post('/_fake/fail', { key: 'POST /open-apis/im/v1/messages', failure: { code: 230020, msg: 'slow down' } })).status).toBe(200);
    await expect(sendCard(client, dee.openId, approvalCard)).rejects.toMatchObject({ response: { data: { code: 230020 } } });
    await sendCard(client, dee.openId, approvalCard);
    const messages = (await (await fetch(`${fake.url}/_fake/messages?openId=${dee.openId}`)).json()) as { card: unknown }[];
    expect(messages.map((m) => m.card)).toEqual([approvalCard]);
    expect((await fetch(`${fake.url}/_fake/health`)).status).toBe(200);
  });
});
