import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountCompanyCalls } from '@shared/api/promotion/accountCompany';
import { auditClaim, claimDetailGet, claimLimits, claimLog, claimPage, deleteClaim, financeClaim, overClaim, saveClaim, submitClaim, type SaveClaimBody } from '@shared/api/promotion/claim';
import { checkLimits, productLimitCalls } from '@shared/api/promotion/limits';
import { payClaims, paymentDetailExport, paymentDetailPage, payAccounts, promotionPaymentPage } from '@shared/api/promotion/payment';
import { getLastRate } from '@shared/api/reference/rateLookups';
import { uploadFile } from '@shared/api/tool';
import { formatTime } from '@shared/format';
import { promotionClaims, promotionPayments, promotionSpends } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { PNG_1x1 } from '../../support/files';
import { as, type As } from '../admin/support';
import { promotionFixtures } from './support';

// Each flow runs many calls (and uploads): on a busy machine they take longer than the default 20 s.
vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
let operator: As; // wangfang: claims
let other: As; // liqiang: another operator
let manager: As; // wuhao
let finance: As; // lina
let director: As; // zhaolei: the over-limit step
let cashier: As; // zhouxin
let tokens: Record<string, string>;
let fx: Awaited<ReturnType<typeof promotionFixtures>>;
let companyId: number;
const today = formatTime(new Date(), 'yyyy-MM-dd');
const month = today.slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  const names = ['wangfang', 'liqiang', 'wuhao', 'lina', 'zhaolei', 'zhouxin'];
  tokens = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await t.login(n)])));
  [operator, other, manager, finance, director, cashier] = names.map((n) => as(t, tokens[n]!));
  fx = await promotionFixtures(t);
  const company = await finance.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '报销测试公司', account: 'CLAIM-ACC-1', currency: 'USD' } });
  companyId = company.data!.id;
}, 60_000);
afterAll(() => t.close());

const receipt = async (name = '票据.png') => {
  const res = await t.as(tokens.wangfang).upload(uploadFile, { bytes: PNG_1x1, name });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data.id;
};

const claimBody = async (lines: Array<{ amount: string; skuId?: number }>, extra: Partial<SaveClaimBody> = {}): Promise<SaveClaimBody> => ({
  platformId: fx.platform.id,
  accountCompanyId: companyId,
  promoteType: 'onsite_ads',
  month,
  purpose: '站内广告垫付',
  lines: await Promise.all(lines.map(async (l, i) => ({ skuId: l.skuId, description: `广告费${i + 1}`, spentOn: today, currency: 'USD' as const, amount: l.amount, fileIds: [await receipt()] }))),
  ...extra,
});

/** A saved draft of wangfang's; answers its id and version. */
async function draft(lines: Array<{ amount: string; skuId?: number }>, extra: Partial<SaveClaimBody> = {}) {
  const saved = await operator.call(saveClaim, { body: await claimBody(lines, extra) });
  expect(saved.resCode, saved.resDes).toBe(200);
  return saved.data!;
}

const statusOf = async (id: number) => (await t.db.select({ status: promotionClaims.status }).from(promotionClaims).where(eq(promotionClaims.id, id)))[0]!.status;
const ledgerOf = (id: number) => t.db.select().from(promotionSpends).where(and(eq(promotionSpends.sourceKind, 'claim'), eq(promotionSpends.sourceId, id)));

/** Through the manager and finance: an approved claim. */
async function approved(amount = '10.00') {
  const d = await draft([{ amount }]);
  expect((await operator.call(submitClaim, { body: { id: d.id, overLimit: false } })).resCode).toBe(200);
  expect((await manager.call(auditClaim, { body: { id: d.id, pass: true } })).resCode).toBe(200);
  expect((await finance.call(financeClaim, { body: { id: d.id, pass: true } })).resCode).toBe(200);
  return d.id;
}

/** A pay account of the demo in `currency` (the claims are owed in CNY; others convert). */
async function bankIn(currency: string) {
  const bank = (await cashier.call(payAccounts, {})).data!.find((b) => b.currency === currency);
  expect(bank, `a ${currency} pay account`).toBeDefined();
  return bank!.id;
}

