import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { readySendGiftInfo } from '@shared/api/gifts/grants';
import { movePage, stockPage } from '@shared/api/gifts/stock';
import { cardPage } from '@shared/api/gifts/cards';
import { stockInCalls, stockOutCalls } from '@shared/api/gifts/moveRecords';
import { serviceOrderPage } from '@shared/api/service/orders';
import { reviewPage } from '@shared/api/service/reviews';
import { warrantyOrderPage } from '@shared/api/warranty/order';
import { honeycombBasePage } from '@shared/api/warranty/project';
import { honeycombQrPage } from '@shared/api/warranty/batch';
import { honeycombCustomerPage } from '@shared/api/warranty/customer';
import { MARKETPLACES, type Marketplace } from '@shared/api/warranty/common';
import { codeScreen, hiveClientScreen, projectScreen, warrantyOrderScreen } from '@shared/api/warranty/screens';
import { giftGrantMachine, warrantyBatchMachine, warrantyOrderMachine, type Machine } from '@shared/workflow';
import { csReviews, csServiceOrders, giftCards, giftGrants, giftItems, giftStock, giftStockMoves, groupPlatforms, platforms, users, warrantyBatches, warrantyCustomers, warrantyOrders, warrantyProjects } from '../../../server/db/schema';
import { listPage, type ListPage, type ListTotal } from '../../../server/http/listPage';
import { presentOf } from '../../../server/http/preparedList';
import { loadUserCodes } from '../../../server/http/auth/codes';
import type { Visibility } from '../../../server/http/visibility';
import { tabTotalSql } from '../../../server/workflow';
import { grantWhere, selectGrantRows, toGrantRow } from '../../../server/modules/gifts/grants/queries';
import { grantVisibility } from '../../../server/modules/gifts/visibility';
import { moveWhere, selectMoves, selectStock, stockOrder, stockWhere, toMove, toStock, type MoveFilter, type StockFilter } from '../../../server/modules/gifts/stockRoutes';
import { cardWhere, selectCards, toCard, type CardFilter } from '../../../server/modules/gifts/cards';
import { orderWhere as serviceOrderWhere, selectOrderRows, toOrderRow as toServiceOrderRow } from '../../../server/modules/service/orders';
import { reviewWhere, selectReviewRows, toReviewRow } from '../../../server/modules/service/reviews';
import { reviewVisibility, serviceOrderVisibility } from '../../../server/modules/service/visibility';
import { orderOrder, orderValues, orderWhere, selectOrders, toOrderRow, type OrderFilter } from '../../../server/modules/warranty/orders';
import { batchOrder, batchValues, batchWhere, selectBatches, toBatchRow, type BatchFilter } from '../../../server/modules/warranty/batches';
import { customerOrder, customerWhere, selectCustomers, toCustomerRow, type CustomerFilter } from '../../../server/modules/warranty/customers';
import { projectOrder, projectWhere, selectProjects, toProjectRow, type ProjectFilter } from '../../../server/modules/warranty/projects';
import { hiveScopeOf, type HiveScope } from '../../../server/modules/warranty/scope';
import { createTestApp, type TestApp } from '../../support/app';
import { userWith } from '../products/support';
import { as, type As } from '../admin/support';

/**
 * The gift, customer service and warranty lists, prepared, answer exactly what the same query built
 * directly with `listPage` answers: for every filter, for new values of a shape already prepared,
 * pages 1 and 2, past the last page, and for a viewer limited by scope.
 */
let t: TestApp;
let admin: As;
let cs: As; // zhaomin: her own grants, service orders and reviews only

type Filter = Record<string, unknown>;
type Page = ListPage<unknown>;
const plain = <T>(x: T) => JSON.parse(JSON.stringify(x)) as T;
const idOf = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
/** The scope `visibility` gives a demo user (undefined: everything). */
const scopeOf = async (visibility: Visibility, username: string) => {
  const userId = await idOf(username);
  return visibility.scopeOf({ userId, elements: (await loadUserCodes(t.db, userId)).elements });
};

