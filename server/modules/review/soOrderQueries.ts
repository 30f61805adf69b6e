import Big from 'big.js';
import { and, inArray, isNotNull, like, ne, notInArray, type SQL } from 'drizzle-orm';
import type { SoOrderRow } from '@shared/api/review/soOrders';
import type { OrderPayState } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { reviewOrderOps, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { latestRate, platformScopeWhere, type PlatformScope } from '../reference';
import { detailWhere, type selectDetails } from './detailQueries';
import { detailVisibility } from './visibility';
import { startsWith } from '../../db/like';

const d = reviewPlanOrderDetails;
const o = reviewOrderOps;

export interface SoOrderView {
  owner: number | undefined;
  platforms: PlatformScope;
}

/** The details with a marketplace order, filtered as the list is, in the caller's view (conditions on the details table alone). */
export function soOrderWhere(db: Db, filter: { platformId?: number; sku?: string; marketOrderNo?: string; planOrderSerialNo?: string }, view: SoOrderView): SQL | undefined {
  const { planOrderSerialNo, ...rest } = filter;
  return and(
    isNotNull(d.marketOrderNo),
    inArray(d.status, ['ordered', 'archived']),
    detailWhere(rest),
    planOrderSerialNo
      ? inArray(d.planOrderId, db.select({ id: reviewPlanOrders.id }).from(reviewPlanOrders).where(like(reviewPlanOrders.serialNo, startsWith(planOrderSerialNo.toUpperCase()))))
      : undefined,
    detailVisibility.where(view.owner),
    platformScopeWhere(view.platforms, d.platformId),
  );
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
