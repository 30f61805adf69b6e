import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySkuInfo } from '../../../shared/api/warranty/batch';
import { productQrDetailPage } from '../../../shared/api/warranty/code';
import { honeycombCustomerPage } from '../../../shared/api/warranty/customer';
import { extendWarrantyOrder, getWarrantyOrderById, rejectWarrantyOrder, verifyWarrantyOrder, warrantyOrderLog, warrantyOrderPage, warrantyOrderTabNum } from '../../../shared/api/warranty/order';
import { registerWarranty, registrationPage } from '../../../shared/api/warranty/public';
import { errorKey, errorText } from '../../../widgets/warranty/messages';
import { warrantyCustomers, warrantyOrders } from '../../../server/db/schema';
import { captchas } from '../../../server/db/schema';
import { hashAnswer } from '../../../server/modules/auth/captcha';
import { createTestApp, type TestApp } from '../../support/app';
import type { Client } from '../../support/contract';
import { expectOk, generatedBatch, newProject, PUBLIC_URL } from './support';

let t: TestApp;
let ops: Client;
let cs: Client;
let buyer: Client;
let codes: string[];
let projectId: number;

/** A captcha whose answer the test knows, bound to a cookie as the captcha image call binds it. */
async function knownCaptcha(answer: string): Promise<string> {
  const id = randomUUID();
  await t.db.insert(captchas).values({ id, answerHash: hashAnswer(answer), expiresAt: new Date(Date.now() + 60_000) });
  return `captchaId=${id}`;
}

const registration = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: 'Emily Carter',
  email: 'Emily.Carter@Example.com',
  orderNo: '113-4829301-5561234',
  marketplace: 'amazon' as const,
  language: 'en-US',
  consent: true as const,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  [ops, cs] = await Promise.all(['wangfang', 'zhaomin'].map(async (n) => t.as(await t.login(n))));
  buyer = t.as();
  const skus = expectOk(await ops.call(querySkuInfo, { query: { keyword: 'HK01' } })).slice(0, 1).map((s) => s.sku);
  const project = await newProject(ops, skus);
  projectId = project.id;
  const batch = await generatedBatch(ops, project.id, skus[0]!, 12);
  codes = expectOk(await ops.call(productQrDetailPage, { query: { batchId: batch.id } })).rows.map((r) => r.code);
});
afterAll(() => t.close());