/**
 * Each filter answers, on pages 1 and 2, what `direct` answers; a page past the end has no rows and
 * the right total. `call` is the endpoint as a viewer; the first filter is the unfiltered list.
 */
async function expectSameAsDirect(label: string, filters: Filter[], call: (f: Filter, page: number, limit: number) => Promise<Page>, direct: (f: Filter, page: number, limit: number) => Promise<Page>) {
  let seen = 0;
  for (const filter of filters) {
    for (const page of [1, 2]) {
      const answer = await call(filter, page, 3);
      expect(answer, `${label} ${JSON.stringify(filter)} page ${page}`).toEqual(plain(await direct(filter, page, 3)));
      seen += answer.rows.length;
    }
  }
  expect(seen, `${label}: rows listed`).toBeGreaterThan(0);
  const past = await call(filters[0]!, 500, 20);
  expect(past.rows).toEqual([]);
  const first = await direct(filters[0]!, 1, 20);
  expect(first.total, `${label}: total`).toBeGreaterThan(0);
  expect(past.total).toBe(first.total);
}

/** The endpoint as `who` with the filter and paging as its query. */
const caller =
  (who: As, endpoint: unknown) =>
  async (f: Filter, page: number, limit: number): Promise<Page> => {
    const res = await who.call(endpoint as never, { query: { ...f, page, limit } } as never);
    expect((res as { resCode: number }).resCode, JSON.stringify(res)).toBe(200);
    return (res as { data: Page }).data;
  };

/** A list built directly with listPage, as the endpoints did before they were prepared. */
const directList = (select: (extra?: { total: SQL<number> }) => never, where: SQL | undefined, order: never[], total: ListTotal, map: (r: never) => unknown) => (page: number, limit: number) =>
  listPage(t.db, { select, where, order, page, limit, total, map });

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await t.login());
  cs = as(t, await t.login('zhaomin'));
});
afterAll(() => t?.close());

