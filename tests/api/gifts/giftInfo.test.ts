import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBlnGiftWarehouseManager } from '@shared/api/gifts/blnGiftWarehouseManager';
import { addCard } from '@shared/api/gifts/cards';
import { cardProductCalls, contrastCalls, giftChoices, skuPromoteCalls } from '@shared/api/gifts/giftInfo';
import { stockInCalls, stockOutCalls } from '@shared/api/gifts/moveRecords';
import { giftItemPage, saveGiftItem } from '@shared/api/gifts/stock';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

let t: TestApp;
let manager: As; // hejun 客服主管
let cs: As; // zhaomin 客服: none of these screens' buttons
const fx = { giftId: 0, warehouseId: 0 };

beforeAll(async () => {
  t = await createTestApp();
  [manager, cs] = (await Promise.all([t.login('hejun'), t.login('zhaomin')])).map((token) => as(t, token));
  fx.warehouseId = (await manager.call(saveBlnGiftWarehouseManager, { body: { code: 'INFO-WH', name: '信息测试仓' } })).data!.id;
  fx.giftId = (await manager.call(saveGiftItem, { body: { sku: 'INFO-GIFT', name: '测试杯垫', currency: 'USD', unitValue: '3.50' } })).data!.id;
}, 60_000);
afterAll(() => t.close());

describe('gift card products (礼品卡信息)', () => {
  it('are unique per brand, currency and face value and count the depot’s codes', async () => {
    const saved = await manager.call(cardProductCalls.save, { body: { brand: 'Info-Card', currency: 'USD', faceValue: '20' } });
    expect(saved.resCode, saved.resDes).toBe(200);
    await manager.call(addCard, { body: { brand: 'Info-Card', currency: 'USD', faceValue: '20', code: 'INFO-CODE-0001' } });
    const row = (await manager.call(cardProductCalls.page, { query: { brand: 'Info' } })).data!.rows[0]!;
    expect(row).toMatchObject({ brand: 'Info-Card', faceValue: '20.00', available: 1, used: 0 });
    expectRefused(await manager.call(cardProductCalls.save, { body: { brand: 'Info-Card', currency: 'USD', faceValue: '20.00' } }), 409, '已存在');
    expectRefused(await cs.call(cardProductCalls.save, { body: { brand: 'X', currency: 'USD', faceValue: '5' } }), 403);
    const off = await manager.call(cardProductCalls.setEnabled, { body: { id: row.id, enabled: false } });
    expect(off.data!.enabled).toBe(false);
    expect((await manager.call(giftChoices)).data!.cards.map((c) => c.id)).not.toContain(row.id);
  });
});

describe('SKU promotion gifts and gift contrasts', () => {
  it('name an enabled gift of the kind chosen', async () => {
    expectRefused(await manager.call(skuPromoteCalls.save, { body: { sku: 'HM-1', platform: 'Amazon US', giftKind: 'physical', validFrom: '2026-11-01' } }), 400, '请选择实物礼品');
    expectRefused(
      await manager.call(skuPromoteCalls.save, { body: { sku: 'HM-1', platform: 'Amazon US', giftKind: 'physical', giftItemId: fx.giftId, validFrom: '2026-11-30', validTo: '2026-11-01' } }),
      400,
      '结束日期不能早于开始日期',
    );
    const promo = await manager.call(skuPromoteCalls.save, { body: { sku: 'HM-1', platform: 'Amazon US', giftKind: 'physical', giftItemId: fx.giftId, validFrom: '2026-11-01', validTo: '2026-12-31' } });
    expect(promo.data).toMatchObject({ giftName: 'INFO-GIFT 测试杯垫', cardProductId: null });
    expect((await manager.call(skuPromoteCalls.page, { query: { activeOn: '2026-12-15' } })).data!.rows.map((r) => r.id)).toContain(promo.data!.id);
    expect((await manager.call(skuPromoteCalls.page, { query: { activeOn: '2027-01-15' } })).data!.rows).toHaveLength(0);

    const body = { source: 'erp' as const, externalCode: 'ERP-GIFT-9', externalName: '杯垫', giftKind: 'physical' as const, giftItemId: fx.giftId };
    expect((await manager.call(contrastCalls.save, { body })).resCode).toBe(200);
    expectRefused(await manager.call(contrastCalls.save, { body }), 409, '已有对照');
    expectRefused(await manager.call(contrastCalls.save, { body: { ...body, externalCode: 'ERP-GIFT-10', giftItemId: 999_999 } }), 500, '实物礼品不存在或已停用');
  });
});

describe('stock in and out records (礼品入库 / 礼品出库)', () => {
  it('show each gift with its own total stock', async () => {
    const [a, b] = await Promise.all(['A', 'B'].map(async (x) => (await manager.call(saveGiftItem, { body: { sku: `STOCKSUM-${x}`, name: `库存${x}`, currency: 'USD', unitValue: '1' } })).data!.id));
    await manager.call(stockInCalls.add, { body: { giftId: a!, warehouseId: fx.warehouseId, quantity: 5, reason: 'purchase' } });
    await manager.call(stockInCalls.add, { body: { giftId: b!, warehouseId: fx.warehouseId, quantity: 2, reason: 'purchase' } });
    const rows = (await manager.call(giftItemPage, { query: { keyword: 'STOCKSUM' } })).data!.rows;
    expect(Object.fromEntries(rows.map((r) => [r.id, r.stock]))).toEqual({ [a!]: 5, [b!]: 2 });
  });

  it('list their own direction; an out beyond the stock is refused, two takers of the last unit: one wins', async () => {
    const into = await manager.call(stockInCalls.add, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 3, reason: 'purchase', remark: '首批' } });
    expect(into.data!.quantity).toBe(3);
    expectRefused(await manager.call(stockOutCalls.add, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 4, reason: 'damage' } }), 500, '库存不足');
    expect((await manager.call(stockOutCalls.add, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 2, reason: 'damage' } })).data!.quantity).toBe(1);
    const both = await Promise.all([1, 2].map(() => manager.call(stockOutCalls.add, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 1, reason: 'count' } })));
    expect(both.map((a) => a.resCode).sort()).toEqual([200, 500]);
    const ins = (await manager.call(stockInCalls.page, { query: { keyword: 'INFO' } })).data!;
    expect(ins.rows.map((r) => [r.direction, r.quantity, r.balance])).toEqual([['in', 3, 3]]);
    const outs = (await manager.call(stockOutCalls.page, { query: { keyword: 'INFO', reason: 'damage' } })).data!;
    expect(outs.rows.map((r) => [r.reason, r.balance])).toEqual([['damage', 1]]);
    expectRefused(await cs.call(stockInCalls.page), 403);
    expectRefused(await manager.call(stockOutCalls.add, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 1, reason: 'grant' as never } }), 400, '请选择出库原因');
  });
});