describe('报销 from claim to payment', () => {
  it('prices lines at the rate of their day, goes through manager and finance, the cashier pays two at once, details show CNY', async () => {
    const d = await draft([{ amount: '100.00' }, { amount: '23.45' }]);
    const detail = (await operator.call(claimDetailGet, { query: { id: d.id } })).data!;
    expect(detail.status).toBe('draft');
    expect(detail.lines).toHaveLength(2);
    expect(detail.attachments).toHaveLength(2);
    const rate = Number(detail.lines[0]!.exchangeRate);
    expect(rate).toBeGreaterThan(6);
    expect(detail.lines[0]!.amountCny).toBe((Math.round(100 * rate * 100) / 100).toFixed(2));
    expect(Number(detail.totalCny)).toBeCloseTo(Number(detail.lines[0]!.amountCny) + Number(detail.lines[1]!.amountCny), 2);

    expect((await operator.call(submitClaim, { body: { id: d.id, version: detail.version, overLimit: false } })).data).toMatchObject({ to: 'pending_manager' });
    expect(await ledgerOf(d.id)).toHaveLength(2);
    expect((await manager.call(auditClaim, { body: { id: d.id, pass: true, comment: '同意' } })).data).toMatchObject({ to: 'pending_finance' });
    expect((await finance.call(financeClaim, { body: { id: d.id, pass: true } })).data).toMatchObject({ to: 'approved' });
    const second = await approved('5.00');

    const paid = await cashier.call(payClaims, { body: { claims: [{ id: d.id }, { id: second }], paidFromBankId: await bankIn('CNY'), paidOn: today, bankReference: 'BANK-REF-001' } });
    expect(paid.resCode, paid.resDes).toBe(200);
    expect(paid.data).toMatchObject({ claimCount: 2, bankReference: 'BANK-REF-001', currency: 'CNY', amount: paid.data!.totalCny, exchangeRate: '1' });
    expect(await statusOf(d.id)).toBe('paid');
    expect(await statusOf(second)).toBe('paid');

    const after = (await finance.call(claimDetailGet, { query: { id: d.id } })).data!;
    expect(after).toMatchObject({ managerName: '吴昊', financeName: '李娜', paymentSerialNo: paid.data!.serialNo, bankReference: 'BANK-REF-001' });
    const log = (await operator.call(claimLog, { query: { id: d.id } })).data!.map((l) => l.action);
    expect(log).toEqual(['save', 'submit', 'approve', 'financeApprove', 'pay']);

    const rows = (await cashier.call(paymentDetailPage, { query: { paymentSerialNo: paid.data!.serialNo } })).data!.rows;
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.claimId === d.id).map((r) => r.amountCny).sort()).toEqual(detail.lines.map((l) => l.amountCny).sort());
    expect((await cashier.call(paymentDetailExport, { query: { paymentSerialNo: paid.data!.serialNo } })).data!.taskId).toBeGreaterThan(0);
  });

  it('refuses by state, by permission, by actor, stale versions and a missing reason, changing nothing', async () => {
    const d = await draft([{ amount: '1.00' }]);
    expectRefused(await manager.call(auditClaim, { body: { id: d.id, pass: true } }), 409);
    expectRefused(await manager.call(submitClaim, { body: { id: d.id, overLimit: false } }), 403);
    expectRefused(await operator.call(submitClaim, { body: { id: d.id, version: d.version + 5, overLimit: false } }), 409, '已被他人修改');
    expect((await operator.call(submitClaim, { body: { id: d.id, overLimit: false } })).resCode).toBe(200);
    expectRefused(await operator.call(auditClaim, { body: { id: d.id, pass: true } }), 403);
    expectRefused(await finance.call(financeClaim, { body: { id: d.id, pass: true } }), 409);
    expectRefused(await manager.call(auditClaim, { body: { id: d.id, pass: false } }), 400, '请填写驳回原因');
    expect(await statusOf(d.id)).toBe('pending_manager');
    expectRefused(await operator.call(saveClaim, { body: { ...(await claimBody([{ amount: '2.00' }])), id: d.id } }), 500, '不能修改');
    expect((await manager.call(auditClaim, { body: { id: d.id, pass: false, comment: '票据不清' } })).data).toMatchObject({ to: 'rejected' });
    expect(await ledgerOf(d.id)).toEqual([]);
    const bank = await bankIn('CNY');
    expectRefused(await cashier.call(payClaims, { body: { claims: [{ id: d.id }], paidFromBankId: bank, paidOn: today, bankReference: 'X' } }), 409);
    expect((await operator.call(deleteClaim, { query: { id: d.id } })).data).toMatchObject({ to: 'deleted' });
    expectRefused(await operator.call(claimDetailGet, { query: { id: d.id } }), 404);
  });

  it('lets one of two approvers at once win; the other is told who handled it', async () => {
    const d = await draft([{ amount: '3.00' }]);
    await operator.call(submitClaim, { body: { id: d.id, overLimit: false } });
    const other2 = as(t, await t.login('admin'));
    const [a, b] = await Promise.all([manager.call(auditClaim, { body: { id: d.id, pass: true } }), other2.call(auditClaim, { body: { id: d.id, pass: false, comment: '重复' } })]);
    expect([a.resCode, b.resCode].sort()).toEqual([200, 409]);
    expect(['pending_finance', 'rejected']).toContain(await statusOf(d.id));
  });

  it('pays nothing when one of the claims is no longer approved', async () => {
    const a = await approved('4.00');
    const b = await draft([{ amount: '4.00' }]);
    const bank = await bankIn('CNY');
    expectRefused(await cashier.call(payClaims, { body: { claims: [{ id: a }, { id: b.id }], paidFromBankId: bank, paidOn: today, bankReference: 'REF-2' } }), 409);
    expect(await statusOf(a)).toBe('approved');
    expectRefused(await finance.call(payClaims, { body: { claims: [{ id: a }], paidFromBankId: bank, paidOn: today, bankReference: 'REF-3' } }), 403);
    expectRefused(await cashier.call(payClaims, { body: { claims: [], paidFromBankId: bank, paidOn: today, bankReference: 'REF-4' } }), 400, '请选择要付款的报销单');
  });

  it('from a EUR account: converts the CNY claims at the day’s rate once confirmed, refuses a missing or changed rate, and keeps currency, amount and rate', async () => {
    const a = await approved('10.00');
    const b = await approved('3.00');
    const eur = await bankIn('EUR');
    const claims = [{ id: a }, { id: b }];
    const day = await cashier.call(getLastRate, { query: { currency: 'EUR', date: today } });
    expect(day.resCode, day.resDes).toBe(200);
    const rate = day.data!.rate;
    const payments = async () => (await t.db.select({ id: promotionPayments.id }).from(promotionPayments)).length;
    const before = await payments();

    expectRefused(await cashier.call(payClaims, { body: { claims, paidFromBankId: eur, paidOn: today, bankReference: 'EUR-1' } }), 400, `付款账户币种为 EUR，与报销币种人民币不同，请确认按 ${day.data!.rateDate} 汇率 ${rate} 折算的付款金额`);
    expectRefused(await cashier.call(payClaims, { body: { claims, paidFromBankId: eur, paidOn: '2001-01-02', bankReference: 'EUR-1', exchangeRate: rate } }), 500, 'EUR 在 2001-01-02 没有汇率，无法把人民币报销金额折成 EUR，请先在汇率管理中维护');
    expectRefused(await cashier.call(payClaims, { body: { claims, paidFromBankId: eur, paidOn: today, bankReference: 'EUR-1', exchangeRate: '1' } }), 409, `EUR 在 ${today} 的汇率已是 ${rate}（确认时为 1），请重新确认付款金额`);
    expect(await payments()).toBe(before);
    expect([await statusOf(a), await statusOf(b)]).toEqual(['approved', 'approved']);

    const paid = await cashier.call(payClaims, { body: { claims, paidFromBankId: eur, paidOn: today, bankReference: 'EUR-1', exchangeRate: rate } });
    expect(paid.resCode, paid.resDes).toBe(200);
    const totals = (await t.db.select({ totalCny: promotionClaims.totalCny }).from(promotionClaims).where(inArray(promotionClaims.id, [a, b]))).map((c) => c.totalCny);
    const expected = totals.reduce((sum, cny) => sum.plus(new Big(cny).div(rate).round(2, Big.roundHalfUp)), new Big(0)).toFixed(2);
    const [stored] = await t.db.select().from(promotionPayments).where(eq(promotionPayments.id, paid.data!.id));
    expect(stored).toMatchObject({ currency: 'EUR', amount: expected, rateDate: day.data!.rateDate, totalCny: totals.reduce((s, c) => s.plus(c), new Big(0)).toFixed(2) });
    expect(new Big(stored!.exchangeRate).eq(rate)).toBe(true);
    expect(Number(expected)).toBeLessThan(Number(stored!.totalCny));
    const listed = (await cashier.call(promotionPaymentPage, { query: { serialNo: paid.data!.serialNo } })).data!.rows;
    expect(listed).toEqual([expect.objectContaining({ currency: 'EUR', amount: expected, exchangeRate: rate, claimCount: 2 })]);
    expect([await statusOf(a), await statusOf(b)]).toEqual(['paid', 'paid']);
  });
});

