import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CostDimension, MonthRange } from '@shared/api/promotionItems/reports';
import type { Db, Tx } from '../../db/connection';

/**
 * What promotion items take from the promotion module (promo-claims' half): account companies and
 * the shared limit check. Until that half is merged: no account company names, no limits.
 */

/** The name of the account company in `column`, as a select column. */
export const accountCompanyName = (column: AnyPgColumn): SQL<string | null> => sql<string | null>`(select null::text where ${column} is null)`;

/** Refuses an account company that is not one of the platform's enabled ones. */
export async function usableAccountCompany(_tx: Tx, _platformId: number, _accountCompanyId: number): Promise<void> {}

export interface ItemCost {
  itemId?: number;
  platformId: number;
  storeId: number;
  classify: string;
  skuIds: number[];
  amountCny: string;
  periodStart: string;
  periodEnd: string;
}

export interface LimitExcess {
  overAmount: string;
  limitName: string | null;
}

/** How much (CNY) the item goes over its product or rate limit; 0 within limits. */
export async function itemLimitExcess(_tx: Tx, _item: ItemCost): Promise<LimitExcess> {
  return { overAmount: '0.00', limitName: null };
}

/**
 * Paid reimbursement claims as cost cells `(key, month, source 'claim', cny)` for a report dimension,
 * or undefined while there are none to read.
 */
export function claimCostSql(_r: MonthRange, _dimension: CostDimension | 'month'): SQL | undefined {
  return undefined;
}

/** The limits shown beside a cost report's rows: the rate limit (platform) and the product limit of the range (SKU). */
export async function limitsBeside(_db: Db, _r: MonthRange, _dimension: CostDimension, _keys: string[]): Promise<Map<string, { rateLimit: string | null; productLimit: string | null }>> {
  return new Map();
}

/** An enabled account company of the platform for the demo items (promo-claims' demo companies). */
export async function demoAccountCompany(_db: Db, _platformId: number): Promise<number | undefined> {
  return 1;
}
