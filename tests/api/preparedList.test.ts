import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { grantPage, type GrantFilter } from '@shared/api/gifts/grants';
import { queryDetailByCondition, type DetailFilter } from '@shared/api/review/detail';
import { employeePage } from '@shared/api/admin/employee';
import { gateLogPage } from '@shared/api/admin/gateLog';
import { queryBackPaymentList, type BackPaymentFilter } from '@shared/api/b2b/backPayment';
import { invoicePage } from '@shared/api/b2b/invoice';
import { queryDeliverGoodsList, type DeliveryFilter } from '@shared/api/b2b/delivery';
import { customerPage } from '@shared/api/b2b/customer';
import { paymentPage, type PaymentFilter } from '@shared/api/b2b/payment';
import { queryKolRequireList } from '@shared/api/kol/require';
import { claimPage, type ClaimFilter } from '@shared/api/promotion/claim';
import { itemPage, type ItemFilter } from '@shared/api/promotionItems/items';
import { reviewerUsers } from '@shared/api/reviewers/reviewers';
import { forecastList } from '@shared/api/sales/forecast';
import { forecastSkuList } from '@shared/api/sales/forecastSku';
import { queryKeywordTaskList, type KeywordTaskFilter } from '@shared/api/storePerformance/keywords';
import { queryNotificationTaskList, type NotificationTaskFilter } from '@shared/api/storePerformance/notifications';
import { queryStoreList, type PerfStoreFilter } from '@shared/api/storePerformance/stores';
import { supplyPlanPage } from '@shared/api/supply/plans';
import { userPage } from '@shared/api/user';
import {
  backPaymentMachine,
  deliveryMachine,
  forecastMachine,
  forecastSkuMachine,
  giftGrantMachine,
  kolRequireMachine,
  paymentMachine,
  planOrderDetailMachine,
  reimbursementMachine,
  supplyPlanMachine,
  type Machine,
} from '@shared/workflow';
import {
  b2bBackPayments,
  b2bCustomers,
  b2bDeliveries,
  b2bInvoices,
  b2bPayments,
  employees,
  gateLogs,
  giftGrants,
  kolPool,
  kolRequires,
  perfKeywordTasks,
  perfNotificationTasks,
  promoteItems,
  promotionClaims,
  reviewPlanOrderDetails,
  reviewers,
  saleForecastSkus,
  saleForecastVersions,
  supplyPlans,
  users,
} from '../../server/db/schema';
import { queryKolPoolList, type PoolFilter } from '@shared/api/kol/pool';
import { poolOrder, poolWhere, selectPool, toPoolRow } from '../../server/modules/kol/pool/queries';
import { listPage } from '../../server/http/listPage';
import { grantWhere, grantValues, selectGrantRows, toGrantRow } from '../../server/modules/gifts/grants/queries';
import { detailConditions, detailOrder, detailValues, selectDetails, toDetailRow, type DetailValues } from '../../server/modules/review/detailQueries';
import { seesFullAddress } from '../../server/modules/review/address';
import { detailVisibility } from '../../server/modules/review/visibility';
import { platformScope } from '../../server/modules/reference/scope';
import { loadUserCodes } from '../../server/http/auth/codes';
import type { Caller } from '../../server/http/auth/caller';
import { direct, presentOf } from '../../server/http/preparedList';
import { actorOf, tabTotalSql } from '../../server/workflow';
import { backPaymentVisibility, customerVisibility, deliveryVisibility, invoiceVisibility, paymentVisibility } from '../../server/modules/b2b/common/visibility';
import { newestFirst, paymentValues, paymentWhere, selectPaymentRows, toPaymentRow } from '../../server/modules/b2b/payments/queries';
import { backPaymentValues, backPaymentWhere, selectBackPayments, toBackPaymentRow } from '../../server/modules/b2b/backPayments/queries';
import { deliveryValues, deliveryWhere, selectDeliveries, toDeliveryRow } from '../../server/modules/b2b/deliveries/queries';
import { customerWhere, selectCustomers } from '../../server/modules/b2b/customers/queries';
import { invoiceWhere, selectInvoices } from '../../server/modules/b2b/invoices/queries';
import { today } from '../../server/modules/b2b/invoices/dates';
import { claimOrder, claimValues, claimWhere, selectClaimRows, toClaimRow } from '../../server/modules/promotion/claims/queries';
import { claimVisibility } from '../../server/modules/promotion/claims/visibility';
import { itemWhere, selectItemRows, toItemRow } from '../../server/modules/promotionItems/items/queries';
import { itemVisibility } from '../../server/modules/promotionItems/visibility';
import { forecastValues, forecastWhere, newestFirst as forecastOrder, selectForecastRows, toForecastRow } from '../../server/modules/sales/forecasts/queries';
import { forecastVisibility } from '../../server/modules/sales/forecasts/visibility';
import { forecastSkuValues, forecastSkuWhere, newestFirst as forecastSkuOrder, selectForecastSkuRows, toForecastSkuRow } from '../../server/modules/sales/forecastSkus/queries';
import { forecastSkuVisibility } from '../../server/modules/sales/forecastSkus/visibility';
import { planValues, planWhere, selectPlanRows, toPlanRow } from '../../server/modules/supply/plans/queries';
import { planVisibility } from '../../server/modules/supply/visibility';
import { newestFirst as requireOrder, requireValues, requireWhere, selectRequireRows, toRequireRow } from '../../server/modules/kol/requires/queries';
import { requireVisibility } from '../../server/modules/kol/visibility';
import { taskSelect, taskWhere, toTaskRow } from '../../server/modules/storePerformance/taskQueries';
import { taskVisibility } from '../../server/modules/storePerformance/visibility';
import { storeScope } from '../../server/modules/storePerformance/scope';
import { keywordSelect, keywordWhere } from '../../server/modules/storePerformance/keywords';
import { perfStoreCountSql, perfStoreOrder, perfStoreSelect, perfStoreWhere, toPerfStoreRow } from '../../server/modules/storePerformance/storeQueries';
import { profileConditions, profileValues } from '../../server/modules/reviewers/profiles';
import { selectUsers, userConditions, userValues, type UserFilter } from '../../server/modules/user/queries';
import { employeeConditions, employeeValues, selectEmployees } from '../../server/modules/employees/queries';
import { gateLogOrder, gateLogWhere, selectGateLogs } from '../../server/modules/gatelog/queries';
import { getBaseSkuList } from '@shared/api/products/sku';
import { exportTaskPage, importRecordPage } from '@shared/api/report';
import { baseSkus, exportTasks, importRecords } from '../../server/db/schema';
import { newestFirst as skusNewestFirst, skuSelect, skuWhere, toSkuRow } from '../../server/modules/products/skus/queries';
import { SEE_ALL_SKUS, skuScope } from '../../server/modules/products';
import { exportTaskRows, importRecordRows } from '../../server/modules/report/queries';
import { spuAssignList } from '@shared/api/sales/spuAssign';
import { saleSpuAssigns } from '../../server/db/schema';
import { newestFirst as spuNewestFirst, selectSpuAssignRows, spuAssignWhere, toSpuAssignRow } from '../../server/modules/sales/spuAssigns/queries';
import { spuAssignVisibility } from '../../server/modules/sales/spuAssigns/visibility';
import { spuAssignMachine } from '@shared/workflow';
import { compareEverywhere as compareAcross, type CompareOptions, type Listed } from './preparedList/compare';
import { createTestApp, type TestApp } from '../support/app';
import { as, type As } from './admin/support';

