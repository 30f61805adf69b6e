import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { larkBindingLogs, larkBindings, sessions, users } from '../../../server/db/schema';
import { NONCE_COOKIE } from '../../../server/lark/identity/launchState';
import { DEMO_PASSWORD, TEST_ADMIN_PASSWORD } from '../../support/app';
import { as, type As } from '../admin/support';
import { createLarkApp, PUBLIC_URL, type LarkApp } from './support';
import { larkBind, larkSearchUsers, larkStatus, larkUnbind, larkUserBinding } from '@shared/api/lark';
import { frontInfo, userPage } from '@shared/api/user';

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

const cookieValue = (res: { headers: Record<string, unknown> }, name: string) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

/** What a browser holds after Lark's authorize page sent it back: the code, the state, and its own nonce cookie. */
interface Return {
  code: string;
  state: string;
  cookie: string;
}

/** The whole round: /lark/start in this browser, Lark's authorize page signed in as `openId`, back with a code. */
async function larkReturn(openId: string, to = '/widgets/inbox'): Promise<Return> {
  const start = await t.http.get('/lark/start').query({ to });
  expect(start.status).toBe(302);
  const nonce = cookieValue(start, NONCE_COOKIE);
  expect(nonce).toBeTruthy();
  t.fake.signIn(openId);
  const authorize = await fetch(start.headers.location!, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/lark/launch`);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie: `${NONCE_COOKIE}=${nonce}` };
}

const launch = (r: Partial<Return>) => {
  const req = t.http.get('/lark/launch').query({ ...(r.code !== undefined ? { code: r.code } : {}), ...(r.state !== undefined ? { state: r.state } : {}) });
  return r.cookie ? req.set('cookie', r.cookie) : req;
};

describe('GET /lark/start and /lark/launch', () => {
  it('uses the current authorize page (client_id, scope) and the v2 token call; the v1 calls are gone', async () => {
    const start = await t.http.get('/lark/start').query({ to: '/widgets/inbox' });
    const url = new URL(start.headers.location!);
    expect(url.origin + url.pathname).toBe(`${t.fake.url}/open-apis/authen/v1/authorize`);
    expect(url.searchParams.get('client_id')).toBe(t.fake.appId);
    expect(url.searchParams.get('app_id')).toBeNull();
    expect(url.searchParams.get('scope')).toBe('contact:user.email:readonly');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/lark/launch`);
    const setCookie = (start.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith(NONCE_COOKIE))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/lark/);

    const before = t.fake.requests.length;
    expect((await launch(await larkReturn(chen.lark.openId))).status).toBe(302);
    const calls = t.fake.requests.slice(before).map((r) => `${r.method} ${r.path}`);
    expect(calls).toContain('POST /open-apis/authen/v2/oauth/token');
    expect(calls).not.toContain('POST /open-apis/authen/v1/oidc/access_token');
    const old = await fetch(`${t.fake.url}/open-apis/authen/v1/oidc/access_token`, { method: 'POST', body: '{}' });
    expect(old.status).toBe(404);
  });

  it('signs the bound user in with the portal kind of token and goes to the signed target', async () => {
    const res = await launch(await larkReturn(chen.lark.openId, '/widgets/detail?entity=b2b_payment&id=3'));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/widgets/detail?entity=b2b_payment&id=3');
    const token = decodeURIComponent(cookieValue(res, 'token')!);
    const info = await as(t, token).call(frontInfo);
    expect(info.resCode).toBe(200);
    expect(info.data).toMatchObject({ id: chen.id, name: '陈静' });
    expect(cookieValue(res, 'userId')).toBe(String(chen.id));
  });

  it('refuses a reused or made-up code with a page that says so', async () => {
    const first = await larkReturn(chen.lark.openId);
    expect((await launch(first)).status).toBe(302);
    for (const code of [first.code, 'made-up-code']) {
      const fresh = await larkReturn(chen.lark.openId);
      const res = await launch({ ...fresh, code });
      expect(res.status).toBe(403);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('飞书登录已失效，请重新打开应用');
      expect(cookieValue(res, 'token')).toBeUndefined();
    }
  });

  it('login CSRF: a code and state made in another browser, or a code without its state, sign nobody in', async () => {
    const attackers = await larkReturn(chen.lark.openId);
    const mine = await larkReturn(chen.lark.openId);
    for (const attempt of [
      { code: attackers.code, state: attackers.state },
      { code: attackers.code, state: attackers.state, cookie: mine.cookie },
      { code: attackers.code, cookie: mine.cookie },
      { code: attackers.code },
    ]) {
      const res = await launch(attempt);
      expect(res.status).toBe(400);
      expect(res.text).toContain('链接无效或已过期');
      expect(res.headers.location).toBeUndefined();
      expect(cookieValue(res, 'token')).toBeUndefined();
    }
  });

  it('refuses a tampered or foreign state before looking at the code', async () => {
    const good = await larkReturn(chen.lark.openId);
    const [head, , sig] = good.state.split('.');
    const evil = Buffer.from(JSON.stringify({ to: 'https://evil.example', aud: 'lark-launch', exp: 9999999999 })).toString('base64url');
    for (const bad of [`${head}.${evil}.${sig}`, `${good.state}x`, '', 'not-a-state']) {
      const res = await launch({ ...good, state: bad });
      expect(res.status).toBe(400);
      expect(res.text).toContain('链接无效或已过期');
    }
  });

  it('never signs a state for an off-site target: /lark/start falls back to the inbox', async () => {
    for (const to of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const back = await launch(await larkReturn(chen.lark.openId, to));
      expect(back.headers.location).toBe('/widgets/inbox');
    }
  });

  it('turns away a disabled CRM user', async () => {
    const gone = await t.person('lark_gone', '离职员工', ['sales']);
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.id));
    const res = await launch(await larkReturn(gone.lark.openId));
    expect(res.status).toBe(403);
    expect(res.text).toContain('你的 CRM 账号已停用');
  });
});