describe('prepared gift lists', () => {
  it('ready-to-send grants: the approved tab, oldest first, with its kept total; a sender sees her own', async () => {
    const ready = (scope: number | undefined) => (_f: Filter, page: number, limit: number) =>
      directList((extra) => selectGrantRows(t.db, extra) as never, grantWhere({ status: 'approved' }, scope), [asc(giftGrants.id)] as never[], { beside: tabTotalSql(giftGrantMachine, 'approved', scope) }, toGrantRow as never)(page, limit);
    await expectSameAsDirect('ready grants', [{}], caller(admin, readySendGiftInfo), ready(undefined));
    const scope = await scopeOf(grantVisibility, 'zhaomin');
    expect(scope).toBeDefined();
    const mine = await caller(cs, readySendGiftInfo)({}, 1, 50);
    expect(mine).toEqual(plain(await ready(scope)({}, 1, 50)));
  });

  it('stock: every filter, its exact total counted over the stock with its gift', async () => {
    const rows = (await caller(admin, stockPage)({}, 1, 200)).rows as Array<{ sku: string; giftName: string; warehouseId: number }>;
    expect(rows.length).toBeGreaterThan(2);
    const filters: Filter[] = [
      {},
      { keyword: rows[0]!.sku.slice(0, 4) },
      { keyword: rows[rows.length - 1]!.giftName.slice(0, 1) },
      { warehouseId: rows[0]!.warehouseId },
      { warehouseId: rows[0]!.warehouseId, inStock: 'true' },
      { inStock: 'false' },
      { keyword: 'no-such-gift' },
    ];
    await expectSameAsDirect('stock', filters, caller(admin, stockPage), async (f, page, limit) => {
      const where = stockWhere(f as StockFilter);
      const [n] = await t.db.select({ n: count() }).from(giftStock).innerJoin(giftItems, eq(giftItems.id, giftStock.giftId)).where(where);
      return directList(() => selectStock(t.db) as never, where, stockOrder as never[], { exact: n!.n }, toStock as never)(page, limit);
    });
  });

  it('moves: the stock moves list and the stock-in and stock-out lists, all filters', async () => {
    const direct = (fixed: MoveFilter) => (f: Filter, page: number, limit: number) =>
      directList(() => selectMoves(t.db) as never, moveWhere({ ...(f as MoveFilter), ...fixed }), [desc(giftStockMoves.id)] as never[], { table: giftStockMoves, cap: LIST_COUNT_CAP }, toMove as never)(page, limit);
    const [move] = await t.db.select().from(giftStockMoves).where(eq(giftStockMoves.direction, 'in')).orderBy(desc(giftStockMoves.id)).limit(1);
    expect(move).toBeDefined();
    const [gift] = await t.db.select({ sku: giftItems.sku }).from(giftItems).where(eq(giftItems.id, move!.giftId));
    const day = move!.createdAt.toLocaleDateString('sv'); // the server's time zone, as the lists read days
    await expectSameAsDirect('moves', [{}, { direction: 'in' }, { direction: 'out' }, { giftId: move!.giftId }, { direction: 'in', giftId: move!.giftId }], caller(admin, movePage), direct({}));
    const filters: Filter[] = [
      {},
      { keyword: gift!.sku.slice(0, 4) },
      { keyword: gift!.sku },
      { warehouseId: move!.warehouseId, reason: move!.reason },
      { dateFrom: day, dateTo: day },
      { dateFrom: '2000-01-01' },
      { dateTo: '2000-01-01' },
    ];
    await expectSameAsDirect('stock in', filters, caller(admin, stockInCalls.page), direct({ direction: 'in' }));
    const out: Filter[] = [{}, { reason: 'grant' }, { reason: 'damage', keyword: gift!.sku.slice(0, 2) }];
    const outCall = caller(admin, stockOutCalls.page);
    for (const f of out) for (const page of [1, 2]) expect(await outCall(f, page, 3)).toEqual(plain(await direct({ direction: 'out' })(f, page, 3)));
  });

  it('cards: brand prefix, currency and status', async () => {
    const [card] = await t.db.select().from(giftCards).orderBy(desc(giftCards.id)).limit(1);
    expect(card).toBeDefined();
    const filters: Filter[] = [{}, { brand: card!.brand.slice(0, 2) }, { brand: card!.brand, currency: card!.currency }, { status: card!.status }, { status: 'void' }, { brand: 'no-such-brand' }];
    await expectSameAsDirect('cards', filters, caller(admin, cardPage), (f, page, limit) =>
      directList(() => selectCards(t.db) as never, cardWhere(f as CardFilter), [desc(giftCards.id)] as never[], { table: giftCards, cap: LIST_COUNT_CAP }, toCard as never)(page, limit),
    );
  });
});

