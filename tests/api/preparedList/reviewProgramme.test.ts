import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { queryUsableOrderAddress } from '@shared/api/review/address';
import { operationInfoList } from '@shared/api/review/operationInfo';
import { orderOpList } from '@shared/api/review/orderOps';
import { payableOpList, paymentList } from '@shared/api/review/payments';
import { planOrderList } from '@shared/api/review/planOrder';
import { soOrderList } from '@shared/api/review/soOrders';
import { reviewOperationInfos, reviewOrderAddresses, reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails, reviewPlanOrders, users } from '../../../server/db/schema';
import type { Caller } from '../../../server/http/auth/caller';
import { loadUserCodes } from '../../../server/http/auth/codes';
import { listPage } from '../../../server/http/listPage';
import type { Visibility } from '../../../server/http/visibility';
import { platformScope } from '../../../server/modules/reference';
import { addressBookWhere, seesFullAddress, selectAddressBook, toAddressBookRow } from '../../../server/modules/review/address';
import { detailOrder, selectDetails } from '../../../server/modules/review/detailQueries';
import { listViewOf, type ListView } from '../../../server/modules/review/listView';
import { operationInfoWhere, selectOperationInfos, toOperationInfoRow } from '../../../server/modules/review/operationInfo';
import { opsNewestFirst, opWhere, selectOps, toOpRow } from '../../../server/modules/review/orderOpQueries';
import { payableOrder, payableWhere, paymentOrder, paymentWhere, selectPayments, toPaymentRow } from '../../../server/modules/review/paymentQueries';
import { newestFirst, planOrderWhere, selectPlanOrders, toPlanOrderRow } from '../../../server/modules/review/planOrderQueries';
import { soOrderWhere, toSoOrderRows } from '../../../server/modules/review/soOrderQueries';
import { detailVisibility, orderOpVisibility, paymentVisibility, planOrderVisibility } from '../../../server/modules/review/visibility';
import { compareEverywhere as compareAcross, type CompareOptions, type Listed } from './compare';
import { createTestApp, type TestApp } from '../../support/app';
import { as } from '../admin/support';

/**
 * The review programme's lists, prepared per filter shape, answer what the same query built directly
 * with `listPage` answers: every filter, new values of a shape already prepared, pages 1 and 2, past
 * the end, and viewers limited to their own records and platforms.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** An answer's data, or the answer itself as the error (a refused call says why). */
const dataOf = <D>(answer: { data?: D | null }): D => {
  if (answer.data == null) throw new Error(JSON.stringify(answer));
  return answer.data;
};
/** The machine may be shared: each list's comparisons get time enough. */
const SLOW = 300_000;
/** The platform of a listed record, read from its table (the answer names the platform, not its id). */
async function platformOf(table: typeof reviewPlanOrderDetails | typeof reviewOrderPayments, id: number) {
  const [row] = await t.db.select({ platformId: table.platformId }).from(table).where(eq(table.id, id));
  expect(row?.platformId).toBeTypeOf('number');
  return row!.platformId;
}
const prefix = (text: string | null | undefined, n = 3) => (text ?? '').slice(0, n);

