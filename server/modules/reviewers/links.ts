import Big from 'big.js';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { platforms, reviewers, reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { latestRate, platformScopeWhere, type PlatformScope } from '../reference';

/**
 * The link between a reviewer and the review programme's order details (docs/domain/reviewers.md): the
 * detail's 测评人邮箱, or when empty its address's e-mail, equals the reviewer's e-mail (any case).
 * Nothing is copied: every list reads the programme's tables.
 */
const d = reviewPlanOrderDetails;
const a = reviewOrderAddresses;
const r = reviewers;
const p = reviewPlanOrders;

export const detailEmail = sql`lower(coalesce(${d.reviewerEmail}, ${a.email}))`;
const linked = sql`lower(${r.email}) = ${detailEmail}`;

/** Details of reviewers (merged details excluded: their order lives on the target), in the caller's platforms. */
export function reviewerDetailsWhere(scope: PlatformScope, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(ne(d.status, 'merged'), platformScopeWhere(scope, d.platformId), ...more);
}

export const selectReviewerDetails = (db: Db) =>
  db
    .select({
      id: d.id,
      reviewerId: r.id,
      reviewerName: r.name,
      planOrderId: d.planOrderId,
      planOrderSerialNo: p.serialNo,
      lineNo: d.lineNo,
      invitationCode: d.invitationCode,
      platformName: platforms.name,
      sku: d.sku,
      status: d.status,
      reviewerStatus: d.reviewerStatus,
      marketOrderNo: d.marketOrderNo,
      orderAmount: d.orderAmount,
      orderCurrency: d.orderCurrency,
      orderFee: d.orderFee,
      feeCurrency: d.feeCurrency,
      planFee: p.feePerOrder,
      planFeeCurrency: p.feeCurrency,
      createdAt: d.createdAt,
    })
    .from(d)
    .leftJoin(a, eq(a.detailId, d.id))
    .innerJoin(r, linked)
    .innerJoin(p, eq(p.id, d.planOrderId))
    .innerJoin(platforms, eq(platforms.id, d.platformId));

/** The joins of the two lists, selecting nothing but a 1 (for counting). */
export const detailLinkFrom = (db: Db) =>
  db.select({ one: sql`1` }).from(d).leftJoin(a, eq(a.detailId, d.id)).innerJoin(r, linked).innerJoin(p, eq(p.id, d.planOrderId)).$dynamic();
export const addressLinkFrom = (db: Db) =>
  db.select({ one: sql`1` }).from(a).innerJoin(d, eq(d.id, a.detailId)).innerJoin(r, linked).innerJoin(p, eq(p.id, d.planOrderId)).$dynamic();

/** Rows of `from` matching `where`, counted up to the list cap (the list then says "10,000+"). */
export async function countCapped(db: Db, from: ReturnType<typeof detailLinkFrom> | ReturnType<typeof addressLinkFrom>, where: SQL | undefined): Promise<number> {
  // Both selects answer `one`; their joins differ only in the types.
  const matching = (from as ReturnType<typeof detailLinkFrom>).where(where).limit(LIST_COUNT_CAP).as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  return row?.n ?? 0;
}

/** The address rows of reviewers: the programme's addresses on their details. */
export const selectReviewerAddresses = (db: Db) =>
  db
    .select({ address: a, reviewerId: r.id, reviewerName: r.name, reviewerCountry: r.country, planOrderSerialNo: p.serialNo, invitationCode: d.invitationCode })
    .from(a)
    .innerJoin(d, eq(d.id, a.detailId))
    .innerJoin(r, linked)
    .innerJoin(p, eq(p.id, d.planOrderId));

export type ReviewerDetail = Awaited<ReturnType<ReturnType<typeof selectReviewerDetails>['execute']>>[number];

/**
 * What a detail cost in CNY: the order amount plus the fee (the recorded one, or the plan order's fee
 * per order once the marketplace order exists), each at the latest rate of the exchange-rate service.
 * Null when nothing is owed yet or a currency has no rate.
 */
export function costCalculator(db: Db) {
  const rates = new Map<string, Promise<string | undefined>>();
  const rateOf = (currency: string) => {
    if (!rates.has(currency)) rates.set(currency, latestRate(db, currency).then((x) => x?.rate));
    return rates.get(currency)!;
  };
  return async (x: Pick<ReviewerDetail, 'marketOrderNo' | 'orderAmount' | 'orderCurrency' | 'orderFee' | 'feeCurrency' | 'planFee' | 'planFeeCurrency'>): Promise<Big | null> => {
    const fee = x.orderFee !== null ? [x.orderFee, x.feeCurrency] : x.marketOrderNo ? [x.planFee, x.planFeeCurrency] : [null, null];
    const parts = [[x.orderAmount, x.orderCurrency], fee].filter((part): part is [string, string] => part[0] !== null && part[1] !== null);
    if (!parts.length) return null;
    let sum = new Big(0);
    for (const [amount, currency] of parts) {
      const rate = await rateOf(currency);
      if (!rate) return null;
      sum = sum.plus(new Big(amount).times(rate));
    }
    return sum.round(2, Big.roundHalfUp);
  };
}
