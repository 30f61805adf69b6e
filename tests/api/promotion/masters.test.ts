import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCompanyCalls, getAccountCompanyByPlatform } from '@shared/api/promotion/accountCompany';
import { checkLimits, productLimitCalls, rateLimitCalls, searchLimitSpu } from '@shared/api/promotion/limits';
import { baseSkus, promotionAccountCompanies, promotionProductLimits, promotionRateLimits } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { promotionFixtures } from './support';

let t: TestApp;
let finance: As; // lina: keeps account companies and limits
let operator: As; // wangfang: reads them, may not change them
let fx: Awaited<ReturnType<typeof promotionFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  [finance, operator] = (await Promise.all([t.login('lina'), t.login('wangfang')])).map((token) => as(t, token));
  fx = await promotionFixtures(t);
}, 60_000);
afterAll(() => t.close());

describe('账户公司 (/promoteManager/accountCompanyManager)', () => {
  it('adds, lists with filters, edits, disables; the platform picker gives only enabled ones', async () => {
    const added = await finance.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '测试推广有限公司', account: 'ACC-T-1', currency: 'USD' } });
    expect(added.resCode, added.resDes).toBe(200);
    const id = added.data!.id;
    const [stored] = await t.db.select().from(promotionAccountCompanies).where(eq(promotionAccountCompanies.id, id));
    expect(stored).toMatchObject({ platformId: fx.platform.id, companyName: '测试推广有限公司', account: 'ACC-T-1', currency: 'USD', enabled: true });
    const listed = await operator.call(accountCompanyCalls.page, { query: { platformId: fx.platform.id, companyName: '测试推广' } });
    expect(listed.data!.rows.map((r) => r.id)).toEqual([id]);
    expect(listed.data!.rows[0]!.platformName).toBe(fx.platform.name);
    expect((await operator.call(getAccountCompanyByPlatform, { query: { platformId: fx.platform.id } })).data!.map((r) => r.id)).toContain(id);
    expect((await finance.call(accountCompanyCalls.save, { body: { id, platformId: fx.platform.id, companyName: '测试推广二公司', account: 'ACC-T-1', currency: 'EUR' } })).data).toMatchObject({ companyName: '测试推广二公司', currency: 'EUR' });
    expect((await finance.call(accountCompanyCalls.setEnabled, { body: { id, enabled: false } })).data!.enabled).toBe(false);
    expect((await operator.call(getAccountCompanyByPlatform, { query: { platformId: fx.platform.id } })).data!.map((r) => r.id)).not.toContain(id);
  });

  it('refuses a taken account, bad input and callers without the codes, changing nothing', async () => {
    await finance.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '甲公司', account: 'ACC-T-2', currency: 'USD' } });
    expectRefused(await finance.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '乙公司', account: 'ACC-T-2', currency: 'USD' } }), 409, '该平台已有账户 ACC-T-2');
    expectRefused(await finance.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: ' ', account: 'ACC-T-3', currency: 'USD' } }), 400, '请填写公司名称');
    expectRefused(await finance.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '丙', account: 'ACC-T-3', currency: 'XXX' } }), 400, '币种不正确');
    expectRefused(await finance.call(accountCompanyCalls.save, { body: { platformId: 999999, companyName: '丙', account: 'ACC-T-3', currency: 'USD' } }), 500, '平台不存在或已停用');
    expectRefused(await operator.call(accountCompanyCalls.save, { body: { platformId: fx.platform.id, companyName: '丁', account: 'ACC-T-4', currency: 'USD' } }), 403);
    expectRefused(await operator.call(getAccountCompanyByPlatform, { query: {} as never }), 400, '请选择平台');
    const rows = await t.db.select().from(promotionAccountCompanies).where(eq(promotionAccountCompanies.account, 'ACC-T-3'));
    expect(rows).toEqual([]);
  });
});