async function callerOf(username: string): Promise<Caller> {
  const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  return { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
}
const viewOf = async (username: string, visibility: Visibility): Promise<ListView> => listViewOf(t.db, await callerOf(username), visibility);

/** The list compared with the same query built directly (compare.ts). */
const compareEverywhere = (opts: CompareOptions) => compareAcross(t, opts);

/** The list as an endpoint answers it, without its tab counts. */
const withoutCounts = ({ counts: _, ...list }: Listed & { counts?: unknown }) => list;
/** A total counted over `table` up to the lists' cap. */
const capped = (table: PgTable) => ({ table, cap: LIST_COUNT_CAP });

describe('prepared review programme lists', () => {
  it('plan orders: an operator sees her own on her platforms', async () => {
    const rows = dataOf(await as(t, await t.login()).call(planOrderList, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(4);
    const first = rows[0]!;
    const owner = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.createdBy)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { status: first.status },
        { serialNo: prefix(first.serialNo, 4).toLowerCase(), platformId: first.platformId },
        { sku: prefix(first.sku).toLowerCase() },
        { overseasUserId: first.overseasUserId ?? undefined },
        { createdFrom: '2020-01-01', createdTo: '2099-12-31' },
        { createdTo: '2020-01-01' },
      ],
      call: async (who, query) => withoutCounts(dataOf(await who.call(planOrderList, { query: query as never }))),
      direct: async (username, f, page, limit) => {
        const where = planOrderWhere(planOrderList.query!.parse(f), await viewOf(username, planOrderVisibility));
        return plain(await listPage(t.db, { select: () => selectPlanOrders(t.db), where, order: newestFirst, page, limit, total: capped(reviewPlanOrders), map: toPlanOrderRow }));
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    expect(seen[owner]).toBeGreaterThan(0);
  }, SLOW);

  it('sales orders: details with an order, for the handler on her platforms', async () => {
    const rows = dataOf(await as(t, await t.login()).call(soOrderList, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const seen = await compareEverywhere({
      viewers: ['admin', 'huangli'],
      filters: [
        {},
        { platformId: await platformOf(reviewPlanOrderDetails, first.id) },
        { sku: prefix(first.sku).toLowerCase() },
        { marketOrderNo: prefix(first.marketOrderNo, 5) },
        { planOrderSerialNo: prefix(first.planOrderSerialNo, 6).toLowerCase() },
        { planOrderSerialNo: first.planOrderSerialNo, sku: first.sku },
      ],
      call: async (who, query) => dataOf(await who.call(soOrderList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const { page: _p, limit: _l, ...filter } = soOrderList.query!.parse(f);
        const where = soOrderWhere(filter, await viewOf(username, detailVisibility));
        const list = await listPage(t.db, { select: () => selectDetails(t.db), where, order: detailOrder, page, limit, total: capped(reviewPlanOrderDetails) });
        return plain({ ...list, rows: await toSoOrderRows(t.db, list.rows) });
      },
    });
    expect(seen.huangli).toBeGreaterThan(0);
  }, SLOW);

  it('order operations, operations to pay (exact total over the join) and payments', async () => {
    await addOpsAndPayments();
    const ops = dataOf(await as(t, await t.login()).call(orderOpList, { query: { limit: 100 } })).rows;
    const first = ops.find((r) => r.type === 'refund')!;
    const opsSeen = await compareEverywhere({
      viewers: ['admin', 'huangli'],
      filters: [
        {},
        { status: 'approved' },
        { status: 'draft', type: 'commission' },
        { serialNo: prefix(first.serialNo, 4).toLowerCase() },
        { sku: prefix(first.sku).toLowerCase(), platformId: first.platformId },
        { marketOrderNo: prefix(first.marketOrderNo, 4) },
        { createdFrom: '2020-01-01', createdTo: '2099-12-31', type: 'refund' },
      ],
      call: async (who, query) => withoutCounts(dataOf(await who.call(orderOpList, { query: query as never }))),
      direct: async (username, f, page, limit) => {
        const where = opWhere(orderOpList.query!.parse(f), await viewOf(username, orderOpVisibility));
        return plain(await listPage(t.db, { select: () => selectOps(t.db), where, order: opsNewestFirst, page, limit, total: capped(reviewOrderOps), map: toOpRow }));
      },
    });
    expect(opsSeen.huangli).toBeGreaterThan(0);

    const payable = dataOf(await as(t, await t.login()).call(payableOpList, { query: { limit: 100 } })).rows;
    expect(payable.length).toBeGreaterThan(4);
    const payableSeen = await compareEverywhere({
      viewers: ['admin', 'huangli'],
      filters: [
        {},
        { reviewer: 'REVIEWER' },
        { reviewer: prefix(payable[0]!.reviewerEmail, 4) },
        { marketOrderNo: 'PAYABLE-' },
        { platformId: payable[0]!.platformId },
      ],
      call: async (who, query) => dataOf(await who.call(payableOpList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const { page: _p, limit: _l, ...filter } = payableOpList.query!.parse(f);
        const where = payableWhere(filter, await viewOf(username, orderOpVisibility));
        const total = t.db.select({ n: count() }).from(reviewOrderOps).innerJoin(reviewPlanOrderDetails, eq(reviewPlanOrderDetails.id, reviewOrderOps.detailId)).where(where).then(([r]) => r!.n);
        return plain(await listPage(t.db, { select: () => selectOps(t.db), where, order: payableOrder, page, limit, total: { exact: total }, map: toOpRow }));
      },
    });
    expect(payableSeen.huangli).toBeGreaterThan(0);

    const payments = dataOf(await as(t, await t.login()).call(paymentList, { query: { limit: 100 } })).rows;
    expect(payments.length).toBeGreaterThan(4);
    const paid = payments[0]!;
    const paymentsSeen = await compareEverywhere({
      viewers: ['admin', 'huangli'],
      filters: [
        {},
        { method: 'paypal' },
        { serialNo: prefix(paid.serialNo, 3).toLowerCase() },
        { transactionNo: prefix(paid.transactionNo, 4), reviewer: prefix(paid.reviewer, 3).toUpperCase() },
        { platformId: await platformOf(reviewOrderPayments, payments.at(-1)!.id) },
        { paidFrom: '2020-01-01', paidTo: '2099-12-31' },
        { paidTo: '2020-01-01' },
      ],
      call: async (who, query) => dataOf(await who.call(paymentList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const { page: _p, limit: _l, ...filter } = paymentList.query!.parse(f);
        const where = paymentWhere(filter, await viewOf(username, paymentVisibility));
        return plain(await listPage(t.db, { select: () => selectPayments(t.db), where, order: paymentOrder, page, limit, total: capped(reviewOrderPayments), map: toPaymentRow }));
      },
    });
    expect(paymentsSeen.huangli).toBeGreaterThan(0);
  }, SLOW);

  it('the address book (masked unless the viewer ships) and operation infos (on the viewer\'s platforms)', async () => {
    const addresses = dataOf(await as(t, await t.login()).call(queryUsableOrderAddress, { query: { all: true, limit: 100 } })).rows;
    expect(addresses.length).toBeGreaterThan(2);
    const address = addresses[0]!;
    await t.db.update(reviewOrderAddresses).set({ enabled: false }).where(eq(reviewOrderAddresses.id, address.id));
    const seen = await compareEverywhere({
      viewers: ['admin', 'xuming'],
      filters: [{}, { all: 'true' }, { receiver: prefix(address.receiver), all: 'true' }, { receiver: 'no-such' }, { country: address.country.toLowerCase() }, { country: 'zz', all: 'true' }],
      call: async (who, query) => dataOf(await who.call(queryUsableOrderAddress, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const { page: _p, limit: _l, ...filter } = queryUsableOrderAddress.query!.parse(f);
        const full = await seesFullAddress(await callerOf(username));
        return plain(await listPage(t.db, { select: () => selectAddressBook(t.db), where: addressBookWhere(filter), order: [desc(reviewOrderAddresses.id)], page, limit, total: capped(reviewOrderAddresses), map: toAddressBookRow(full) }));
      },
    });
    expect(seen.xuming).toBeGreaterThan(0);

    const infos = dataOf(await as(t, await t.login()).call(operationInfoList, { query: { limit: 100 } })).rows;
    expect(infos.length).toBeGreaterThan(2);
    const info = infos[0]!;
    const infosSeen = await compareEverywhere({
      viewers: ['admin', 'huangli'],
      filters: [{}, { platformId: info.platformId }, { sku: prefix(info.sku).toLowerCase() }, { sku: info.sku, operationUserId: info.operationUserId }, { operationUserId: infos.at(-1)!.operationUserId }],
      call: async (who, query) => dataOf(await who.call(operationInfoList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const { page: _p, limit: _l, ...filter } = operationInfoList.query!.parse(f);
        const where = operationInfoWhere(filter, await platformScope(t.db, await callerOf(username)));
        return plain(await listPage(t.db, { select: () => selectOperationInfos(t.db), where, order: [desc(reviewOperationInfos.id)], page, limit, total: capped(reviewOperationInfos), map: toOperationInfoRow }));
      },
    });
    expect(infosSeen.huangli).toBeGreaterThan(0);
  }, SLOW);
});

/**
 * More approved refunds on the demo's orders (the demo leaves one to pay) and payments by two payers,
 * written straight into the tables: enough rows for a second page of each list.
 */
async function addOpsAndPayments() {
  const d = reviewPlanOrderDetails;
  const details = await t.db
    .select({ id: d.id, planOrderId: d.planOrderId, platformId: d.platformId, sku: d.sku, createdBy: d.createdBy })
    .from(d)
    .where(and(isNotNull(d.marketOrderNo), inArray(d.status, ['ordered', 'archived'])))
    .limit(6);
  expect(details.length).toBeGreaterThan(2);
  const admin = (await callerOf('admin')).userId;
  await t.db.insert(reviewOrderOps).values(
    details.map((x, i) => ({
      serialNo: `DD-PAYABLE-${i}`,
      type: 'refund',
      detailId: x.id,
      planOrderId: x.planOrderId,
      platformId: x.platformId,
      sku: x.sku,
      marketOrderNo: `PAYABLE-${i}`,
      amount: '10.00',
      currency: 'USD',
      status: 'approved',
      createdBy: i % 2 ? admin : x.createdBy,
    })),
  );
  const lina = (await callerOf('lina')).userId;
  const huangli = (await callerOf('huangli')).userId;
  await t.db.insert(reviewOrderPayments).values(
    details.map((x, i) => ({
      serialNo: `FK2026010${i}00000${i}`,
      method: i % 2 ? 'bank' : 'paypal',
      account: `payee${i}@example.com`,
      transactionNo: `TXN-${i}`,
      amount: '10.00',
      currency: 'USD',
      rate: '7.1',
      rateDate: '2026-01-01',
      amountCny: '71.00',
      paidAt: new Date(Date.UTC(2026, 0, 1 + i)),
      reviewer: `reviewer${i}@example.com`,
      platformId: x.platformId,
      createdBy: i % 2 ? lina : huangli,
    })),
  );
}