describe('over a limit', () => {
  it('asks for a reason and takes the extra step; the reason and what was over stay on the claim', async () => {
    const sku = fx.skus[2]!;
    const limit = await finance.call(productLimitCalls.save, { body: { targetKind: 'sku', code: sku.sku, month, amountCny: '100' } });
    expect(limit.resCode, limit.resDes).toBe(200);
    const d = await draft([{ amount: '50.00', skuId: sku.id }]);
    const over = (await operator.call(claimLimits, { query: { id: d.id } })).data!;
    expect(over).toEqual([expect.objectContaining({ kind: 'product', limitCny: '100.00' })]);
    expect(Number(over[0]!.overCny)).toBeCloseTo(Number(over[0]!.spentCny) + Number(over[0]!.addedCny) - 100, 2);
    // The form's check as the lines are typed (USD on the day spent, converted on the server) answers what submission goes by.
    const typed = await operator.call(checkLimits, { body: { platformId: fx.platform.id, month, spends: [{ skuId: sku.id, amount: '50.00', currency: 'USD', spentOn: today }] } });
    expect(typed.data).toEqual(over);
    expectRefused(await operator.call(submitClaim, { body: { id: d.id, overLimit: false } }), 500, '超出限额');
    expectRefused(await operator.call(submitClaim, { body: { id: d.id, overLimit: true } }), 400, '请填写超限提交原因');
    expect(await statusOf(d.id)).toBe('draft');
    expect((await operator.call(submitClaim, { body: { id: d.id, overLimit: true, comment: '大促加投' } })).data).toMatchObject({ to: 'pending_over' });
    expectRefused(await manager.call(overClaim, { body: { id: d.id, pass: true } }), 403);
    expect((await director.call(overClaim, { body: { id: d.id, pass: true } })).data).toMatchObject({ to: 'pending_manager' });
    const detail = (await manager.call(claimDetailGet, { query: { id: d.id } })).data!;
    expect(detail).toMatchObject({ overLimit: true, overReason: '大促加投', overName: '赵磊' });
    // 超限提交 is a submission: 提交时间 is kept.
    expect(detail.submittedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}/));
    expect(detail.overDetail[0]).toMatchObject({ kind: 'product', limitId: limit.data!.id });

    // The ledger now holds this claim: a second claim within the limit on its own is over with it.
    const small = await draft([{ amount: '1.00', skuId: sku.id }]);
    expect(Number((await operator.call(claimLimits, { query: { id: small.id } })).data![0]!.spentCny)).toBeCloseTo(Number(over[0]!.spentCny) + Number(detail.lines[0]!.amountCny), 2);
    const within = await draft([{ amount: '1.00' }]);
    expectRefused(await operator.call(submitClaim, { body: { id: within.id, overLimit: true, comment: '无' } }), 500, '未超出限额');
  });
});

