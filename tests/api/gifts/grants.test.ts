import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, cardPage, importCards, voidCard, type AddCardBody } from '@shared/api/gifts/cards';
import { downloadImportErrors } from '@shared/api/report';
import {
  auditGrant,
  cancelGrant,
  deleteGrant,
  fillTailData,
  giftReturnBack,
  grantDetailGet,
  grantLog,
  grantPage,
  grantTabNum,
  readySendGiftInfo,
  revealGrantCard,
  saveGrant,
  syncTrackStatusByGift,
  updProductGiftTrackInfo,
  type SaveGrantBody,
} from '@shared/api/gifts/grants';
import { saveGiftItem, stockIn, stockOut, stockPage } from '@shared/api/gifts/stock';
import { saveBlnGiftWarehouseManager } from '@shared/api/gifts/blnGiftWarehouseManager';
import { cardProductCalls } from '@shared/api/gifts/giftInfo';
import { giftCards, giftStock } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let cs: As; // zhaomin 客服: grants and sends
let manager: As; // hejun 客服主管: approves, keeps the depot and stock
let sales: As; // zhangwei: no gift screen
const fx = { giftId: 0, warehouseId: 0 };

const cardGrant = (over: Partial<SaveGrantBody['grant']> = {}): SaveGrantBody['grant'] => ({
  recipientName: 'John Smith',
  recipientEmail: 'john@example.com',
  reasonType: 'order',
  reason: '物流延误补偿',
  orderNo: '113-5550001',
  giftKind: 'card',
  cardBrand: 'T-Card',
  faceValue: '25',
  currency: 'USD',
  ...over,
});
const physicalGrant = (quantity = 1): SaveGrantBody['grant'] => ({
  recipientName: 'Maria Lopez',
  recipientAddress: '12 Main St, Austin TX',
  reasonType: 'complaint',
  reason: '投诉安抚',
  orderNo: '113-5550002',
  giftKind: 'physical',
  giftId: fx.giftId,
  warehouseId: fx.warehouseId,
  quantity,
});

async function approved(grant: SaveGrantBody['grant']) {
  const saved = (await cs.call(saveGrant, { body: { submit: true, grant } })).data!;
  const res = await manager.call(auditGrant, { body: { id: saved.id, pass: true } });
  expect(res.resCode, res.resDes).toBe(200);
  return { id: saved.id, version: res.data!.version };
}

beforeAll(async () => {
  t = await createTestApp();
  [cs, manager, sales] = (await Promise.all([t.login('zhaomin'), t.login('hejun'), t.login('zhangwei')])).map((token) => as(t, token));
  fx.warehouseId = (await manager.call(saveBlnGiftWarehouseManager, { body: { code: 'T-WH', name: '测试礼品仓' } })).data!.id;
  fx.giftId = (await manager.call(saveGiftItem, { body: { sku: 'T-GIFT-1', name: '测试收纳盒', currency: 'USD', unitValue: '12.50' } })).data!.id;
  await manager.call(stockIn, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 2, reason: 'purchase' } });
  expect((await manager.call(cardProductCalls.save, { body: { brand: 'T-Card', currency: 'USD', faceValue: '25' } })).resCode).toBe(200);
  for (const code of ['AMZN-TEST-0001', 'AMZN-TEST-0002']) {
    const res = await manager.call(addCard, { body: { brand: 'T-Card', currency: 'USD', faceValue: '25', code, pin: '9876' } });
    expect(res.resCode, res.resDes).toBe(200);
  }
}, 60_000);
afterAll(() => t.close());

