import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { getLogisticsList, getRedsList } from '@shared/api/kol/reds';
import { costManageProductList } from '@shared/api/products/cost';
import { getCustomerAndInvoice } from '@shared/api/b2b/customer';
import { invoicePage, listInvoiceByCustomerId } from '@shared/api/b2b/invoice';
import { periodListPage, type PeriodFilter } from '@shared/api/b2b/period';
import { changeInventory, inventoryPage, movementPage } from '@shared/api/supply/inventory';
import { logisticsTrackPage, type TrackFilter } from '@shared/api/supply/tracks';
import { b2bCustomers, b2bInvoices, baseSkus, inventoryBalances, inventoryMovements, kolReds, kolRedsLogistics, kolRequires, supplyPlanTracks, users, warehouses } from '../../../server/db/schema';
import { listPage } from '../../../server/http/listPage';
import { loadUserCodes } from '../../../server/http/auth/codes';
import type { Caller } from '../../../server/http/auth/caller';
import { logisticsWhere, redsWhere, selectLogistics, selectReds, toLogisticsRow, toRedsRow } from '../../../server/modules/kol/reds/queries';
import { requireVisibility } from '../../../server/modules/kol/visibility';
import { costOrder, costSelect, costWhere, SEE_ALL_COSTS, toCostRow } from '../../../server/modules/products/costs/queries';
import { skuScope } from '../../../server/modules/products/scope';
import { loadCategoryTree } from '../../../server/modules/products/categories/tree';
import { selectInvoices } from '../../../server/modules/b2b/invoices/queries';
import { today } from '../../../server/modules/b2b/invoices/dates';
import { periodRows, periodWhere } from '../../../server/modules/b2b/period/queries';
import { periodVisibility } from '../../../server/modules/b2b/common/visibility';
import { balanceConditions, balanceOrder, movementConditions, movementOrder, selectBalances, selectMovements, stockWhere, toBalanceRow, toMovementRow } from '../../../server/modules/supply/inventory/queries';
import { LOGISTICS_STATES, selectTrackRows, toTrackRow, trackWhere } from '../../../server/modules/supply/tracks/queries';
import { trackVisibility } from '../../../server/modules/supply/visibility';
import { compareEverywhere as compareAcross, type CompareOptions } from './compare';
import { createTestApp, type TestApp } from '../../support/app';
import { as, type As } from '../admin/support';

/**
 * The reds, sample shipment, cost, customer invoice, period statistics, stock and logistics lists,
 * prepared (server/http/preparedList.ts), answer what the same query built directly with `listPage`
 * answers: every filter, two values of one shape (the statement is reused with new values), pages 1
 * and 2, a page past the end, and a scoped viewer.
 */
let t: TestApp;
let admin: As;

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await t.login());
});
afterAll(() => t?.close());

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const dataOf = <D>(answer: { data?: D | null }): D => {
  if (answer.data == null) throw new Error(JSON.stringify((answer as { body?: unknown }).body ?? answer));
  return answer.data;
};