describe('prepared customer service lists', () => {
  it('service orders: every filter, for everyone and for a 客服 seeing her own', async () => {
    const [o] = await t.db.select().from(csServiceOrders).where(eq(csServiceOrders.createdBy, await idOf('zhaomin'))).orderBy(desc(csServiceOrders.id)).limit(1);
    expect(o).toBeDefined();
    const day = o!.createdAt.toLocaleDateString('sv');
    const filters: Filter[] = [
      {},
      { status: o!.status },
      { status: 'closed' },
      { ownerId: o!.createdBy, type: o!.type },
      { serialNo: o!.serialNo.slice(0, 4).toLowerCase() },
      { sku: o!.sku?.slice(0, 2) ?? 'X', orderNo: o!.orderNo?.slice(0, 2) ?? 'X' },
      { dateFrom: day, dateTo: day },
      { dateFrom: '2000-01-01', dateTo: '2000-01-02' },
    ];
    for (const [who, username] of [[admin, 'admin'], [cs, 'zhaomin']] as const) {
      const scope = await scopeOf(serviceOrderVisibility, username);
      await expectSameAsDirect(`service orders ${username}`, filters, caller(who, serviceOrderPage), (f, page, limit) =>
        directList((extra) => selectOrderRows(t.db, extra) as never, serviceOrderWhere(f as never, scope), [desc(csServiceOrders.id)] as never[], { table: csServiceOrders, cap: LIST_COUNT_CAP }, toServiceOrderRow as never)(page, limit),
      );
    }
  });

  it('reviews: every filter, for everyone and for a 客服 seeing her own', async () => {
    const [r] = await t.db.select().from(csReviews).where(eq(csReviews.createdBy, await idOf('zhaomin'))).orderBy(desc(csReviews.id)).limit(1);
    expect(r).toBeDefined();
    const filters: Filter[] = [
      {},
      { status: r!.status },
      { channel: r!.channel },
      { rating: r!.rating },
      { rating: 5 },
      { bad: 'true' },
      { bad: 'false', channel: r!.channel },
      { ownerId: r!.createdBy, sku: r!.sku.slice(0, 3) },
      { dateFrom: r!.reviewedOn, dateTo: r!.reviewedOn },
      { orderNo: 'no-such-order' },
    ];
    for (const [who, username] of [[admin, 'admin'], [cs, 'zhaomin']] as const) {
      const scope = await scopeOf(reviewVisibility, username);
      await expectSameAsDirect(`reviews ${username}`, filters, caller(who, reviewPage), (f, page, limit) =>
        directList((extra) => selectReviewRows(t.db, extra) as never, reviewWhere({ ...f, bad: f.bad === undefined ? undefined : f.bad === 'true' } as never, scope), [desc(csReviews.id)] as never[], { table: csReviews, cap: LIST_COUNT_CAP }, toReviewRow as never)(page, limit),
      );
    }
  });
});