describe('gift cards', () => {
  it('keeps codes encrypted and masked; the same code is refused', async () => {
    const [row] = await t.db.select().from(giftCards).where(eq(giftCards.codeTail, '0001'));
    expect(row!.codeCipher).not.toContain('AMZN');
    const list = (await manager.call(cardPage, { query: { brand: 'T-Card' } })).data!;
    expect(list.rows.map((r) => r.codeMasked)).toContain('****0001');
    expect(JSON.stringify(list)).not.toContain('AMZN-TEST');
    expectRefused(await manager.call(addCard, { body: { brand: 'T-Card', currency: 'USD', faceValue: '25', code: 'amzntest0001' } }), 409, '不能重复入库');
    expectRefused(await manager.call(addCard, { body: { brand: 'Amazon', currency: 'USD', faceValue: '-1', code: 'X1234567' } }), 400, '面值');
    expectRefused(await cs.call(addCard, { body: { brand: 'Amazon', currency: 'USD', faceValue: '5', code: 'X1234567' } }), 403);
  });

  it('takes a card only as an enabled card product of the same brand, currency and face value', async () => {
    const before = await t.db.select({ id: giftCards.id }).from(giftCards);
    const card = (over: Partial<AddCardBody>): AddCardBody => ({ brand: 'T-Card', currency: 'USD', faceValue: '25', code: 'MISMATCH-0001', ...over });
    expectRefused(await manager.call(addCard, { body: card({ faceValue: '30' }) }), 400, '礼品卡信息中没有 T-Card 30 USD');
    expectRefused(await manager.call(addCard, { body: card({ currency: 'EUR' }) }), 400, '礼品卡信息中没有 T-Card 25 EUR');
    expectRefused(await manager.call(addCard, { body: card({ brand: 'T-Cards' }) }), 400, '请先在“礼品卡信息”中添加');
    const product = (await manager.call(cardProductCalls.save, { body: { brand: 'T-Off', currency: 'USD', faceValue: '10' } })).data!;
    await manager.call(cardProductCalls.setEnabled, { body: { id: product.id, enabled: false } });
    expectRefused(await manager.call(addCard, { body: card({ brand: 'T-Off', faceValue: '10.00' }) }), 400, '已停用，不能入库');
    expect(await t.db.select({ id: giftCards.id }).from(giftCards)).toHaveLength(before.length);
    // The same face value written another way matches the product.
    expect((await manager.call(addCard, { body: card({ faceValue: '25.00' }) })).resCode).toBe(200);
  });
});