/** A caller as the server builds one from a token, for the direct queries' scopes. */
async function callerOf(username: string): Promise<Caller> {
  const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  return { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
}
const usernameOf = async (id: number) => (await t.db.select({ username: users.username }).from(users).where(eq(users.id, id)))[0]!.username;

/** The list compared with the same query built directly (compare.ts). */
const compareEverywhere = (opts: CompareOptions) => compareAcross(t, opts);

const prefix = (text: string | null | undefined, n = 3) => (text ?? '').slice(0, n);
/** The first row of each distinct value of `key` (two values of one shape). */
const distinct = <R, K extends keyof R>(rows: R[], key: K) => [...new Map(rows.filter((r) => r[key] != null).map((r) => [r[key], r])).values()];

/** Each list is compared on many filters, viewers and pages. */
const MANY_CALLS = 180_000;

describe('prepared operations lists', () => {
  it('reds and sample shipments: a requirement creator sees the reds of her requirements, with the exact total', async () => {
    const reds = dataOf(await admin.call(getRedsList, { query: { limit: 100 } as never })).rows;
    expect(reds.length).toBeGreaterThan(2);
    const requireIds = distinct(reds, 'requireId').map((r) => r.requireId);
    const creator = (await t.db.select({ by: kolRequires.createdBy }).from(kolRequires).where(eq(kolRequires.id, reds[0]!.requireId)))[0]!.by;
    const owner = await usernameOf(creator);
    const dated = reds.find((r) => r.publishDate)!;
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { requireId: requireIds[0] },
        { requireId: requireIds[1] ?? requireIds[0] },
        { poolId: reds[0]!.poolId, channel: reds[0]!.channel },
        { publishFrom: dated.publishDate, publishTo: dated.publishDate },
        { publishFrom: '2000-01-01' },
      ],
      call: async (who, query) => dataOf(await who.call(getRedsList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const where = redsWhere(getRedsList.query!.parse(f), await requireVisibility.scope(await callerOf(username)));
        return plain(await listPage(t.db, { rows: selectReds(t.db).where(where).orderBy(desc(kolReds.id)), total: { exact: t.db.$count(selectReds(t.db).where(where).as('r')) }, page, limit, map: toRedsRow }));
      },
    });
    expect(seen[owner]).toBeGreaterThan(0);

    const shipments = dataOf(await admin.call(getLogisticsList, { query: { limit: 100 } as never })).rows;
    expect(shipments.length).toBeGreaterThan(2);
    const shipmentRequires = (await t.db.select({ requireId: kolReds.requireId }).from(kolRedsLogistics).innerJoin(kolReds, eq(kolReds.id, kolRedsLogistics.redsId))).map((r) => r.requireId);
    const shipped = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { requireId: shipmentRequires[0] },
        { requireId: shipmentRequires.find((id) => id !== shipmentRequires[0]) ?? shipmentRequires[0] },
        { trackingNo: prefix(shipments[0]!.trackingNo, 2) },
        { status: shipments[0]!.status },
      ],
      call: async (who, query) => dataOf(await who.call(getLogisticsList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const where = logisticsWhere(getLogisticsList.query!.parse(f), await requireVisibility.scope(await callerOf(username)));
        const total = t.db.$count(selectLogistics(t.db).where(where).as('l')).then((n) => Math.min(n, LIST_COUNT_CAP));
        return plain(await listPage(t.db, { rows: selectLogistics(t.db).where(where).orderBy(desc(kolRedsLogistics.id)), total: { exact: total }, page, limit, map: toLogisticsRow }));
      },
    });
    expect(shipped.admin).toBeGreaterThan(0);
  }, MANY_CALLS);

  it('costs: every filter, for admin, a category owner and a platform user', async () => {
    const rows = dataOf(await admin.call(costManageProductList, { query: { limit: 100 } as never })).rows;
    const costed = rows.find((r) => r.origin !== null)!;
    expect(costed).toBeDefined();
    const tree = await loadCategoryTree(t.db);
    const seen = await compareEverywhere({
      viewers: ['admin', 'wangfang', 'liqiang'],
      filters: [
        {},
        { sku: prefix(costed.sku, 4).toLowerCase() },
        { sku: prefix(rows[rows.length - 1]!.sku, 4) },
        { spu: prefix(costed.spu), status: costed.status },
        { origin: costed.origin },
        { hasCost: 'true' },
        { hasCost: 'false', categoryId: costed.categoryId },
      ],
      call: async (who, query) => dataOf(await who.call(costManageProductList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const scope = await skuScope(t.db, await callerOf(username), SEE_ALL_COSTS, tree);
        const where = costWhere(costManageProductList.query!.parse(f), scope);
        return plain(await listPage(t.db, { select: () => costSelect(t.db), where, order: costOrder, page, limit, total: { table: baseSkus, cap: LIST_COUNT_CAP }, map: toCostRow(tree) }));
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    expect(seen.wangfang + seen.liqiang).toBeGreaterThan(0);
  }, MANY_CALLS);

  it("a customer's invoices, all and open, with the customer's invoice count", async () => {
    const invoices = dataOf(await admin.call(invoicePage, { query: { limit: 100 } as never })).rows;
    const customers = distinct(invoices, 'customerId').map((r) => r.customerId);
    expect(customers.length).toBeGreaterThan(1);
    for (const customerId of customers.slice(0, 3)) {
      for (const open of [undefined, true]) {
        const where = and(eq(b2bInvoices.deleted, false), eq(b2bInvoices.customerId, customerId), open ? sql`${b2bInvoices.received} < ${b2bInvoices.amount}` : undefined);
        const direct = plain(await listPage(t.db, { select: () => selectInvoices(t.db), where, order: [desc(b2bInvoices.id)], page: 1, limit: 500, total: { table: b2bInvoices, cap: LIST_COUNT_CAP } }));
        if (!open) expect(direct.rows.length).toBeGreaterThan(0);
        const listed = dataOf(await admin.call(listInvoiceByCustomerId, { query: { customerId, ...(open ? { open: 'true' } : {}) } as never }));
        expect(listed, `${customerId} ${open}`).toEqual(direct.rows);
        if (!open) {
          const detail = dataOf(await admin.call(getCustomerAndInvoice, { query: { id: customerId } as never }));
          expect(detail.invoiceCount).toBe(direct.total);
          expect(detail.invoices).toEqual(direct.rows.slice(0, detail.invoices.length));
        }
      }
    }
  }, MANY_CALLS);

  it('period statistics: customer × currency groups with their exact count; a sales person sees her customers', async () => {
    const [owned] = await t.db
      .select({ code: b2bCustomers.code, name: b2bCustomers.name, salesUserId: b2bCustomers.salesUserId, currency: b2bInvoices.currency })
      .from(b2bInvoices)
      .innerJoin(b2bCustomers, eq(b2bCustomers.id, b2bInvoices.customerId))
      .where(and(eq(b2bCustomers.settlement, 'credit'), eq(b2bInvoices.deleted, false), sql`${b2bCustomers.salesUserId} is not null`));
    expect(owned).toBeDefined();
    const owner = await usernameOf(owned!.salesUserId!);
    const asOf = today();
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { customerName: prefix(owned!.name, 1) },
        { customerName: owned!.code },
        { salesUserId: owned!.salesUserId },
        { currency: owned!.currency },
        { currency: owned!.currency === 'USD' ? 'CNY' : 'USD' },
        { overdueOnly: 'true' },
      ],
      call: async (who, query) => dataOf(await who.call(periodListPage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const filter = periodListPage.query!.parse(f) as PeriodFilter;
        const scope = await periodVisibility.scope(await callerOf(username));
        const groups = t.db.select({ one: sql`1` }).from(b2bInvoices).innerJoin(b2bCustomers, eq(b2bCustomers.id, b2bInvoices.customerId)).where(periodWhere(filter, scope, asOf)).groupBy(b2bCustomers.id, b2bInvoices.currency).as('groups');
        const total = t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(groups).then(([row]) => row!.n);
        return { asOf, ...plain(await listPage(t.db, { rows: periodRows(t.db, filter, scope, asOf), page, limit, total: { exact: total } })) };
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    expect(seen[owner]).toBeGreaterThan(0);
  }, MANY_CALLS);

  it('stock balances and movements: by SKU prefix, warehouse and kind', async () => {
    const skus = await t.db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).orderBy(baseSkus.id).limit(3);
    const stores = await t.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.enabled, true)).limit(2);
    for (const [n, sku] of skus.entries())
      for (const warehouse of stores) dataOf(await admin.call(changeInventory, { body: { skuId: sku.id, warehouseId: warehouse.id, qty: 10 + n, reason: 'count' } as never }));
    const balances = await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { sku: prefix(skus[0]!.sku, 4).toLowerCase() }, { sku: skus[1]!.sku }, { warehouseId: stores[0]!.id }, { sku: skus[2]!.sku, warehouseId: stores[1]?.id ?? stores[0]!.id }],
      call: async (who, query) => dataOf(await who.call(inventoryPage, { query: query as never })),
      direct: async (_, f, page, limit) =>
        plain(await listPage(t.db, { select: () => selectBalances(t.db), where: stockWhere(balanceConditions, inventoryPage.query!.parse(f)), order: balanceOrder, page, limit, total: { table: inventoryBalances, cap: LIST_COUNT_CAP }, map: toBalanceRow })),
    });
    expect(balances.admin).toBeGreaterThan(0);
    const movements = await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { sku: skus[0]!.sku }, { sku: skus[1]!.sku }, { warehouseId: stores[0]!.id, kind: 'adjust' }, { kind: 'purchase' }],
      call: async (who, query) => dataOf(await who.call(movementPage, { query: query as never })),
      direct: async (_, f, page, limit) =>
        plain(await listPage(t.db, { select: () => selectMovements(t.db), where: stockWhere(movementConditions, movementPage.query!.parse(f)), order: movementOrder, page, limit, total: { table: inventoryMovements, cap: LIST_COUNT_CAP }, map: toMovementRow })),
    });
    expect(movements.admin).toBeGreaterThan(0);
  }, MANY_CALLS);

  it('logistics tracks: every filter within the logistics states; a creator sees her own', async () => {
    const tracks = await t.db.select().from(supplyPlanTracks).where(sql`${supplyPlanTracks.status} in ('confirmed', 'ordered', 'shipped', 'arrived', 'closed')`).orderBy(desc(supplyPlanTracks.id));
    expect(tracks.length).toBeGreaterThan(2);
    const first = tracks[0]!;
    const owner = await usernameOf(first.createdBy);
    const [sku] = await t.db.select({ sku: baseSkus.sku }).from(baseSkus).where(eq(baseSkus.id, first.skuId));
    const statuses = distinct(tracks, 'status').map((r) => r.status);
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { status: statuses[0] },
        { status: statuses[1] ?? statuses[0] },
        { serialNo: prefix(first.serialNo, 4) },
        { sku: prefix(sku!.sku, 4), planId: first.planId },
        ...(first.storeId ? [{ storeId: first.storeId }] : []),
        ...(first.warehouseId ? [{ warehouseId: first.warehouseId }] : []),
        { status: 'draft' },
      ],
      call: async (who, query) => dataOf(await who.call(logisticsTrackPage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const where = trackWhere(logisticsTrackPage.query!.parse(f) as TrackFilter, await trackVisibility.scope(await callerOf(username)), LOGISTICS_STATES);
        return plain(await listPage(t.db, { select: () => selectTrackRows(t.db), where, order: [desc(supplyPlanTracks.id)], page, limit, total: { table: supplyPlanTracks, cap: LIST_COUNT_CAP }, map: toTrackRow }));
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    expect(seen[owner]).toBeGreaterThan(0);
  }, MANY_CALLS);
});