describe('the public registration', () => {
  it('shows the page in the project languages, registers once, and refuses the second time', async () => {
    const page = expectOk(await buyer.call(registrationPage, { query: { code: codes[0]!.toLowerCase() } }));
    expect(page).toMatchObject({ languages: ['en-US', 'de-DE'], registered: false, needsCaptcha: false, brand: 'HOMEKIT' });
    const done = expectOk(await buyer.call(registerWarranty, { body: registration(codes[0]!) }));
    expect(done.serialNo).toMatch(/^WE\d{12}$/);
    expect(done.mailSent).toBe(false);
    expect(expectOk(await buyer.call(registrationPage, { query: { code: codes[0]! } })).registered).toBe(true);
    expect(await buyer.call(registerWarranty, { body: registration(codes[0]!, { email: 'other@example.com' }) })).toMatchObject({ resCode: 409, resDes: '该二维码已登记过延保，无需重复登记' });
    expect((await t.db.select().from(warrantyOrders).where(eq(warrantyOrders.serialNo, done.serialNo))).length).toBe(1);
  });

  it('lets one of two simultaneous registrations of a code win', async () => {
    const answers = await Promise.all([buyer.call(registerWarranty, { body: registration(codes[1]!) }), buyer.call(registerWarranty, { body: registration(codes[1]!, { email: 'b@example.com' }) })]);
    expect(answers.map((a) => a.resCode).sort()).toEqual([200, 409]);
  });

  it('refuses bad input and unknown codes clearly', async () => {
    expect(await buyer.call(registrationPage, { query: { code: 'ZZZZZZZZZZZZ' } })).toMatchObject({ resCode: 404, resDes: '二维码无效，请核对后重新扫描' });
    expect((await buyer.callUnchecked(registrationPage, { query: { code: '../etc' } })).resDes).toContain('二维码无效，请核对后重新扫描');
    expect((await buyer.callUnchecked(registerWarranty, { body: registration(codes[2]!, { consent: false }) })).resDes).toContain('请阅读并同意延保条款');
    expect((await buyer.callUnchecked(registerWarranty, { body: registration(codes[2]!, { email: 'nope' }) })).resDes).toContain('邮箱格式不正确');
    expect((await buyer.callUnchecked(registerWarranty, { body: registration(codes[2]!, { orderNo: '' }) })).resDes).toContain('请填写订单号');
    expect((await buyer.callUnchecked(registerWarranty, { body: registration(codes[2]!, { marketplace: 'aliexpress' }) })).resDes).toContain('请选择购买平台');
    expect(expectOk(await buyer.call(registrationPage, { query: { code: codes[2]! } })).registered).toBe(false);
  });

  it("answers refusals the buyer's page can put in the buyer's language", async () => {
    const bad = [{ consent: false }, { email: 'nope' }, { email: '' }, { orderNo: '' }, { orderNo: 'a b' }, { marketplace: 'aliexpress' }, { name: '' }, { name: 'x'.repeat(101) }];
    for (const change of bad) {
      const { resDes } = await buyer.callUnchecked(registerWarranty, { body: registration(codes[2]!, change) });
      expect(errorKey(resDes), resDes).not.toBe('generic');
    }
    const unknown = await buyer.call(registrationPage, { query: { code: 'ZZZZZZZZZZZZ' } });
    expect(errorText(unknown.resDes, 'de-DE')).toBe('Dieser QR-Code ist ungültig. Bitte prüfen Sie ihn und scannen Sie erneut.');
  });

  it('makes the buyer a customer (one per e-mail)', async () => {
    expectOk(await buyer.call(registerWarranty, { body: registration(codes[3]!, { email: 'emily.carter@example.com', language: 'de-DE' }) }));
    const rows = await t.db.select().from(warrantyCustomers).where(eq(warrantyCustomers.email, 'emily.carter@example.com'));
    expect(rows).toHaveLength(1);
    const orders = await t.db.select().from(warrantyOrders).where(eq(warrantyOrders.customerId, rows[0]!.id));
    expect(rows[0]).toMatchObject({ registrations: orders.length, language: 'de-DE', marketplace: 'Amazon' });
    const page = expectOk(await ops.call(honeycombCustomerPage, { query: { keyword: 'emily.carter', projectId } }));
    expect(page.rows).toHaveLength(1);
    expect((await cs.call(honeycombCustomerPage, { query: { marketplace: 'amazon' } })).resCode).toBe(200);
  });
});