describe('gift grants', () => {
  it('grants a card: submit, approve, send reveals the code to the sender only and marks the card used', async () => {
    const g = await approved(cardGrant());
    const ready = (await cs.call(readySendGiftInfo)).data!;
    expect(ready.rows.map((r) => r.id)).toContain(g.id);
    expect(ready.total).toBe(ready.rows.length);
    const sent = await cs.call(fillTailData, { body: { id: g.id, version: g.version } });
    expect(sent.resCode, sent.resDes).toBe(200);
    expect(sent.data!.card!.code).toBe('AMZN-TEST-0001');
    expect(sent.data!.card!.pin).toBe('9876');
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.id, sent.data!.card!.cardId));
    expect(card!.status).toBe('used');
    const detail = (await manager.call(grantDetailGet, { params: { id: g.id } })).data!;
    expect(detail.cardMasked).toBe('****0001');
    expect(detail.mayReveal).toBe(false);
    expect((await cs.call(revealGrantCard, { query: { id: g.id } })).data!.code).toBe('AMZN-TEST-0001');
    expectRefused(await manager.call(revealGrantCard, { query: { id: g.id } }), 403);
    const log = (await cs.call(grantLog, { query: { grantId: g.id } })).data!;
    expect(log.filter((l) => l.action === 'revealCode')).toHaveLength(2);
    // Sending twice: the second is refused by state, no second card is used.
    expectRefused(await cs.call(fillTailData, { body: { id: g.id } }), 409, '当前状态：已发放');
    expect((await cs.call(syncTrackStatusByGift, { body: { id: g.id } })).data!.to).toBe('delivered');
    // A returned card stays used.
    expectRefused(await cs.call(giftReturnBack, { query: { id: g.id } }), 400, '请填写退回原因');
    expect((await cs.call(giftReturnBack, { query: { id: g.id, comment: '客户拒收' } })).data!.to).toBe('returned');
    const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, card!.id));
    expect(after!.status).toBe('used');
  });

  it('never sends an expired card', async () => {
    expect((await manager.call(cardProductCalls.save, { body: { brand: 'T-Exp', currency: 'USD', faceValue: '5' } })).resCode).toBe(200);
    expect((await manager.call(addCard, { body: { brand: 'T-Exp', currency: 'USD', faceValue: '5', code: 'EXPIRED-0001', expiresOn: '2020-01-31' } })).resCode).toBe(200);
    const g = await approved(cardGrant({ cardBrand: 'T-Exp', faceValue: '5' }));
    expectRefused(await cs.call(fillTailData, { body: { id: g.id } }), 500, '没有可用的 T-Exp USD 5');
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.brand, 'T-Exp'));
    expect(card!.status).toBe('available');
    // A card still valid is sent.
    expect((await manager.call(addCard, { body: { brand: 'T-Exp', currency: 'USD', faceValue: '5', code: 'VALID-0002', expiresOn: '2099-12-31' } })).resCode).toBe(200);
    const sent = await cs.call(fillTailData, { body: { id: g.id } });
    expect(sent.data!.card!.code).toBe('VALID-0002');
  });

  it('refuses to send a card when the depot has none of that value', async () => {
    const g = await approved(cardGrant({ faceValue: '100' }));
    expectRefused(await cs.call(fillTailData, { body: { id: g.id } }), 500, '没有可用的 T-Card USD 100');
  });

  it('checks who may do what', async () => {
    const saved = (await cs.call(saveGrant, { body: { submit: true, grant: cardGrant() } })).data!;
    expectRefused(await cs.call(auditGrant, { body: { id: saved.id, pass: true } }), 403);
    expectRefused(await sales.call(grantPage), 403);
    expectRefused(await manager.call(auditGrant, { body: { id: saved.id, pass: false } }), 400, '请填写驳回原因');
    expect((await manager.call(auditGrant, { body: { id: saved.id, pass: false, comment: '金额过高' } })).data!.to).toBe('rejected');
    expectRefused(await manager.call(auditGrant, { body: { id: saved.id, pass: true } }), 409, '已被何军处理');
    expect((await cs.call(deleteGrant, { body: { id: saved.id } })).data!.to).toBe('deleted');
    expectRefused(await cs.call(grantDetailGet, { params: { id: saved.id } }), 404, '礼品发放不存在');
  });

  it('refuses bad input with clear messages', async () => {
    expectRefused(await cs.call(saveGrant, { body: { grant: cardGrant({ recipientEmail: null }) } }), 400, '礼品卡请填写收件邮箱');
    expectRefused(await cs.call(saveGrant, { body: { grant: cardGrant({ orderNo: null }) } }), 400, '请填写订单号');
    expectRefused(await cs.callUnchecked(saveGrant, { body: { grant: { giftKind: 'x' } } }), 400);
    expectRefused(await cs.call(saveGrant, { body: { grant: { ...physicalGrant(), giftId: 999999 } } }), 400, '实物礼品不存在');
  });

  it('only the approvers and the creator see a grant: a second 客服 sees nothing of the first one’s', async () => {
    const own = await approved(cardGrant({ reason: '可见性检查' }));
    const mine = (await cs.call(grantPage, { query: {} })).data!;
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.map((r) => r.id)).toContain(own.id);
    expect(mine.rows.every((r) => r.creatorName === '赵敏')).toBe(true);
    // 钱宇, another 客服 with the same screen: none of 赵敏's grants, in the list, the counts or by id.
    const other = as(t, await t.login('qianyu'));
    const theirs = (await other.call(grantPage, { query: {} })).data!;
    expect(theirs.rows.filter((r) => r.creatorName === '赵敏')).toEqual([]);
    expect(theirs.rows.map((r) => r.id)).not.toContain(own.id);
    expect((await other.call(grantTabNum)).data!.all).toBe(theirs.total);
    expectRefused(await other.call(grantDetailGet, { params: { id: own.id } }), 404, '礼品发放不存在');
    // The approver sees it.
    expect((await manager.call(grantDetailGet, { params: { id: own.id } })).data!.id).toBe(own.id);
  });

  it('an approved grant not yet sent can be cancelled with a reason; its card stays for the next grant', async () => {
    const available = async () => (await t.db.select().from(giftCards).where(and(eq(giftCards.brand, 'T-Card'), eq(giftCards.status, 'available')))).length;
    const before = await available();
    const g = await approved(cardGrant({ reason: '客户不再需要' }));
    expectRefused(await cs.call(cancelGrant, { body: { id: g.id, version: g.version } }), 400, '请填写取消发放原因');
    const done = await cs.call(cancelGrant, { body: { id: g.id, version: g.version, comment: '客户已收到补发，不再需要' } });
    expect(done.data).toMatchObject({ from: 'approved', to: 'cancelled' });
    expect(await available()).toBe(before);
    expectRefused(await cs.call(fillTailData, { body: { id: g.id } }), 409);
    expectRefused(await cs.call(cancelGrant, { body: { id: g.id, comment: '再取消' } }), 409);
    expect((await cs.call(grantLog, { query: { grantId: g.id } })).data!.at(-1)).toMatchObject({ action: 'cancel', comment: '客户已收到补发，不再需要' });
  });
});

