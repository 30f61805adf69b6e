import Big from 'big.js';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CostDimension, MonthRange } from '@shared/api/promotionItems/reports';
import type { Db, Tx } from '../../db/connection';
import { baseSkus, promotionAccountCompanies as ac, promotionProductLimits, promotionRateLimits } from '../../db/schema';
import { fail } from '../../http/errors';
import { checkPromotionLimits, recordPromotionSpend, releasePromotionSpend } from '../promotion';
import { itemSpends } from '@shared/api/promotionItems/spread';

/**
 * What promotion items take from the promotion module (docs/domain/promotion.md): account companies,
 * the shared limit check and the spend ledger, paid claims and the limits for the cost reports.
 */

/** The name of the account company in `column`, as a select column. */
export const accountCompanyName = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select ${ac.companyName} || '（' || ${ac.account} || '）' from ${ac} where ${ac.id} = ${column})`;

/** Refuses an account company that is not one of the platform's enabled ones. */
export async function usableAccountCompany(tx: Tx, platformId: number, accountCompanyId: number): Promise<void> {
  const [row] = await tx.select({ platformId: ac.platformId, enabled: ac.enabled, name: ac.companyName }).from(ac).where(eq(ac.id, accountCompanyId));
  if (!row || row.platformId !== platformId) throw fail.badRequest('账户公司不属于所选平台');
  if (!row.enabled) throw fail.refused(`账户公司“${row.name}”已停用`);
}

/** An enabled account company of the platform for the demo items (the promotion demo's companies). */
export async function demoAccountCompany(db: Db, platformId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: ac.id }).from(ac).where(and(eq(ac.platformId, platformId), eq(ac.enabled, true))).orderBy(ac.id).limit(1);
  return row?.id;
}

export interface ItemCost {
  itemId?: number;
  platformId: number;
  skuIds: number[];
  amountCny: string;
  periodStart: string;
  periodEnd: string;
}

export interface LimitExcess {
  overAmount: string;
  limitName: string | null;
}

/** How much (CNY) the item goes over its product or rate limits: the largest excess, and which limit. */
export async function itemLimitExcess(tx: Tx, item: ItemCost): Promise<LimitExcess> {
  const over = await checkPromotionLimits(tx, itemSpends(item), { exclude: item.itemId ? { kind: 'item', id: item.itemId } : undefined });
  const worst = over.reduce<(typeof over)[number] | undefined>((w, e) => (!w || new Big(e.overCny).gt(w.overCny) ? e : w), undefined);
  return worst ? { overAmount: new Big(worst.overCny).toFixed(2), limitName: worst.label } : { overAmount: '0.00', limitName: null };
}

/** On submission: the item's spends go to the ledger (replacing earlier ones). */
export const recordItemSpends = (tx: Tx, itemId: number, item: ItemCost) => recordPromotionSpend(tx, { kind: 'item', id: itemId }, itemSpends(item));
/** On rejection or deletion: the item's spends leave the ledger. */
export const releaseItemSpends = (tx: Tx, itemId: number) => releasePromotionSpend(tx, { kind: 'item', id: itemId });

const CLAIM_KEY: Record<CostDimension | 'month', SQL | undefined> = {
  platform: sql`c.platform_id::text`,
  store: undefined,
  classify: sql`c.promote_type`,
  sku: sql`l.sku_id::text`,
  month: sql`'all'`,
};

/**
 * Paid reimbursement claims as cost cells `(key, month, source 'claim', cny)`, in the month their costs
 * belong to; undefined for a store (claims have none) or when a store is filtered.
 */
export function claimCostSql(r: MonthRange, dimension: CostDimension | 'month'): SQL | undefined {
  const key = CLAIM_KEY[dimension];
  if (!key || r.storeId) return undefined;
  return sql`select ${key} as key, c.month, 'claim' as source, l.amount_cny as cny
    from promotion_claims c join promotion_claim_lines l on l.claim_id = c.id
    where c.status = 'paid' and c.month between ${r.fromMonth} and ${r.toMonth}
      ${r.platformId ? sql`and c.platform_id = ${r.platformId}` : sql``}
      ${r.classify ? sql`and c.promote_type = ${r.classify}` : sql``}
      ${dimension === 'sku' ? sql`and l.sku_id is not null` : sql``}`;
}

type Beside = { rateLimit: string | null; productLimit: string | null };

/**
 * The limits shown beside a cost report's rows: per platform the lowest enabled rate limit of its
 * categories; per SKU the sum of its product limits over the range's months.
 */
export async function limitsBeside(db: Db, r: MonthRange, dimension: CostDimension, keys: string[]): Promise<Map<string, Beside>> {
  const ids = keys.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (!ids.length) return new Map();
  if (dimension === 'platform') {
    const rows = await db
      .select({ platformId: promotionRateLimits.platformId, rate: sql<string>`min(${promotionRateLimits.maxRate})::text` })
      .from(promotionRateLimits)
      .where(and(eq(promotionRateLimits.enabled, true), inArray(promotionRateLimits.platformId, ids)))
      .groupBy(promotionRateLimits.platformId);
    return new Map(rows.map((x) => [String(x.platformId), { rateLimit: new Big(x.rate).toFixed(4), productLimit: null }]));
  }
  if (dimension === 'sku') {
    const pl = promotionProductLimits;
    const rows = await db
      .select({ skuId: baseSkus.id, total: sql<string>`sum(${pl.amountCny})::text` })
      .from(pl)
      .innerJoin(baseSkus, eq(baseSkus.sku, pl.code))
      .where(and(eq(pl.enabled, true), eq(pl.targetKind, 'sku'), inArray(baseSkus.id, ids), sql`${pl.month} between ${r.fromMonth} and ${r.toMonth}`))
      .groupBy(baseSkus.id);
    return new Map(rows.map((x) => [String(x.skuId), { rateLimit: null, productLimit: new Big(x.total).toFixed(2) }]));
  }
  return new Map();
}