describe('warranty-extension orders', () => {
  const newOrder = async (i: number) => {
    const { serialNo } = expectOk(await buyer.call(registerWarranty, { body: registration(codes[i]!, { email: `buyer${i}@example.com` }) }));
    return expectOk(await cs.call(warrantyOrderPage, { query: { keyword: serialNo } })).rows[0]!;
  };

  it('is verified, then extended by customer service, with the warranty end', async () => {
    const order = await newOrder(4);
    expect(order).toMatchObject({ status: 'new', marketplace: 'Amazon', warrantyMonths: 12 });
    expect((await cs.call(extendWarrantyOrder, { body: { id: order.id } })).resCode).toBe(409);
    const verified = expectOk(await cs.call(verifyWarrantyOrder, { body: { id: order.id, version: order.version } }));
    expect(verified).toMatchObject({ from: 'new', to: 'verified' });
    // A second click with the old version is told someone acted first.
    expect((await cs.call(verifyWarrantyOrder, { body: { id: order.id, version: order.version } })).resDes).toContain('当前状态：已核实');
    expectOk(await cs.call(extendWarrantyOrder, { body: { id: order.id, version: verified.version } }));
    const extended = expectOk(await cs.call(getWarrantyOrderById, { query: { id: order.id } }));
    const until = new Date(order.createdAt);
    until.setMonth(until.getMonth() + 12);
    expect(extended).toMatchObject({ status: 'extended', warrantyUntil: until.toISOString().slice(0, 10) });
    expect(expectOk(await cs.call(warrantyOrderLog, { query: { id: order.id } })).map((l) => l.action)).toEqual(['create', 'verify', 'extend']);
  });

  it('is rejected only with a reason, which stays on the order', async () => {
    const order = await newOrder(5);
    expect((await cs.call(rejectWarrantyOrder, { body: { id: order.id } })).resDes).toBe('请填写驳回原因');
    expectOk(await cs.call(rejectWarrantyOrder, { body: { id: order.id, comment: '订单号查无此单' } }));
    expect(expectOk(await cs.call(getWarrantyOrderById, { query: { id: order.id } }))).toMatchObject({ status: 'rejected', rejectReason: '订单号查无此单' });
    expect((await cs.call(verifyWarrantyOrder, { body: { id: order.id } })).resCode).toBe(409);
  });

  it('is closed to roles without the codes, and to strangers', async () => {
    const order = await newOrder(6);
    expect((await ops.call(verifyWarrantyOrder, { body: { id: order.id } })).resCode).toBe(403);
    expect((await ops.call(warrantyOrderPage)).resCode).toBe(403);
    expect((await buyer.call(warrantyOrderPage)).resCode).toBe(401);
    expect((await cs.call(verifyWarrantyOrder, { body: { id: 999999 } })).resDes).toBe('延保订单不存在');
    const tabs = expectOk(await cs.call(warrantyOrderTabNum));
    expect(tabs.all).toBe(tabs.new! + tabs.verified! + tabs.extended! + tabs.rejected!);
    expect(expectOk(await cs.call(warrantyOrderPage, { query: { status: 'new' } })).total).toBe(tabs.new);
  });
});

describe('abuse protection', () => {
  it('limits attempts per code', async () => {
    const code = codes[7]!;
    expectOk(await buyer.call(registerWarranty, { body: registration(code) }));
    // Someone trying the same code again and again: refused as registered, then stopped altogether.
    for (let i = 0; i < 9; i++) expect((await buyer.call(registerWarranty, { body: registration(code) })).resCode).toBe(409);
    expect(await buyer.call(registerWarranty, { body: registration(code) })).toMatchObject({ resCode: 429, resDes: '尝试次数过多，请稍后再试' });
  });

  it('with the captcha on: asked after a few attempts, a missing or wrong answer stores nothing, the right one registers once', async () => {
    const config = t.deps.config as { captcha: boolean };
    config.captcha = true;
    try {
      const code = codes[8]!;
      const ordersOf = () => t.db.select().from(warrantyOrders).where(eq(warrantyOrders.email, 'captcha@example.com'));
      const body = registration(code, { email: 'captcha@example.com' });
      const post = (extra: Record<string, unknown> = {}, cookie?: string) => {
        const req = t.http.post(registerWarranty.path);
        return (cookie ? req.set('Cookie', cookie) : req).send({ ...body, ...extra }).then((r) => r.body as { resCode: number; resDes: string });
      };
      // This address has tried more than CAPTCHA_AFTER times already: the page asks for the captcha.
      expect(expectOk(await buyer.call(registrationPage, { query: { code } })).needsCaptcha).toBe(true);
      expect(await post()).toMatchObject({ resCode: 402, resDes: '请输入验证码' });
      expect(await post({ captcha: 'zzzz' }, await knownCaptcha('ab3d'))).toMatchObject({ resCode: 402, resDes: '验证码错误或已过期，请重新输入' });
      expect(await ordersOf()).toHaveLength(0);
      const ok = await post({ captcha: 'AB3D' }, await knownCaptcha('ab3d'));
      expect(ok.resCode, ok.resDes).toBe(200);
      expect(await ordersOf()).toHaveLength(1);
      // An answer is used once: the same cookie again is refused, nothing stored twice.
      const reused = await knownCaptcha('ab3d');
      expect((await post({ captcha: 'ab3d' }, reused)).resCode).toBe(409);
      expect(await post({ captcha: 'ab3d' }, reused)).toMatchObject({ resCode: 402, resDes: '验证码错误或已过期，请重新输入' });
      expect(await ordersOf()).toHaveLength(1);
    } finally {
      config.captcha = false;
    }
  });
});