describe('产品费用限额 and 费率限额', () => {
  it('keeps limits and the check answers what a spend would pass and by how much', async () => {
    const sku = fx.skus[0]!;
    const limit = await finance.call(productLimitCalls.save, { body: { targetKind: 'sku', code: sku.sku.toLowerCase(), month: '2031-01', amountCny: '1000' } });
    expect(limit.resCode, limit.resDes).toBe(200);
    expect(limit.data).toMatchObject({ code: sku.sku, month: '2031-01', amountCny: '1000.00' });
    const within = await operator.call(checkLimits, { body: { platformId: fx.platform.id, month: '2031-01', spends: [{ skuId: sku.id, amountCny: '999.99' }] } });
    expect(within.data).toEqual([]);
    const over = await operator.call(checkLimits, { body: { platformId: fx.platform.id, month: '2031-01', spends: [{ skuId: sku.id, amountCny: '700' }, { skuId: sku.id, amountCny: '500.50' }] } });
    expect(over.data).toEqual([expect.objectContaining({ kind: 'product', limitId: limit.data!.id, limitCny: '1000.00', spentCny: '0.00', addedCny: '1200.50', overCny: '200.50' })]);

    const rate = await finance.call(rateLimitCalls.save, { body: { platformId: fx.platform.id, categoryId: fx.category.id, maxPercent: '12.5' } });
    expect(rate.resCode, rate.resDes).toBe(200);
    expect(rate.data).toMatchObject({ maxPercent: '12.50', categoryId: fx.category.id });
    const [stored] = await t.db.select().from(promotionRateLimits).where(eq(promotionRateLimits.id, rate.data!.id));
    expect(stored!.maxRate).toBe('0.1250');
    // No sales in that month: any spend on the category is over its rate limit.
    const rateOver = await operator.call(checkLimits, { body: { platformId: fx.platform.id, month: '2031-02', spends: [{ skuId: sku.id, amountCny: '10' }] } });
    expect(rateOver.data).toEqual([expect.objectContaining({ kind: 'rate', limitId: rate.data!.id, salesCny: '0.00', overCny: '10.00', maxPercent: '12.50' })]);

    // Spends of several months (an item spread over its period) carry their own month.
    const spread = await operator.call(checkLimits, {
      body: { platformId: fx.platform.id, spends: [{ skuId: sku.id, month: '2031-01', amountCny: '600' }, { skuId: sku.id, month: '2031-01', amountCny: '600' }, { categoryId: fx.category.id, month: '2031-03', amountCny: '1' }] },
    });
    expect(spread.data!.map((e) => [e.kind, e.month, e.overCny])).toEqual([
      ['product', '2031-01', '200.00'],
      ['rate', '2031-01', '1200.00'],
      ['rate', '2031-03', '1.00'],
    ]);
    // An amount in a currency is converted at the rate of its day, as a claim line is when saved.
    const usd = await operator.call(checkLimits, { body: { platformId: fx.platform.id, month: '2031-01', spends: [{ skuId: sku.id, amount: '200', currency: 'USD', spentOn: '2026-01-15' }] } });
    expect(usd.resCode, usd.resDes).toBe(200);
    expect(Number(usd.data![0]!.addedCny)).toBeGreaterThan(200);
  });

  it('refuses a check without a month, an amount or a known rate', async () => {
    const sku = fx.skus[0]!;
    expectRefused(await operator.call(checkLimits, { body: { platformId: fx.platform.id, spends: [{ skuId: sku.id, amountCny: '1' }] } }), 400, '请填写月份');
    expectRefused(await operator.call(checkLimits, { body: { platformId: fx.platform.id, month: '2031-01', spends: [{ skuId: sku.id, currency: 'USD' }] } }), 400, '请填写费用金额');
    expectRefused(await operator.call(checkLimits, { body: { platformId: fx.platform.id, month: '2031-01', spends: [{ skuId: sku.id, amount: '1', currency: 'USD', spentOn: '1990-01-01' }] } }), 500, '汇率');
  });

  it('refuses a second limit for the same target and month, bad months and percentages', async () => {
    const sku = fx.skus[1]!;
    await finance.call(productLimitCalls.save, { body: { targetKind: 'spu', code: sku.spu, month: '2031-03', amountCny: '500' } });
    expectRefused(await finance.call(productLimitCalls.save, { body: { targetKind: 'spu', code: sku.spu, month: '2031-03', amountCny: '600' } }), 409);
    expectRefused(await finance.call(productLimitCalls.save, { body: { targetKind: 'spu', code: sku.spu, month: '2031-13', amountCny: '600' } }), 400, '月份格式应为 yyyy-MM');
    expectRefused(await finance.call(productLimitCalls.save, { body: { targetKind: 'spu', code: sku.spu, month: '2031-04', amountCny: '-1' } }), 400);
    expectRefused(await finance.call(rateLimitCalls.save, { body: { platformId: fx.platform.id, categoryId: fx.category.id, maxPercent: '101' } }), 400, '费率上限应大于0且不超过100');
    expectRefused(await operator.call(productLimitCalls.save, { body: { targetKind: 'sku', code: sku.sku, month: '2031-05', amountCny: '1' } }), 403);
    const rows = await t.db.select().from(promotionProductLimits).where(eq(promotionProductLimits.month, '2031-04'));
    expect(rows).toEqual([]);
  });

  it('finds SPUs by SPU prefix for the SPU picker: each SPU once with its SKUs, capped, for the limit screen only', async () => {
    const spu = fx.skus[0]!.spu;
    const prefix = spu.slice(0, Math.max(1, spu.length - 1));
    const found = await operator.call(searchLimitSpu, { query: { spu: prefix.toLowerCase() } });
    expect(found.resCode, found.resDes).toBe(200);
    const codes = found.data!.map((r) => r.spu);
    expect(codes).toContain(spu);
    expect(codes.every((c) => c.startsWith(prefix))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    const skusOfSpu = await t.db.$count(baseSkus, eq(baseSkus.spu, spu));
    expect(found.data!.find((r) => r.spu === spu)!.skuCount).toBe(skusOfSpu);
    // Without a prefix: as many SPUs as asked, each once.
    const first = (await finance.call(searchLimitSpu, { query: { limit: 2 } })).data!;
    expect(first).toHaveLength(2);
    expect(first[0]!.spu).not.toBe(first[1]!.spu);
    expectRefused(await finance.call(searchLimitSpu, { query: { limit: 201 } }), 400, '一次最多200条');
    const sales = as(t, await t.login('zhangwei'));
    expectRefused(await sales.call(searchLimitSpu, { query: { spu: prefix } }), 403);
  });
});