/**
 * Prepared lists (server/http/preparedList.ts) answer exactly what the same query built directly
 * answers: for every shape of filter, for other values of a shape already prepared (the values are
 * bound, not frozen into the statement), for a scoped viewer, and past the last page.
 */
let t: TestApp;
let manager: As; // hejun: sees every grant
let cs: As; // zhaomin: only her own
let csId: number;

beforeAll(async () => {
  t = await createTestApp();
  manager = as(t, await t.login('hejun'));
  cs = as(t, await t.login('zhaomin'));
  csId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'zhaomin')))[0]!.id;
});
afterAll(() => t?.close());

/** The gift grant list built directly with listPage, as it was before it was prepared. */
async function grantsDirect(filter: Partial<GrantFilter>, scope: number | undefined, page: number, limit: number) {
  const counted = !Object.keys(presentOf(grantValues(filter as GrantFilter, scope))).every((key) => key === 'status' || key === 'scope');
  const expected = await listPage(t.db, {
    select: (extra) => selectGrantRows(t.db, extra),
    where: grantWhere(filter as GrantFilter, scope),
    order: [desc(giftGrants.id)],
    page,
    limit,
    total: counted ? { table: giftGrants, cap: LIST_COUNT_CAP } : { beside: tabTotalSql(giftGrantMachine, filter.status, scope) },
    map: toGrantRow,
  });
  return JSON.parse(JSON.stringify(expected)) as typeof expected;
}