describe('binding an unbound Lark account', () => {
  const bind = (cookie: string | undefined, form: Record<string, string>) => {
    const req = t.http.post('/lark/bind').type('form').send(form);
    return cookie ? req.set('cookie', cookie) : req;
  };

  it('takeover by e-mail is refused: a new Lark account with a colleague e-mail only gets the password form', async () => {
    const wang = await t.person('lark_wangfang', '王芳', ['sales'], { bound: false, email: 'wangfang.own@example.test' });
    await t.db.update(users).set({ email: 'wangfang@example.test' }).where(eq(users.id, wang.id));
    const impostor = t.fake.addUser({ name: '冒名者', email: 'wangfang@example.test' });
    const res = await launch(await larkReturn(impostor.openId));
    expect(res.status).toBe(200);
    expect(res.text).toContain('尚未绑定 CRM 账号');
    expect(res.text).toContain('value="lark_wangfang"');
    expect(cookieValue(res, 'token')).toBeUndefined();
    expect(await t.db.$count(larkBindings, eq(larkBindings.userId, wang.id))).toBe(0);
    const proof = `lark_bind=${cookieValue(res, 'lark_bind')}`;

    const wrong = await bind(proof, { username: 'lark_wangfang', password: 'guess-1' });
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain('账号或密码错误');
    expect(await t.db.$count(larkBindings, eq(larkBindings.userId, wang.id))).toBe(0);
    // Through the widget, the same account is refused as unbound and nothing is bound.
    const widget = await t.http.post('/api/lark/login').send({ code: t.fake.issueCode(impostor.openId) });
    expect(widget.body.resDes).toContain('尚未绑定 CRM 账号');
    expect(await t.db.$count(larkBindings, eq(larkBindings.userId, wang.id))).toBe(0);
  });

  it('the owner proves the CRM account once with its password: bound (via self, logged) and signed in', async () => {
    const li = await t.person('lark_lisi', '李四', ['sales'], { bound: false });
    const account = t.fake.addUser({ name: '李四', email: 'someone-else@example.test' });
    const res = await launch(await larkReturn(account.openId, '/widgets/detail?entity=b2b_payment&id=7'));
    expect(res.text).toContain('value=""');
    const done = await bind(`lark_bind=${cookieValue(res, 'lark_bind')}`, { username: 'lark_lisi', password: DEMO_PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/widgets/detail?entity=b2b_payment&id=7');
    expect(cookieValue(done, 'userId')).toBe(String(li.id));
    const [binding] = await t.db.select().from(larkBindings).where(eq(larkBindings.userId, li.id));
    expect(binding).toMatchObject({ openId: account.openId, via: 'self' });
    const logs = await t.db.select().from(larkBindingLogs).where(eq(larkBindingLogs.userId, li.id));
    expect(logs.map((l) => [l.action, l.via, l.actorName])).toEqual([['bind', 'self', '李四']]);
    // From now on Lark signs the account straight in.
    expect((await launch(await larkReturn(account.openId))).status).toBe(302);
  });

  it('an account holding administration codes is neither proposed nor bound by its own password', async () => {
    const adminId = await t.userIdOf('admin');
    await t.db.update(users).set({ email: 'boss@example.test' }).where(eq(users.id, adminId));
    const account = t.fake.addUser({ name: '假管理员', email: 'boss@example.test' });
    const res = await launch(await larkReturn(account.openId));
    expect(res.text).toContain('value=""');
    const tried = await bind(`lark_bind=${cookieValue(res, 'lark_bind')}`, { username: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(tried.status).toBe(403);
    expect(tried.text).toContain('只能由系统管理员在“用户管理”中绑定飞书');
    expect(await t.db.$count(larkBindings, eq(larkBindings.userId, adminId))).toBe(0);
  });

  it('the form needs the Lark account of this browser: without its cookie nothing is bound', async () => {
    const res = await bind(undefined, { username: 'lark_lisi', password: DEMO_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.text).toContain('链接无效或已过期');
  });

  it('asks for both fields, and answers a guesser with 429 after five wrong passwords from one address', async () => {
    await t.person('lark_zhao', '赵六', ['sales'], { bound: false });
    const account = t.fake.addUser({ name: '猜密码', email: 'guess@example.test' });
    const proof = `lark_bind=${cookieValue(await launch(await larkReturn(account.openId)), 'lark_bind')}`;
    expect((await bind(proof, { username: 'lark_zhao' })).text).toContain('请输入 CRM 账号和密码');
    for (let i = 0; i < 5; i += 1) expect((await bind(proof, { username: 'lark_zhao', password: `nope-${i}` })).status).toBe(403);
    const blocked = await bind(proof, { username: 'lark_zhao', password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toContain('登录失败次数过多');
  });
});

describe('POST /api/lark/login (widgets)', () => {
  it('signs a bound account in, and never binds one by its e-mail', async () => {
    const ok = await t.http.post('/api/lark/login').send({ code: t.fake.issueCode(chen.lark.openId) });
    expect(ok.body.resCode, ok.body.resDes).toBe(200);
    expect(ok.body.data).toMatchObject({ name: '陈静', boundNow: false });
    const [u] = await t.db.insert(users).values({ username: 'selfbind', name: '自助绑定', email: 'Self.Bind@Example.test', passwordHash: 'x' }).returning({ id: users.id });
    const account = t.fake.addUser({ name: '自助绑定', email: 'self.bind@example.test' });
    const sessionsBefore = await t.db.$count(sessions);
    const res = await t.http.post('/api/lark/login').send({ code: t.fake.issueCode(account.openId) });
    expect(res.body.resDes).toContain('尚未绑定 CRM 账号');
    expect(await t.db.$count(larkBindings, eq(larkBindings.userId, u!.id))).toBe(0);
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
    const byEmail = await admin.call(larkSearchUsers, { query: { keyword: 'new.colleague@example.test' } });
    expect(byEmail.data).toEqual([expect.objectContaining({ name: '新同事', email: 'new.colleague@example.test', boundTo: null })]);
    const byMobile = await admin.call(larkSearchUsers, { query: { keyword: '+86 138-0000-1111' } });
    expect(byMobile.data.map((a: { name: string }) => a.name)).toEqual(['新同事']);
    const held = await admin.call(larkSearchUsers, { query: { keyword: chen.lark.email! } });
    expect(held.data[0].boundTo).toEqual({ userId: chen.id, name: '陈静' });
  });

  it('binds, refuses a taken account, unbinds, and logs each step', async () => {
    const target = await t.person('bindme', '待绑定', ['sales'], { bound: false });
    const taken = await admin.call(larkBind, { body: { userId: target.id, openId: chen.lark.openId } });
    expect(taken.resDes).toBe('该飞书账号已绑定用户“陈静”');
    const bound = await admin.call(larkBind, { body: { userId: target.id, openId: target.lark.openId } });
    expect(bound.resCode, bound.resDes).toBe(200);
    expect(bound.data).toMatchObject({ openId: target.lark.openId, larkName: '待绑定', via: 'admin' });
    const view = await admin.call(larkUserBinding, { params: { userId: target.id } });
    expect(view.data.binding!.openId).toBe(target.lark.openId);
    const listed = async () => (await admin.call(userPage, { query: { name: 'bindme', page: 1, limit: 10 } })).data.rows[0].larkName;
    expect(await listed()).toBe('待绑定');
    expect((await admin.call(larkUnbind, { body: { userId: target.id } })).resCode).toBe(200);
    expect((await admin.call(larkUnbind, { body: { userId: target.id } })).resDes).toBe('该用户未绑定飞书账号');
    const after = await admin.call(larkUserBinding, { params: { userId: target.id } });
    expect(after.data.binding).toBeNull();
    expect(await listed()).toBeNull();
    expect(after.data.logs.map((l) => [l.action, l.actorName])).toEqual([
      ['unbind', '系统管理员'],
      ['bind', '系统管理员'],
    ]);
  });

  it('needs the binding code: a salesperson may not bind', async () => {
    const sales = as(t, await t.login('zhangwei'));
    const res = await sales.call(larkBind, { body: { userId: chen.id, openId: chen.lark.openId } });
    expect(res.resCode).toBe(403);
  });

  it('reports the bridge status with the console URLs', async () => {
    const res = await admin.call(larkStatus);
    expect(res.data).toMatchObject({ enabled: true, missing: [], appId: t.fake.appId, eventUrl: `${PUBLIC_URL}/lark/events`, launchUrl: `${PUBLIC_URL}/lark/launch` });
    expect(res.data.boundUsers).toBe(await t.db.$count(larkBindings));
  });
});
