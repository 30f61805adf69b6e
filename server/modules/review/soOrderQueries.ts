import Big from 'big.js';
import { and, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { SoOrderRow, soOrderFilter } from '@shared/api/review/soOrders';
import type { OrderPayState } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { reviewOrderOps, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import type { Paging } from '../../http/listPage';
import { countedListPage, direct, presentOf, type Bind } from '../../http/preparedList';
import { conditionsOf, matches } from '../../db/conditions';
import { startsWith } from '../../db/like';
import { latestRate } from '../reference';
import { detailConditions, detailOrder, detailValues, selectDetails } from './detailQueries';
import { platformsOf, type ListView } from './listView';

const d = reviewPlanOrderDetails;
const o = reviewOrderOps;
const p = reviewPlanOrders;

export type SoOrderFilter = z.output<typeof soOrderFilter>;

/** The values a sales order list's conditions take: the detail filter's, the plan order's serial prefix, the caller's view. */
export function soOrderValues(filter: SoOrderFilter, view: ListView) {
  const { planOrderSerialNo, ...rest } = filter;
  return {
    ...detailValues(rest, view.owner, platformsOf(view.platforms)),
    planOrderSerialNo: planOrderSerialNo ? startsWith(planOrderSerialNo.toUpperCase()) : undefined,
  };
}
export type SoOrderValues = ReturnType<typeof soOrderValues>;

/** Only details with a marketplace order; a plan order serial matches its plan order's. */
const orderConditions = conditionsOf<SoOrderValues>(
  { planOrderSerialNo: (v) => sql`${d.planOrderId} in (select ${p.id} from ${p} where ${matches(p.serialNo)(v)})` },
  [isNotNull(d.marketOrderNo), inArray(d.status, ['ordered', 'archived'])],
);

/** Conditions over the present values (see preparedList.ts), on the details table alone. */
export const soOrderConditions = (v: Partial<SoOrderValues>, bind: Bind<SoOrderValues>): SQL | undefined => and(orderConditions(v, bind), detailConditions(v, bind));

/** The conditions of a list built directly (the export). */
export function soOrderWhere(filter: SoOrderFilter, view: ListView): SQL | undefined {
  const v = presentOf(soOrderValues(filter, view));
  return soOrderConditions(v, direct(v as SoOrderValues));
}

/** One page of details with a marketplace order, newest first, with the capped total; prepared per shape. */
export function soOrderPage(db: Db, filter: SoOrderFilter, view: ListView, paging: Paging) {
  return countedListPage(db, {
    name: 'review_so_orders',
    values: soOrderValues(filter, view),
    conditions: soOrderConditions,
    select: (extra) => selectDetails(db, extra),
    order: detailOrder,
    counted: d,
    cap: LIST_COUNT_CAP,
    ...paging,
  });
}

/** Amounts in CNY at the latest rate of each currency (one look-up per currency per page). */
function cnyConverter(db: Db) {
  const rates = new Map<string, Promise<string | undefined>>();
  return async (amount: string | null, currency: string | null): Promise<string | null> => {
    if (amount === null || currency === null) return null;
    if (!rates.has(currency)) rates.set(currency, latestRate(db, currency).then((r) => r?.rate));
    const rate = await rates.get(currency);
    return rate ? new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2) : null;
  };
}

/** Per order: how much of its raised refund and commission is paid, and what was paid in CNY. */
async function paymentsOf(db: Db, detailIds: number[]) {
  const ops = detailIds.length
    ? await db
        .select({ detailId: o.detailId, marketOrderNo: o.marketOrderNo, status: o.status, amountCny: o.amountCny })
        .from(o)
        .where(and(inArray(o.detailId, detailIds), ne(o.type, 'cancel'), notInArray(o.status, ['deleted', 'rejected'])))
    : [];
  return (detailId: number, orderNo: string): { payState: OrderPayState; paidCny: string | null } => {
    const raised = ops.filter((x) => x.detailId === detailId && x.marketOrderNo === orderNo);
    const paid = raised.filter((x) => x.status === 'paid');
    const payState = paid.length === 0 ? 'unpaid' : paid.length === raised.length ? 'paid' : 'part_paid';
    return { payState, paidCny: paid.length ? paid.reduce((s, x) => s.plus(x.amountCny ?? 0), new Big(0)).toFixed(2) : null };
  };
}

type Detail = Awaited<ReturnType<ReturnType<typeof selectDetails>['where']>>[number];

/** A page (or export batch) of details as 销售订单 rows: money in CNY and the payment state. */
export async function toSoOrderRows(db: Db, details: Detail[]): Promise<SoOrderRow[]> {
  const cny = cnyConverter(db);
  const pay = await paymentsOf(db, details.map((r) => r.id));
  const rows: SoOrderRow[] = [];
  for (const r of details) {
    rows.push({
      id: r.id,
      planOrderId: r.planOrderId,
      planOrderSerialNo: r.planOrderSerialNo,
      platformName: r.platformName,
      sku: r.sku,
      invitationCode: r.invitationCode,
      marketOrderNo: r.marketOrderNo!,
      orderAmount: r.orderAmount,
      orderCurrency: r.orderCurrency,
      orderAmountCny: await cny(r.orderAmount, r.orderCurrency),
      orderFee: r.orderFee,
      feeCurrency: r.feeCurrency,
      orderFeeCny: await cny(r.orderFee, r.feeCurrency),
      reviewerStatus: r.reviewerStatus,
      reviewerEmail: r.reviewerEmail,
      status: r.status,
      ...pay(r.id, r.marketOrderNo!),
    });
  }
  return rows;
}