describe('prepared gift grant list', () => {
  const demo = async () => (await manager.call(grantPage, { query: { limit: 200 } })).data!.rows;

  it('answers like the direct query for every shape, and for new values of a shape already prepared', async () => {
    const rows = await demo();
    expect(rows.length).toBeGreaterThan(5);
    const statuses = [...new Set(rows.map((r) => r.status))];
    expect(statuses.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const filters: Array<Partial<GrantFilter>> = [
      {},
      ...statuses.map((status) => ({ status }) as Partial<GrantFilter>),
      { serialNo: first.serialNo.slice(0, 6).toLowerCase() },
      { serialNo: first.serialNo },
      { status: first.status, recipientName: first.recipientName.slice(0, 3) } as Partial<GrantFilter>,
      { giftKind: 'card' },
      { giftKind: 'physical', reasonType: 'review' },
      { orderNo: 'no-such-order' },
    ];
    for (const filter of filters) {
      for (const page of [1, 2]) {
        const answer = (await manager.call(grantPage, { query: { ...filter, page, limit: 3 } })).data;
        expect(answer, JSON.stringify(filter)).toEqual(await grantsDirect(filter, undefined, page, 3));
      }
    }
  });

  it('binds the viewer: a scoped viewer sees her own grants only, with her own total', async () => {
    for (const filter of [{}, { status: 'approved' }, { giftKind: 'card' }] as Array<Partial<GrantFilter>>) {
      const mine = (await cs.call(grantPage, { query: { ...filter, limit: 5 } })).data!;
      expect(mine).toEqual(await grantsDirect(filter, csId, 1, 5));
      const everyone = (await manager.call(grantPage, { query: { ...filter, limit: 5 } })).data!;
      expect(everyone.total).toBeGreaterThanOrEqual(mine.total);
    }
  });

  it('knows the total past the last page', async () => {
    const past = (await manager.call(grantPage, { query: { page: 500, limit: 20 } })).data!;
    expect(past.rows).toEqual([]);
    expect(past.total).toBe((await grantsDirect({}, undefined, 1, 20)).total);
    expect(past.total).toBeGreaterThan(0);
  });
});

describe('prepared plan order detail list', () => {
  /** The list built directly with listPage, as it was before it was prepared. */
  async function detailsDirect(username: string, filter: Partial<DetailFilter>, page: number, limit: number) {
    const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const caller = { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
    const platforms = await platformScope(t.db, caller);
    const owner = await detailVisibility.scope(caller);
    const v = presentOf(detailValues(filter, owner, platforms.all ? undefined : platforms.platformIds));
    const maintained = Object.keys(v).every((key) => key === 'status' || key === 'owner');
    const list = await listPage(t.db, {
      select: (extra) => selectDetails(t.db, extra),
      where: detailConditions(v, direct(v as DetailValues)),
      order: detailOrder,
      page,
      limit,
      total: maintained ? { beside: tabTotalSql(planOrderDetailMachine, v.status, owner) } : { table: reviewPlanOrderDetails, cap: LIST_COUNT_CAP },
      map: toDetailRow(await seesFullAddress(caller)),
    });
    return JSON.parse(JSON.stringify(list)) as typeof list;
  }

  it('answers like the direct query for everyone and for a handler limited to her own details on her platforms', async () => {
    const people: Array<[string, As]> = [
      ['admin', as(t, await t.login())],
      ['huangli', as(t, await t.login('huangli'))],
    ];
    const rows = (await people[0]![1].call(queryDetailByCondition, { query: { limit: 200 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(3);
    const first = rows[0]! as (typeof rows)[number] & { status: DetailFilter['status'] };
    const filters: Array<Partial<DetailFilter>> = [
      {},
      ...[...new Set(rows.map((r) => r.status))].map((status) => ({ status }) as Partial<DetailFilter>),
      { status: first.status, sku: first.sku.slice(0, 3).toLowerCase() },
      { planOrderId: first.planOrderId },
      { platformId: first.platformId, sendLetterStatus: 'sent' },
      { invitationCode: 'NO-SUCH' },
    ];
    let seenByHandler = 0;
    for (const [username, who] of people) {
      for (const filter of filters) {
        for (const page of [1, 3]) {
          const { counts, ...answer } = (await who.call(queryDetailByCondition, { query: { ...filter, page, limit: 2 } })).data!;
          expect(answer, `${username} ${JSON.stringify(filter)} page ${page}`).toEqual(await detailsDirect(username, filter, page, 2));
          expect(Object.keys(counts).length).toBeGreaterThan(0);
          if (username === 'huangli') seenByHandler += answer.rows.length;
        }
      }
    }
    expect(seenByHandler).toBeGreaterThan(0);
  });
});

describe('prepared KOL pool list', () => {
  it('binds the tag list as one array value: the same rows and total as the direct query', async () => {
    const admin = as(t, await t.login());
    const rows = (await admin.call(queryKolPoolList, { query: { limit: 200 } })).data!.rows;
    const tagged = rows.find((r) => r.tagIds.length > 0)!;
    expect(tagged).toBeDefined();
    const filters: Array<Partial<PoolFilter>> = [
      {},
      { tagIds: tagged.tagIds.slice(0, 1) },
      { tagIds: tagged.tagIds, channel: tagged.channel } as Partial<PoolFilter>,
      { selectable: true, name: tagged.name.slice(0, 2) },
      { blacklisted: true },
      { followersMin: 1000, followersMax: 500000 },
    ];
    for (const filter of filters) {
      const query = { ...filter, tagIds: filter.tagIds, blacklisted: filter.blacklisted === undefined ? undefined : String(filter.blacklisted), selectable: filter.selectable ? 'true' : undefined, page: 1, limit: 5 };
      const answer = (await admin.call(queryKolPoolList, { query: query as never })).data!;
      const direct = await listPage(t.db, { select: () => selectPool(t.db), where: poolWhere(filter as PoolFilter), order: poolOrder, page: 1, limit: 5, total: { table: kolPool, cap: 10_000 }, map: toPoolRow });
      expect(answer, JSON.stringify(filter)).toEqual(JSON.parse(JSON.stringify(direct)));
    }
  });
});

/** A caller as the server builds one from a token, for the direct queries' scopes. */
async function callerOf(username: string): Promise<Caller> {
  const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  return { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
}

const plain = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
/** An answer's data, or the answer itself as the error (a refused call says why). */
const dataOf = <D>(answer: { data?: D | null }): D => {
  if (answer.data == null) throw new Error(JSON.stringify((answer as { body?: unknown }).body ?? answer));
  return answer.data;
};

/** A workflow list built directly: the maintained total for a status tab (in scope), a capped count otherwise. */
async function workflowDirect<R, T>(q: { machine: Machine; table: PgTable; values: Record<string, unknown>; where: SQL | undefined; select: (extra?: { total: SQL<number> }) => never; order: SQL[]; map: (r: R) => T }, page: number, limit: number) {
  const v = presentOf(q.values);
  const maintained = Object.keys(v).every((key) => key === 'status' || key === 'scope');
  const total = maintained ? { beside: tabTotalSql(q.machine, v.status as string | undefined, v.scope as number | undefined) } : { table: q.table, cap: LIST_COUNT_CAP };
  return plain(await listPage(t.db, { select: q.select, where: q.where, order: q.order, page, limit, total, map: q.map }));
}

/** The list compared with the same query built directly (compare.ts). */
const compareEverywhere = (opts: CompareOptions) => compareAcross(t, { ...opts, pages: [1, 3, 500] });

/** A filter's prefix of a text the rows hold (its first letters, as a user types them). */
const prefix = (text: string | null | undefined, n = 3) => (text ?? '').slice(0, n);

describe('prepared workflow lists of every domain', () => {
  it('payments: the sales person sees her own, finance everyone', async () => {
    const rows = (await as(t, await t.login()).call(paymentPage, { query: { limit: 100 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const seen = await compareEverywhere({
      viewers: ['admin', 'zhangwei'],
      filters: [{}, { status: first.status }, { serialNo: prefix(first.serialNo, 4).toLowerCase() }, { status: first.status, type: first.type }, { createdFrom: '2020-01-01', createdTo: '2099-12-31' }, { currency: 'EUR' }],
      call: async (who, query) => dataOf(await who.call(paymentPage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const scope = await paymentVisibility.scope(await callerOf(username));
        const filter = f as PaymentFilter;
        return workflowDirect({ machine: paymentMachine, table: b2bPayments, values: paymentValues(filter, scope), where: paymentWhere(filter, scope), select: ((e?: { total: SQL<number> }) => selectPaymentRows(t.db, e)) as never, order: newestFirst(filter), map: toPaymentRow }, page, limit);
      },
    });
    expect(seen.zhangwei).toBeGreaterThan(0);
  });

  it('promotion claims: a claimant sees her own claims', async () => {
    const rows = (await as(t, await t.login()).call(claimPage, { query: { limit: 100 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(2);
    const first = rows[0]!;
    const claimant = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.createdBy)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', claimant],
      filters: [{}, { status: first.status }, { statuses: `${first.status},draft` }, { serialNo: prefix(first.serialNo, 4).toLowerCase() }, { promoteType: first.promoteType, month: first.month }, { overLimit: 'true' }],
      call: async (who, query) => dataOf(await who.call(claimPage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const scope = await claimVisibility.scope(await callerOf(username));
        const filter = f as ClaimFilter;
        return workflowDirect({ machine: reimbursementMachine, table: promotionClaims, values: claimValues(filter, scope), where: claimWhere(filter, scope), select: ((e?: { total: SQL<number> }) => selectClaimRows(t.db, e)) as never, order: claimOrder(filter), map: toClaimRow }, page, limit);
      },
    });
    expect(seen[claimant]).toBeGreaterThan(0);
  });

  it('forecasts, forecast SKUs, supply plans and KOL requirements: the operator sees her own', async () => {
    const lists = [
      { endpoint: forecastList, machine: forecastMachine, table: saleForecastVersions, visibility: forecastVisibility, values: forecastValues, where: forecastWhere, select: selectForecastRows, order: () => forecastOrder, map: toForecastRow },
      { endpoint: forecastSkuList, machine: forecastSkuMachine, table: saleForecastSkus, visibility: forecastSkuVisibility, values: forecastSkuValues, where: forecastSkuWhere, select: selectForecastSkuRows, order: () => forecastSkuOrder, map: toForecastSkuRow },
      { endpoint: supplyPlanPage, machine: supplyPlanMachine, table: supplyPlans, visibility: planVisibility, values: planValues, where: planWhere, select: selectPlanRows, order: () => [desc(supplyPlans.id)], map: toPlanRow },
      { endpoint: queryKolRequireList, machine: kolRequireMachine, table: kolRequires, visibility: requireVisibility, values: requireValues, where: requireWhere, select: selectRequireRows, order: () => requireOrder, map: toRequireRow },
    ] as const;
    for (const list of lists) {
      const rows = (await as(t, await t.login()).call(list.endpoint as typeof forecastList, { query: { limit: 100 } as never })).data!.rows as Array<{ status: string; createdBy: number; storeId?: number }>;
      expect(rows.length, list.endpoint.path).toBeGreaterThan(1);
      const first = rows[0]!;
      const owner = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.createdBy)))[0]!.username;
      const seen = await compareEverywhere({
        viewers: ['admin', owner],
        filters: [{}, { status: first.status }, ...(first.storeId ? [{ status: first.status, storeId: first.storeId }] : [])],
        call: async (who, query) => dataOf(await who.call(list.endpoint as typeof forecastList, { query: query as never })) as Listed,
        direct: async (username, f, page, limit) => {
          const scope = await list.visibility.scope(await callerOf(username));
          const values = (list.values as (f: unknown, s: number | undefined) => Record<string, unknown>)(f, scope);
          const where = (list.where as (f: unknown, s: number | undefined) => SQL | undefined)(f, scope);
          const select = ((e?: { total: SQL<number> }) => (list.select as (db: unknown, e?: unknown) => unknown)(t.db, e)) as never;
          return workflowDirect({ machine: list.machine, table: list.table, values, where, select, order: list.order(), map: list.map as (r: never) => unknown }, page, limit);
        },
      });
      expect(seen[owner], list.endpoint.path).toBeGreaterThan(0);
    }
  });

  it('back payments: the sales person sees her own', async () => {
    const rows = (await as(t, await t.login()).call(queryBackPaymentList, { query: { limit: 100 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[0]!;
    const owner = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.createdBy)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [{}, { status: first.status }, { serialNo: prefix(first.serialNo, 4) }, { currency: first.currency, status: first.status }],
      call: async (who, query) => dataOf(await who.call(queryBackPaymentList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const scope = await backPaymentVisibility.scope(await callerOf(username));
        const filter = f as BackPaymentFilter;
        return workflowDirect({ machine: backPaymentMachine, table: b2bBackPayments, values: backPaymentValues(filter, scope), where: backPaymentWhere(filter, scope), select: ((e?: { total: SQL<number> }) => selectBackPayments(t.db, e)) as never, order: [desc(b2bBackPayments.id)], map: toBackPaymentRow }, page, limit);
      },
    });
    expect(seen[owner]).toBeGreaterThan(0);
  });

  it('deliveries: the sales person sees her own', async () => {
    const rows = (await as(t, await t.login()).call(queryDeliverGoodsList, { query: { limit: 100 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[0]!;
    const owner = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.createdBy)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { status: first.status },
        { serialNo: prefix(first.serialNo, 4).toLowerCase() },
        { orderNo: first.orderNo, status: first.status },
        { customerId: first.customerId },
        { createdFrom: '2020-01-01', createdTo: '2099-12-31' },
        { createdTo: '2020-01-01' },
      ],
      call: async (who, query) => dataOf(await who.call(queryDeliverGoodsList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const scope = await deliveryVisibility.scope(await callerOf(username));
        const filter = queryDeliverGoodsList.query!.parse(f) as DeliveryFilter;
        return workflowDirect({ machine: deliveryMachine, table: b2bDeliveries, values: deliveryValues(filter, scope), where: deliveryWhere(filter, scope), select: ((e?: { total: SQL<number> }) => selectDeliveries(t.db, e)) as never, order: [desc(b2bDeliveries.id)], map: toDeliveryRow }, page, limit);
      },
    });
    expect(seen[owner]).toBeGreaterThan(0);
  });
});

describe('prepared counted lists of every domain', () => {
  /** A list counted up to the cap, built directly. */
  const countedDirect = async <R>(q: { select: (extra?: { total: SQL<number> }) => never; where: SQL | undefined; order: SQL[]; table: PgTable; cap?: number; map?: (r: R) => unknown }, page: number, limit: number) =>
    plain(await listPage(t.db, { select: q.select, where: q.where, order: q.order, page, limit, total: { countedBeside: q.table, cap: q.cap }, map: q.map }));

  it('customers: the sales person sees the customers she owns; the name filter also takes a full code', async () => {
    const rows = (await as(t, await t.login()).call(customerPage, { query: { limit: 100 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows.find((r) => r.salesUserId !== null)!;
    const owner = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.salesUserId!)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', owner],
      filters: [
        {},
        { name: prefix(first.name, 2).toUpperCase() },
        { name: first.code.toLowerCase() },
        { code: prefix(first.code, 3).toLowerCase(), settlement: first.settlement },
        { salesUserId: first.salesUserId, currency: first.currency },
        { enabled: 'false' },
        { enabled: 'true', name: 'no-such%' },
      ],
      call: async (who, query) => dataOf(await who.call(customerPage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const owned = await customerVisibility.scope(await callerOf(username));
        return countedDirect({ select: ((e?: { total: SQL<number> }) => selectCustomers(t.db, e)) as never, where: customerWhere(customerPage.query!.parse(f), owned), order: [desc(b2bCustomers.id)], table: b2bCustomers, cap: LIST_COUNT_CAP }, page, limit);
      },
    });
    expect(seen[owner]).toBeGreaterThan(0);
    const byCode = dataOf(await as(t, await t.login()).call(customerPage, { query: { name: first.code.toLowerCase() } }));
    expect(byCode.rows.map((r) => r.id)).toContain(first.id);
  });

  it('promotion items: the operator sees her own; the to-do filter binds the decider', async () => {
    const rows = (await as(t, await t.login()).call(itemPage, { query: { limit: 100 } })).data!.rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[0]!;
    const owner = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.createdBy)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', owner, 'wuhao'],
      filters: [{}, { status: first.status }, { todo: 'true' }, { submitted: 'true', name: prefix(first.name, 2) }, { serialNo: prefix(first.serialNo, 4).toLowerCase(), classify: first.classify }, { periodFrom: '2020-01-01', periodTo: '2099-12-31' }],
      call: async (who, query) => dataOf(await who.call(itemPage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const actor = await actorOf(await callerOf(username));
        const filter = itemPage.query!.parse(f) as unknown as ItemFilter;
        return countedDirect({ select: ((e?: { total: SQL<number> }) => selectItemRows(t.db, e)) as never, where: itemWhere(filter, itemVisibility.scopeOf(actor), actor), order: [desc(promoteItems.id)], table: promoteItems, cap: LIST_COUNT_CAP, map: toItemRow }, page, limit);
      },
    });
    expect(seen[owner]).toBeGreaterThan(0);
  });

  it('notification tasks, keyword tasks and performance stores: as the store manager sees them', async () => {
    const seen = await compareEverywhere({
      viewers: ['admin', 'songyu'],
      filters: [{}, { status: 'processing' }, { mine: 'true' }, { noticeType: 'health', title: 'a' }, { dateFrom: '2020-01-01', dateTo: '2099-12-31' }],
      call: async (who, query) => dataOf(await who.call(queryNotificationTaskList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const caller = await callerOf(username);
        const filter = queryNotificationTaskList.query!.parse(f) as NotificationTaskFilter;
        return countedDirect({ select: ((e?: { total: SQL<number> }) => taskSelect(t.db, e)) as never, where: taskWhere(filter, await taskVisibility.scope(caller), caller.userId), order: [desc(perfNotificationTasks.receivedOn), desc(perfNotificationTasks.id)], table: perfNotificationTasks, cap: LIST_COUNT_CAP, map: toTaskRow }, page, limit);
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    await compareEverywhere({
      viewers: ['admin', 'songyu'],
      filters: [{}, { reached: 'true' }, { reached: 'false', asin: 'b0' }, { keyword: 'a' }],
      call: async (who, query) => dataOf(await who.call(queryKeywordTaskList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const filter = queryKeywordTaskList.query!.parse(f) as KeywordTaskFilter;
        return countedDirect({ select: ((e?: { total: SQL<number> }) => keywordSelect(t.db, e)) as never, where: keywordWhere(filter, await storeScope(t.db, await callerOf(username))), order: [desc(perfKeywordTasks.updatedAt), desc(perfKeywordTasks.id)], table: perfKeywordTasks, cap: LIST_COUNT_CAP, map: (r: { updatedAt: Date }) => ({ ...r, updatedAt: r.updatedAt.toISOString() }) }, page, limit);
      },
    });
    const stores = await compareEverywhere({
      viewers: ['admin', 'songyu'],
      filters: [{}, { atRisk: 'true' }, { atRisk: 'false', name: 's' }, { department: 'a' }],
      call: async (who, query) => dataOf(await who.call(queryStoreList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const where = perfStoreWhere(queryStoreList.query!.parse(f) as PerfStoreFilter, await storeScope(t.db, await callerOf(username)));
        return plain(await listPage(t.db, { select: (e) => perfStoreSelect(t.db, e), where, order: perfStoreOrder, page, limit, total: { beside: perfStoreCountSql(where) }, map: toPerfStoreRow }));
      },
    });
    expect(stores.songyu).toBeGreaterThan(0);
  });

  it('reviewers, invoices, users, employees and the gate log', async () => {
    await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { name: 'a' }, { blacklisted: 'true' }, { blacklisted: 'false', country: 'us' }],
      call: async (who, query) => {
        const { total, rows } = dataOf(await who.call(reviewerUsers.page, { query: query as never })) as Listed;
        return { total, rows: (rows as Array<{ id: number }>).map((r) => r.id) };
      },
      direct: async (_, f, page, limit) => {
        const q = reviewerUsers.page.query!.parse({ ...f, page, limit }) as Parameters<typeof profileValues>[0];
        const v = presentOf(profileValues(q));
        const list = await listPage(t.db, { select: () => t.db.select({ id: reviewers.id }).from(reviewers).$dynamic(), where: profileConditions(v, direct(v as never)), order: [desc(reviewers.id)], page, limit, total: { table: reviewers, cap: LIST_COUNT_CAP } });
        return { total: list.total, rows: list.rows.map((r) => r.id) };
      },
    });
    const invoiceRows = (await as(t, await t.login()).call(invoicePage, { query: { limit: 100 } })).data!.rows;
    expect(invoiceRows.length).toBeGreaterThan(1);
    const seen = await compareEverywhere({
      viewers: ['admin', 'zhangwei'],
      filters: [{}, { status: 'paid' }, { status: 'overdue' }, { status: 'unpaid', invoiceNumber: prefix(invoiceRows[0]!.invoiceNumber, 2) }, { dateFrom: '2020-01-01' }],
      call: async (who, query) => dataOf(await who.call(invoicePage, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const owner = await invoiceVisibility.scope(await callerOf(username));
        const asOf = today();
        return countedDirect({ select: ((e?: { total: SQL<number> }) => selectInvoices(t.db, asOf, e)) as never, where: invoiceWhere(invoicePage.query!.parse(f), owner, asOf), order: [desc(b2bInvoices.id)], table: b2bInvoices, cap: LIST_COUNT_CAP }, page, limit);
      },
    });
    expect(seen.zhangwei).toBeGreaterThan(0);
    const exact = async (listed: Listed) => ({ total: listed.total, rows: listed.rows });
    await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { name: 'a' }, { status: 'reset' }, { status: 'active', name: 'w' }],
      call: async (who, query) => dataOf(await who.call(userPage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const v = presentOf(userValues(f as UserFilter));
        return exact(plain(await listPage(t.db, { select: (e) => selectUsers(t.db, e), where: userConditions(v, direct(v as never)), order: [desc(users.id)], page, limit, total: { countedBeside: users } })));
      },
    });
    await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { name: 'a' }, { status: 'on_job' }],
      call: async (who, query) => dataOf(await who.call(employeePage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const v = presentOf(employeeValues(f as never));
        return exact(plain(await listPage(t.db, { select: (e) => selectEmployees(t.db, e), where: employeeConditions(v, direct(v as never)), order: [desc(employees.id)], page, limit, total: { countedBeside: employees } })));
      },
    });
    const log = await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { method: 'POST' }, { username: 'ad', to: '2099-12-31' }, { from: '2020-01-01', to: '2099-12-31T23:59:59.000Z' }],
      call: async (who, query) => dataOf(await who.call(gateLogPage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const where = gateLogWhere(gateLogPage.query!.parse(f));
        return countedDirect({ select: ((e?: { total: SQL<number> }) => selectGateLogs(t.db, e)) as never, where, order: gateLogOrder, table: gateLogs, cap: LIST_COUNT_CAP }, page, limit);
      },
    });
    expect(log.admin).toBeGreaterThan(0);
  });
});

describe('prepared SKU and report centre lists', () => {
  it('SKUs: every filter, for a category owner, a platform user and admin, as the query built directly', async () => {
    const rows = dataOf(await as(t, await t.login()).call(getBaseSkuList, { query: { limit: 50 } })).rows;
    const listed = rows.find((r) => r.listings.length > 0 && r.categoryId !== null)!;
    expect(listed).toBeDefined();
    const seen = await compareEverywhere({
      viewers: ['admin', 'wangfang', 'liqiang'],
      filters: [
        {},
        { sku: listed.sku.slice(0, 4).toLowerCase() },
        { spu: listed.spu.slice(0, 3), status: listed.status },
        { brandId: listed.brandId },
        { categoryId: listed.categoryId },
        { unbound: 'true' },
        { unbound: 'false', platformId: listed.listings[0]!.platformId },
        { asin: listed.listings[0]!.asin.slice(0, 4).toLowerCase() },
      ],
      call: async (who, query) => dataOf(await who.call(getBaseSkuList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const scope = await skuScope(t.db, await callerOf(username), SEE_ALL_SKUS);
        const where = skuWhere(getBaseSkuList.query!.parse(f), scope);
        return plain(await listPage(t.db, { select: (e) => skuSelect(t.db, e), where, order: skusNewestFirst, page, limit, total: { countedBeside: baseSkus, cap: LIST_COUNT_CAP }, map: toSkuRow }));
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    expect(seen.wangfang).toBeGreaterThan(0);
  });

  it('export tasks and import records: mine or everyone\'s, by status and kind, with the exact total', async () => {
    const admin = (await t.db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, 'admin')))[0]!;
    const tasks = ['done', 'failed', 'done'].map((status, i) => ({ kind: 'bench', fileName: `t${i}.xlsx`, screen: 'x', params: {}, status, userId: admin.id, username: admin.username }));
    await t.db.insert(exportTasks).values(tasks);
    await t.db.insert(importRecords).values(['ok', 'failed'].map((status, i) => ({ kind: 'exchangeRate', title: '汇率导入', screen: 'x', fileName: `i${i}.xlsx`, rowCount: 1, status, userId: admin.id, username: admin.username })));
    const direct = async (table: typeof exportTasks | typeof importRecords, where: SQL | undefined, page: number, limit: number) => {
      const select = table === exportTasks ? (e?: { total: SQL<number> }) => exportTaskRows(t.db, e) : (e?: { total: SQL<number> }) => importRecordRows(t.db, e);
      const { total, rows } = plain(await listPage(t.db, { select: select as never, where, order: [desc(table.id)], page, limit, total: { countedBeside: table } }));
      return { total, rows };
    };
    const mine = (table: typeof exportTasks | typeof importRecords, f: Record<string, unknown>) =>
      and(f.all === 'true' ? undefined : eq(table.userId, admin.id), f.status ? eq(table.status, f.status as string) : undefined, f.kind && table === importRecords ? eq(importRecords.kind, f.kind as string) : undefined);
    const exports = await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { status: 'done' }, { status: 'failed', all: 'true' }],
      // Without the expiry date each answer computes from the task's end.
      call: async (who, query) => {
        const { total, rows } = dataOf(await who.call(exportTaskPage, { query: query as never }));
        return { total, rows: rows.map(({ expiresAt: _, ...r }) => r) };
      },
      direct: (_, f, page, limit) => direct(exportTasks, mine(exportTasks, f), page, limit),
    });
    expect(exports.admin).toBeGreaterThan(0);
    const imports = await compareEverywhere({
      viewers: ['admin'],
      filters: [{}, { kind: 'exchangeRate' }, { status: 'failed', kind: 'exchangeRate', all: 'true' }],
      call: async (who, query) => dataOf(await who.call(importRecordPage, { query: query as never })),
      direct: async (_, f, page, limit) => {
        const { total, rows } = await direct(importRecords, mine(importRecords, f), page, limit);
        return { total, rows: (rows as Array<Record<string, unknown>>).map(({ errorFile, ...r }) => ({ ...r, hasErrorFile: errorFile !== null })) };
      },
    });
    expect(imports.admin).toBeGreaterThan(0);
  });
});

describe('prepared SPU assignment list', () => {
  it('answers as built directly; an operator, who sees her own, gets her own total (the maintained counts follow the creator)', async () => {
    const rows = dataOf(await as(t, await t.login()).call(spuAssignList, { query: { limit: 100 } })).rows;
    expect(rows.length).toBeGreaterThan(1);
    const first = rows[0]!;
    const operator = (await t.db.select({ username: users.username }).from(users).where(eq(users.id, first.operatorId)))[0]!.username;
    const seen = await compareEverywhere({
      viewers: ['admin', operator],
      filters: [{}, { status: first.status }, { storeId: first.storeId }, { status: first.status, spu: first.spu.slice(0, 3) }, { operatorId: first.operatorId }],
      call: async (who, query) => dataOf(await who.call(spuAssignList, { query: query as never })),
      direct: async (username, f, page, limit) => {
        const filter = spuAssignList.query!.parse(f);
        const viewer = await spuAssignVisibility.scope(await callerOf(username));
        const maintained = viewer === undefined && !filter.storeId && !filter.operatorId && !filter.spu;
        const total = maintained ? { beside: tabTotalSql(spuAssignMachine, filter.status ?? undefined, undefined) } : { table: saleSpuAssigns, cap: LIST_COUNT_CAP };
        const { page: _p, limit: _l, ...conditions } = filter;
        return plain(await listPage(t.db, { select: (e) => selectSpuAssignRows(t.db, e), where: spuAssignWhere(conditions as never, viewer), order: spuNewestFirst, page, limit, total, map: toSpuAssignRow }));
      },
    });
    expect(seen.admin).toBeGreaterThan(0);
    expect(seen[operator]).toBeGreaterThan(0);
  });
});
