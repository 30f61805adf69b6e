import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { larkBindingLogs, larkBindings, sessions, users } from '../../../server/db/schema';
import { signLaunchState } from '../../../server/lark/identity/launchState';
import { as, type As } from '../admin/support';
import { createLarkApp, PUBLIC_URL, type LarkApp } from './support';

let t: LarkApp;
let admin: As;
type Person = Awaited<ReturnType<LarkApp['person']>>;
let chen: Person;

beforeAll(async () => {
  t = await createLarkApp();
  admin = as(t, await t.login('admin'));
  chen = await t.person('chenjing', '陈静', []);
});
afterAll(() => t.close());

const state = (to: string) => signLaunchState(t.deps.tokenKey, to);
const launch = async (code: string, to = '/widgets/inbox') => t.http.get('/lark/launch').query({ code, state: await state(to) });
const cookieValue = (res: { headers: Record<string, unknown> }, name: string) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

describe('GET /lark/launch', () => {
  it('signs the bound user in with the portal kind of token and goes to the signed target', async () => {
    const res = await launch(t.fake.issueCode(chen.lark.openId), '/widgets/detail?entity=b2b_payment&id=3');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/widgets/detail?entity=b2b_payment&id=3');
    const token = decodeURIComponent(cookieValue(res, 'token')!);
    const info = await as(t, token).get('/api/admin/user/front/info');
    expect(info.resCode).toBe(200);
    expect(info.data).toMatchObject({ id: chen.id, name: '陈静' });
    expect(cookieValue(res, 'userId')).toBe(String(chen.id));
  });

  it('refuses an unknown or reused code with a page that says so', async () => {
    const code = t.fake.issueCode(chen.lark.openId);
    expect((await launch(code)).status).toBe(302);
    for (const bad of [code, 'made-up-code']) {
      const res = await launch(bad);
      expect(res.status).toBe(403);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('飞书登录已失效，请重新打开应用');
      expect(cookieValue(res, 'token')).toBeUndefined();
    }
  });

  it('tells an unbound user to ask for binding, and binds nobody', async () => {
    const stranger = t.fake.addUser({ name: '路人甲', email: 'nobody@example.test' });
    const before = await t.db.$count(larkBindings);
    const res = await launch(t.fake.issueCode(stranger.openId));
    expect(res.status).toBe(403);
    expect(res.text).toContain('你的飞书账号（路人甲）尚未绑定 CRM 账号');
    expect(await t.db.$count(larkBindings)).toBe(before);
  });

  it('refuses a tampered, foreign or missing state before looking at the code', async () => {
    const good = await state('/widgets/inbox');
    const [head, , sig] = good.split('.');
    const evil = Buffer.from(JSON.stringify({ to: 'https://evil.example', aud: 'lark-launch', exp: 9999999999 })).toString('base64url');
    for (const bad of [`${head}.${evil}.${sig}`, `${good}x`, '', 'not-a-state']) {
      const res = await t.http.get('/lark/launch').query({ code: t.fake.issueCode(chen.lark.openId), state: bad });
      expect(res.status).toBe(400);
      expect(res.text).toContain('链接无效或已过期');
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('never signs a state for an off-site target: /lark/start falls back to the inbox', async () => {
    for (const to of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await t.http.get('/lark/start').query({ to });
      expect(res.status).toBe(302);
      const url = new URL(res.headers.location!);
      expect(url.origin + url.pathname).toBe(`${t.fake.url}/open-apis/authen/v1/authorize`);
      expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/lark/launch`);
      const back = await t.http.get('/lark/launch').query({ code: t.fake.issueCode(chen.lark.openId), state: url.searchParams.get('state') });
      expect(back.headers.location).toBe('/widgets/inbox');
    }
  });

  it('turns away a disabled CRM user', async () => {
    const gone = await t.person('lark_gone', '离职员工', ['sales']);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.id));
    const res = await launch(t.fake.issueCode(gone.lark.openId));
    expect(res.status).toBe(403);
    expect(res.text).toContain('你的 CRM 账号已停用');
  });
});

describe('POST /api/lark/login (widgets)', () => {
  it('binds on first launch when the Lark email names exactly one active user, and records it', async () => {
    const [u] = await t.db.insert(users).values({ username: 'selfbind', name: '自助绑定', email: 'Self.Bind@Example.test', passwordHash: 'x' }).returning({ id: users.id });
    const account = t.fake.addUser({ name: '自助绑定', email: 'self.bind@example.test' });
    const res = await t.http.post('/api/lark/login').send({ code: t.fake.issueCode(account.openId) });
    expect(res.body.resCode, res.body.resDes).toBe(200);
    expect(res.body.data).toMatchObject({ name: '自助绑定', boundNow: true });
    const [binding] = await t.db.select().from(larkBindings).where(eq(larkBindings.userId, u!.id));
    expect(binding).toMatchObject({ openId: account.openId, via: 'self', unionId: account.unionId });
    const logs = await t.db.select().from(larkBindingLogs).where(eq(larkBindingLogs.userId, u!.id));
    expect(logs.map((l) => [l.action, l.via])).toEqual([['bind', 'self']]);
    const again = await t.http.post('/api/lark/login').send({ code: t.fake.issueCode(account.openId) });
    expect(again.body.data.boundNow).toBe(false);
  });

  it('does not guess when the email matches two users', async () => {
    await t.db.insert(users).values([
      { username: 'twin1', name: '双胞胎1', email: 'twin@example.test', passwordHash: 'x' },
      { username: 'twin2', name: '双胞胎2', email: 'twin@example.test', passwordHash: 'x' },
    ]);
    const account = t.fake.addUser({ name: '双胞胎', email: 'twin@example.test' });
    const sessionsBefore = await t.db.$count(sessions);
    const res = await t.http.post('/api/lark/login').send({ code: t.fake.issueCode(account.openId) });
    expect(res.body.resDes).toContain('尚未绑定 CRM 账号');
    expect(await t.db.$count(sessions)).toBe(sessionsBefore);
  });

  it('asks for a code', async () => {
    const res = await t.http.post('/api/lark/login').send({});
    expect(res.body.resDes).toBe('参数错误（code: 缺少飞书登录码）');
  });
});

describe('binding in userManager', () => {
  it('searches Lark by email or mobile and shows who holds an account', async () => {
    t.fake.addUser({ name: '新同事', email: 'new.colleague@example.test', mobile: '+8613800001111' });
    const byEmail = await admin.get('/api/lark/users/search', { keyword: 'new.colleague@example.test' });
    expect(byEmail.data).toEqual([expect.objectContaining({ name: '新同事', email: 'new.colleague@example.test', boundTo: null })]);
    const byMobile = await admin.get('/api/lark/users/search', { keyword: '+86 138-0000-1111' });
    expect(byMobile.data.map((a: { name: string }) => a.name)).toEqual(['新同事']);
    const held = await admin.get('/api/lark/users/search', { keyword: chen.lark.email! });
    expect(held.data[0].boundTo).toEqual({ userId: chen.id, name: '陈静' });
  });

  it('binds, refuses a taken account, unbinds, and logs each step', async () => {
    const target = await t.person('bindme', '待绑定', ['sales'], { bound: false });
    const taken = await admin.post('/api/lark/bind', { userId: target.id, openId: chen.lark.openId });
    expect(taken.resDes).toBe('该飞书账号已绑定用户“陈静”');
    const bound = await admin.post('/api/lark/bind', { userId: target.id, openId: target.lark.openId });
    expect(bound.resCode, bound.resDes).toBe(200);
    expect(bound.data).toMatchObject({ openId: target.lark.openId, larkName: '待绑定', via: 'admin' });
    const view = await admin.get(`/api/lark/bindings/${target.id}`);
    expect(view.data.binding.openId).toBe(target.lark.openId);
    const listed = async () => (await admin.get('/api/admin/user/page', { name: 'bindme', page: 1, limit: 10 })).data.rows[0].larkName;
    expect(await listed()).toBe('待绑定');
    expect((await admin.post('/api/lark/unbind', { userId: target.id })).resCode).toBe(200);
    expect((await admin.post('/api/lark/unbind', { userId: target.id })).resDes).toBe('该用户未绑定飞书账号');
    const after = await admin.get(`/api/lark/bindings/${target.id}`);
    expect(after.data.binding).toBeNull();
    expect(await listed()).toBeNull();
    expect(after.data.logs.map((l: { action: string; actorName: string }) => [l.action, l.actorName])).toEqual([
      ['unbind', '系统管理员'],
      ['bind', '系统管理员'],
    ]);
  });

  it('needs the binding code: a salesperson may not bind', async () => {
    const sales = as(t, await t.login('zhangwei'));
    const res = await sales.post('/api/lark/bind', { userId: chen.id, openId: chen.lark.openId });
    expect(res.resCode).toBe(403);
  });

  it('reports the bridge status with the console URLs', async () => {
    const res = await admin.get('/api/lark/status');
    expect(res.data).toMatchObject({ enabled: true, missing: [], appId: t.fake.appId, eventUrl: `${PUBLIC_URL}/lark/events`, launchUrl: `${PUBLIC_URL}/lark/launch` });
    expect(res.data.boundUsers).toBe(await t.db.$count(larkBindings));
  });
});