describe('bad input and scope', () => {
  it('refuses bad claims with clear messages and keeps other people’s claims out of view', async () => {
    const body = await claimBody([{ amount: '1.00' }]);
    expectRefused(await operator.call(saveClaim, { body: { ...body, lines: [] } }), 400, '请至少填写一行报销明细');
    expectRefused(await operator.call(saveClaim, { body: { ...body, month: '2026/11' } }), 400, '月份格式应为 yyyy-MM');
    expectRefused(await operator.call(saveClaim, { body: { ...body, lines: [{ ...body.lines[0]!, amount: '-3' }] } }), 400);
    expectRefused(await operator.call(saveClaim, { body: { ...body, lines: [{ ...body.lines[0]!, currency: 'XXX' as never }] } }), 400, '币种不正确');
    expectRefused(await operator.call(saveClaim, { body: { ...body, accountCompanyId: 999999 } }), 400, '账户公司不属于所选平台');
    const noReceipt = await operator.call(saveClaim, { body: { ...body, lines: [{ ...body.lines[0]!, fileIds: [] }] } });
    expectRefused(await operator.call(submitClaim, { body: { id: noReceipt.data!.id, overLimit: false } }), 400, '缺少票据');
    expectRefused(await cashier.call(saveClaim, { body }), 403);

    const mine = await draft([{ amount: '1.00' }]);
    expectRefused(await other.call(claimDetailGet, { query: { id: mine.id } }), 404, '报销单不存在');
    expect((await other.call(claimPage, { query: {} })).data!.rows.map((r) => r.id)).not.toContain(mine.id);
    expect((await manager.call(claimPage, { query: {} })).data!.rows.map((r) => r.id)).toContain(mine.id);
  });
});