describe('prepared warranty lists', () => {
  const HIVE_MENUS = [projectScreen.path, codeScreen.path, hiveClientScreen.path, warrantyOrderScreen.path];
  const viewers: Array<[string, As, () => Promise<HiveScope>]> = [];

  beforeAll(async () => {
    viewers.push(['admin', admin, async () => hiveScopeOf(t.db, await idOf('admin'))]);
    const us = await userWith(t, 'prep-hive-us', { menus: HIVE_MENUS });
    const [p] = await t.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, 'AMZ-US'));
    await t.db.insert(groupPlatforms).values({ groupId: us.groupId, platformId: p!.id });
    viewers.push(['us', us.client as unknown as As, () => hiveScopeOf(t.db, us.userId)]);
  });

  /** The marketplace as the list reads it (the query names its key). */
  const market = (f: Filter) => ({ ...f, marketplace: f.marketplace ? MARKETPLACES[f.marketplace as Marketplace] : null });
  /** Filtered by status alone over every project: the kept status count; otherwise counted up to the cap. */
  const queueTotal = (machine: Machine, table: never, present: Record<string, unknown>): ListTotal =>
    Object.keys(present).every((k) => k === 'status') ? { beside: tabTotalSql(machine, present.status as string | undefined, undefined) } : { table, cap: LIST_COUNT_CAP };

  /** The newest record of `table` (the demo seeds every warranty list). */
  const newest = async <T extends typeof warrantyProjects | typeof warrantyBatches | typeof warrantyOrders | typeof warrantyCustomers>(table: T) => {
    const [row] = await t.db.select().from(table as typeof warrantyProjects).orderBy(desc((table as typeof warrantyProjects).id)).limit(1);
    expect(row).toBeDefined();
    return row as unknown as T['$inferSelect'];
  };
  const marketKey = (name: string) => (Object.keys(MARKETPLACES) as Marketplace[]).find((k) => MARKETPLACES[k] === name) ?? 'amazon';
  const SLOW = 180_000; // four lists, two viewers, through the endpoint and built directly

  it('projects: name, SKU, enabled, within the viewer\'s platforms', async () => {
    const project = await newest(warrantyProjects);
    for (const [name, who, scopeOfViewer] of viewers) {
      const scope = await scopeOfViewer();
      await expectSameAsDirect(`projects ${name}`, [{}, { name: project.name.slice(0, 2) }, { sku: project.skus[0]!.toLowerCase() }, { enabled: 'true' }, { enabled: 'false', name: 'x' }], caller(who, honeycombBasePage), (f, page, limit) =>
        directList(() => selectProjects(t.db) as never, projectWhere({ ...f, enabled: f.enabled === undefined ? undefined : f.enabled === 'true' } as ProjectFilter, scope), projectOrder as never[], { table: warrantyProjects, cap: LIST_COUNT_CAP }, toProjectRow as never)(page, limit),
      );
    }
  }, SLOW);

  it('batches: the kept status count filtered by status alone over every project, counted otherwise', async () => {
    const batch = await newest(warrantyBatches);
    const filters: Filter[] = [{}, { status: batch.status }, { status: 'printed' }, { projectId: batch.projectId }, { sku: batch.sku.slice(0, 3).toLowerCase() }, { serialNo: batch.serialNo, status: batch.status }];
    for (const [name, who, scopeOfViewer] of viewers) {
      const scope = await scopeOfViewer();
      await expectSameAsDirect(`batches ${name}`, filters, caller(who, honeycombQrPage), (f, page, limit) =>
        directList((extra) => selectBatches(t.db, extra) as never, batchWhere(f as BatchFilter, scope), batchOrder as never[], queueTotal(warrantyBatchMachine, warrantyBatches as never, presentOf(batchValues(f as BatchFilter, scope))), toBatchRow as never)(page, limit),
      );
    }
  }, SLOW);

  it('orders: the kept status count filtered by status alone over every project, counted otherwise', async () => {
    const order = await newest(warrantyOrders);
    const filters: Filter[] = [{}, { status: order.status }, { status: 'rejected' }, { keyword: order.serialNo.slice(0, 4).toLowerCase() }, { keyword: order.email.slice(1, 4) }, { projectId: order.projectId, marketplace: marketKey(order.marketplace) }];
    for (const [name, who, scopeOfViewer] of viewers) {
      const scope = await scopeOfViewer();
      await expectSameAsDirect(`orders ${name}`, filters, caller(who, warrantyOrderPage), (f, page, limit) => {
        const filter = market(f) as OrderFilter;
        return directList((extra) => selectOrders(t.db, extra) as never, orderWhere(filter, scope), orderOrder as never[], queueTotal(warrantyOrderMachine, warrantyOrders as never, presentOf(orderValues(filter, scope))), toOrderRow as never)(page, limit);
      });
    }
  }, SLOW);

  it('buyers: keyword, project, marketplace, seen through a project of the viewer\'s platforms', async () => {
    const buyer = await newest(warrantyCustomers);
    const order = await newest(warrantyOrders);
    const filters: Filter[] = [{}, { keyword: buyer.email.slice(1, 5) }, { keyword: buyer.name.slice(0, 2).toUpperCase() }, { projectId: order.projectId }, { marketplace: marketKey(order.marketplace) }];
    for (const [name, who, scopeOfViewer] of viewers) {
      const scope = await scopeOfViewer();
      await expectSameAsDirect(`buyers ${name}`, filters, caller(who, honeycombCustomerPage), (f, page, limit) =>
        directList(() => selectCustomers(t.db) as never, customerWhere(market(f) as CustomerFilter, scope), customerOrder as never[], { table: warrantyCustomers, cap: LIST_COUNT_CAP }, toCustomerRow as never)(page, limit),
      );
    }
  }, SLOW);
});