describe('physical gifts and stock', () => {
  it('sending takes stock out; stock never goes below zero; a return puts it back', async () => {
    const first = await approved(physicalGrant(2));
    const second = await approved(physicalGrant(1));
    const sent = await cs.call(fillTailData, { body: { id: first.id, carrier: 'UPS', trackingNo: '1Z999' } });
    expect(sent.resCode, sent.resDes).toBe(200);
    expect(sent.data!.card).toBeNull();
    const [stock] = await t.db.select().from(giftStock).where(and(eq(giftStock.giftId, fx.giftId), eq(giftStock.warehouseId, fx.warehouseId)));
    expect(stock!.quantity).toBe(0);
    expectRefused(await cs.call(fillTailData, { body: { id: second.id } }), 500, '库存不足');
    expectRefused(await manager.call(stockOut, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 1, reason: 'damage' } }), 500, '库存不足');
    expect((await cs.call(updProductGiftTrackInfo, { body: { id: first.id, carrier: 'FedEx', trackingNo: '777' } })).data!.status).toBe('sent');
    expect((await cs.call(giftReturnBack, { query: { id: first.id, comment: '地址错误退回' } })).data!.to).toBe('returned');
    const rows = (await manager.call(stockPage, { query: { keyword: 'T-GIFT' } })).data!.rows;
    expect(rows[0]!.quantity).toBe(2);
  });

  it('two people taking the last gift at once: one wins', async () => {
    await manager.call(stockOut, { body: { giftId: fx.giftId, warehouseId: fx.warehouseId, quantity: 1, reason: 'count' } });
    const a = await approved(physicalGrant(1));
    const b = await approved(physicalGrant(1));
    const results = await Promise.all([cs.call(fillTailData, { body: { id: a.id } }), cs.call(fillTailData, { body: { id: b.id } })]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 500]);
    const [stock] = await t.db.select().from(giftStock).where(and(eq(giftStock.giftId, fx.giftId), eq(giftStock.warehouseId, fx.warehouseId)));
    expect(stock!.quantity).toBe(0);
  });

  it('a used card cannot be voided', async () => {
    const used = (await manager.call(cardPage, { query: { status: 'used' } })).data!.rows[0]!;
    expectRefused(await manager.call(voidCard, { body: { id: used.id } }), 500, '已使用');
  });
});

describe('demo data', () => {
  it('holds grants in every state, made through the module', async () => {
    const tabs = (await manager.call(grantTabNum)).data!;
    for (const state of ['draft', 'pending_approval', 'approved', 'sent', 'delivered', 'returned', 'rejected']) expect(tabs[state], state).toBeGreaterThan(0);
    const cards = (await manager.call(cardPage, { query: { brand: 'Amazon', status: 'available' } })).data!;
    expect(cards.total).toBeGreaterThan(0);
  });
});

describe('gift card import', () => {
  const HEADER = ['品牌', '币种', '面值', '卡号', 'PIN', '有效期'];
  const file = async (rows: unknown[][]) => ({ bytes: await xlsxOf(HEADER, rows), name: '礼品卡.xlsx' });
  const imported = () => t.db.select().from(giftCards).where(eq(giftCards.brand, 'T-Card'));

  it('stores every row sealed, or none: a code already in the depot or twice in the sheet is refused with its row', async () => {
    const before = (await imported()).length;
    const bad = await manager.upload(importCards, await file([
      ['T-Card', 'USD', '25', 'IMPORT-0001', '1111', '2099-12-31'],
      ['T-Card', 'USD', '25', 'AMZN-TEST-0001', '', ''],
      ['T-Card', 'USD', '25', 'IMPORT-0001', '', ''],
      ['T-Card', 'USD', '99', 'IMPORT-0003', '', ''],
    ]));
    expectRefused(bad, 400, '3 行数据有误');
    const reasons = (await sheetRows((await manager.blob(downloadImportErrors, { params: { id: (bad.data as unknown as { recordId: number }).recordId } })).bytes)).slice(1).map((r) => r[6] ?? null);
    expect(reasons).toEqual([null, '卡号 ****0001 已在卡库中，不能重复入库', '卡号 ****0001 在表中重复', expect.stringContaining('礼品卡信息中没有 T-Card 99 USD')]);
    expect(await imported()).toHaveLength(before);

    const ok = await manager.upload(importCards, await file([
      ['T-Card', 'USD', '25', 'IMPORT-0001', '1111', '2099-12-31'],
      ['T-Card', 'USD', '25.00', 'IMPORT-0002', '', ''],
    ]));
    expect(ok.resCode, ok.resDes).toBe(200);
    const rows = await imported();
    expect(rows).toHaveLength(before + 2);
    const row = rows.find((r) => r.codeTail === '0002' && r.codeCipher && !r.codeCipher.includes('IMPORT'));
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain('IMPORT-000');
    expectRefused(await cs.upload(importCards, await file([['T-Card', 'USD', '25', 'IMPORT-0009', '', '']])), 403);
  });
});
