import Big from 'big.js';
import { and, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { conditionsOf, eqTo, matches, type ConditionSpec } from '../../db/conditions';
import type { Db } from '../../db/connection';
import { startsWith } from '../../db/like';
import { platforms, reviewers, reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { bindList } from '../../http/preparedList';
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

/** Merged details are left out: their order lives on the target. */
const notMerged = ne(d.status, 'merged');

/** Details of reviewers (merged details excluded), in the caller's platforms. */
export function reviewerDetailsWhere(scope: PlatformScope, ...more: Array<SQL | undefined>): SQL | undefined {
  return and(notMerged, platformScopeWhere(scope, d.platformId), ...more);
}

export const selectReviewerDetails = (db: Db, extra?: { total: SQL<number> }) =>
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
      ...extra,
    })
    .from(d)
    .leftJoin(a, eq(a.detailId, d.id))
    .innerJoin(r, linked)
    .innerJoin(p, eq(p.id, d.planOrderId))
    .innerJoin(platforms, eq(platforms.id, d.platformId));

/** The address rows of reviewers: the programme's addresses on their details. */
export const selectReviewerAddresses = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ address: a, reviewerId: r.id, reviewerName: r.name, reviewerCountry: r.country, planOrderSerialNo: p.serialNo, invitationCode: d.invitationCode, ...extra })
    .from(a)
    .innerJoin(d, eq(d.id, a.detailId))
    .innerJoin(r, linked)
    .innerJoin(p, eq(p.id, d.planOrderId));

/** The joins of the two lists without their labels (platforms), for counting their totals. */
export const detailLinks = sql`${d} left join ${a} on ${eq(a.detailId, d.id)} inner join ${r} on ${linked} inner join ${p} on ${eq(p.id, d.planOrderId)}`;
export const addressLinks = sql`${a} inner join ${d} on ${eq(d.id, a.detailId)} inner join ${r} on ${linked} inner join ${p} on ${eq(p.id, d.planOrderId)}`;

type LinkFilter = { reviewerId?: number; reviewerName?: string };

/** What both lists filter on: the caller's platforms (undefined: every one) and the reviewer (a name prefix). */
const linkValues = (scope: PlatformScope, q: LinkFilter) => ({
  platformIds: scope.all ? undefined : [...scope.platformIds],
  reviewerId: q.reviewerId || undefined,
  reviewerName: q.reviewerName ? startsWith(q.reviewerName) : undefined,
});

const linkConditions: ConditionSpec<ReturnType<typeof linkValues>> = {
  // No platform at all matches nothing.
  platformIds: (v) => sql`${d.platformId} = any(${bindList(v as number[] | Placeholder)}::integer[])`,
  reviewerId: eqTo(r.id),
  reviewerName: matches(r.name),
};

/** The values of 测评订单's conditions (prefixes ready for LIKE); undefined ones are absent. */
export const reviewerOrderValues = (scope: PlatformScope, q: LinkFilter & { planOrderSerialNo?: string; reviewed?: boolean | null }) => ({
  ...linkValues(scope, q),
  planOrderSerialNo: q.planOrderSerialNo ? startsWith(q.planOrderSerialNo.toUpperCase()) : undefined,
  reviewed: q.reviewed === true ? true : undefined,
  notReviewed: q.reviewed === false ? true : undefined,
});

export const reviewerOrderConditions = conditionsOf<ReturnType<typeof reviewerOrderValues>>(
  {
    ...linkConditions,
    planOrderSerialNo: matches(p.serialNo),
    reviewed: () => eq(d.reviewerStatus, 'reviewed'),
    notReviewed: () => ne(d.reviewerStatus, 'reviewed'),
  },
  [notMerged],
);

/** The values of 测评人信息's conditions (the country in capitals); undefined ones are absent. */
export const reviewerAddressValues = (scope: PlatformScope, q: LinkFilter & { country?: string }) => ({
  ...linkValues(scope, q),
  country: q.country ? q.country.toUpperCase() : undefined,
});

export const reviewerAddressConditions = conditionsOf<ReturnType<typeof reviewerAddressValues>>({ ...linkConditions, country: eqTo(a.country) });

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
