import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { b2bOrders, gateLogs } from '../../../server/db/schema';
import { setOmsConnector, type OmsOrder } from '../../../server/modules/b2b/oms';
import { createTestApp, type TestApp } from '../../support/app';
import { expectOk, insertCustomer, insertOrders, signInB2b, unique } from './masterSupport';
import { checkInvoiceOrder } from '@shared/api/b2b/invoice';
import { getAllCategoryByNow, getOrderStatus, orderInfoByDeliverTime, syncOrdersByOrderNo } from '@shared/api/b2b/order';

let t: TestApp;
let u: Awaited<ReturnType<typeof signInB2b>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await signInB2b(t);
});
afterAll(() => t.close());

const SYNC = '/api/data-sync/ntDataDownload/syncOrdersByOrderNo';

describe('OMS look-ups', () => {
  it('getOrderStatus is the status dictionary', async () => {
    const list = expectOk(await u.zhangwei.call(getOrderStatus));
    expect(list.map((s: { value: string }) => s.value)).toEqual(['pending', 'paid', 'shipped', 'delivered', 'cancelled']);
    expect(list[3].label).toBe('已签收');
    expect((await u.admin.call(getOrderStatus)).resCode).toBe(200);
  });

  it('orderInfoByDeliverTime lists orders delivered in the days given, scoped to the owner', async () => {
    const mine = await insertCustomer(t, u.ids.zhangwei);
    const theirs = await insertCustomer(t, u.ids.chenjing);
    const at = (d: string) => new Date(`${d}T12:00:00`);
    const [a] = await insertOrders(t, mine.id, ['10.00'], { deliveredAt: at('2020-02-01') });
    const [b] = await insertOrders(t, mine.id, ['20.00'], { deliveredAt: at('2020-02-03') });
    await insertOrders(t, mine.id, ['30.00'], { deliveredAt: at('2020-02-04') });
    const [c] = await insertOrders(t, theirs.id, ['40.00'], { deliveredAt: at('2020-02-02') });
    const range = { from: '2020-02-01', to: '2020-02-03' };
    expect(expectOk(await u.zhangwei.call(orderInfoByDeliverTime, { query: range })).map((o: { orderNo: string }) => o.orderNo)).toEqual([b!.orderNo, a!.orderNo]);
    expect(expectOk(await u.chenjing.call(orderInfoByDeliverTime, { query: range })).map((o: { orderNo: string }) => o.orderNo)).toEqual([b!.orderNo, c!.orderNo, a!.orderNo]);
    expect(expectOk(await u.chenjing.call(orderInfoByDeliverTime, { query: { ...range, customerId: theirs.id, limit: 1 } }))).toHaveLength(1);
    expect((await u.zhangwei.call(orderInfoByDeliverTime, { query: { from: '2020-02-05', to: '2020-02-01' } })).resDes).toContain('开始日期不能晚于结束日期');
    expect((await u.zhangwei.call(orderInfoByDeliverTime, { query: { from: '2019-01-01', to: '2020-02-01' } })).resDes).toContain('最长366天');
    expect((await u.zhangwei.call(orderInfoByDeliverTime, { query: { from: 'x', to: '2020-02-01' } })).resCode).toBe(400);
  });

  it('getAllCategoryByNow lists the categories valid today', async () => {
    const list = expectOk(await u.zhangwei.call(getAllCategoryByNow));
    expect(list.map((c: { category: string }) => c.category).sort()).toEqual(['小家电', '智能安防', '照明'].sort());
    expect((await u.wangfang.call(getAllCategoryByNow)).resCode).toBe(200);
  });
});

describe('syncOrdersByOrderNo', () => {
  it('upserts what the OMS reports, maps customer codes, reports missing numbers and is gate-logged', async () => {
    const customer = await insertCustomer(t, u.ids.zhangwei);
    const [existing] = await insertOrders(t, customer.id, ['100.00'], { status: 'paid', deliveredAt: null });
    const fresh = unique('SO');
    const oms: Record<string, OmsOrder> = {
      [existing!.orderNo]: { orderNo: existing!.orderNo, customerCode: customer.code, status: 'delivered', currency: 'USD', amount: '120.50', items: [], orderedAt: existing!.orderedAt, deliveredAt: new Date('2026-02-01T08:00:00Z') },
      [fresh]: { orderNo: fresh, customerCode: customer.code, status: 'pending', currency: 'USD', amount: '75.00', items: [{ sku: 'A', name: 'A', qty: 3, price: '25.00' }], orderedAt: new Date('2026-01-15T08:00:00Z'), deliveredAt: null },
    };
    setOmsConnector(t.deps, { name: 'test', fetchOrders: async (nos) => nos.flatMap((n) => (oms[n] ? [oms[n]!] : [])), fetchDelivered: async () => [] });
    const data = expectOk(await u.zhangwei.call(syncOrdersByOrderNo, { query: { orderNos: `${existing!.orderNo},${fresh},GHOST-1` } }));
    expect(data.missing).toEqual(['GHOST-1']);
    expect(data.synced).toHaveLength(2);
    const [updated] = await t.db.select().from(b2bOrders).where(eq(b2bOrders.orderNo, existing!.orderNo));
    expect(updated).toMatchObject({ id: existing!.id, status: 'delivered', amount: '120.50', customerId: customer.id });
    const [inserted] = await t.db.select().from(b2bOrders).where(eq(b2bOrders.orderNo, fresh));
    expect(inserted).toMatchObject({ customerId: customer.id, status: 'pending', amount: '75.00', items: [{ sku: 'A', name: 'A', qty: 3, price: '25.00' }] });
    await vi.waitFor(async () => {
      const [log] = await t.db.select().from(gateLogs).orderBy(desc(gateLogs.id)).limit(1);
      expect(log).toMatchObject({ method: 'GET', path: SYNC, resCode: 200 });
    });
    // A checkInvoiceOrder of an order only the OMS knows pulls it in.
    const later = unique('SO');
    oms[later] = { ...oms[fresh]!, orderNo: later };
    const check = expectOk(await u.zhangwei.call(checkInvoiceOrder, { query: { orderNos: later } }));
    expect(check.available.map((o: { orderNo: string }) => o.orderNo)).toEqual([later]);
  });

  it('needs an add code of a screen that invoices or raises requests; refuses bad lists', async () => {
    expect((await u.wangfang.call(syncOrdersByOrderNo, { query: { orderNos: 'A' } })).resCode).toBe(403);
    expect((await u.zhangwei.callUnchecked(syncOrdersByOrderNo, { query: {} })).resCode).toBe(400);
    expect((await u.zhangwei.call(syncOrdersByOrderNo, { query: { orderNos: Array.from({ length: 201 }, (_, i) => `N${i}`).join(',') } })).resDes).toContain('一次最多200个订单号');
  });
});
