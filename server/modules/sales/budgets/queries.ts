import { asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BudgetFilter, BudgetRow } from '@shared/api/sales/budget';
import type { Db } from '../../../db/connection';
import { saleBudgetLines, saleBudgets, stores, users } from '../../../db/schema';
import { budgetVisibility } from './visibility';
import { direct, presentOf } from '../../../http/preparedList';
import { conditionsOf, eqTo, matches, orElse } from '../../../db/conditions';
import { startsWith } from '../../../db/like';

const b = saleBudgets;
const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');

/** The values a budget list's conditions take (prefix ready for LIKE); undefined ones are absent. */
export const budgetValues = (f: BudgetFilter, scope: number | undefined) => ({
  status: f.status ?? undefined,
  scope,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  storeId: f.storeId || undefined,
  year: f.year || undefined,
});
export type BudgetValues = ReturnType<typeof budgetValues>;

/** Conditions over the present values (see preparedList.ts): deleted budgets are never listed; `scope` limits to one operator. */
export const budgetConditions = conditionsOf<BudgetValues>({
  status: orElse(eqTo(b.status), ne(b.status, 'deleted')),
  scope: (v) => budgetVisibility.where(v as number),
  serialNo: matches(b.serialNo),
  storeId: eqTo(b.storeId),
  year: eqTo(b.year),
});

/** Conditions of an export or a list built directly. */
export function budgetWhere(f: BudgetFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(budgetValues(f, scope));
  return budgetConditions(v, direct(v as BudgetValues));
}

export const newestFirst = [desc(b.id)];

const rowColumns = {
  id: b.id,
  serialNo: b.serialNo,
  storeId: b.storeId,
  storeCode: stores.code,
  storeName: stores.name,
  year: b.year,
  currency: b.currency,
  totalQty: b.totalQty,
  totalAmount: b.totalAmount,
  status: b.status,
  version: b.version,
  createdBy: b.createdBy,
  creatorName: creator.name,
  createdAt: b.createdAt,
  submittedAt: b.submittedAt,
  auditorName: auditor.name,
  auditedAt: b.auditedAt,
};

/** Budgets with store, creator and auditor names in one query. */
export const selectBudgetRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...rowColumns, ...(extra ?? ({} as X)) })
    .from(b)
    .leftJoin(stores, eq(stores.id, b.storeId))
    .leftJoin(creator, eq(creator.id, b.createdBy))
    .leftJoin(auditor, eq(auditor.id, b.auditedBy));

type RawRow = Awaited<ReturnType<typeof selectBudgetRows>>[number];

export const toBudgetRow = (r: RawRow): BudgetRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  submittedAt: r.submittedAt?.toISOString() ?? null,
  auditedAt: r.auditedAt?.toISOString() ?? null,
});

/** One budget's row, or undefined. */
export async function budgetRowById(db: Db, id: number): Promise<BudgetRow | undefined> {
  const [row] = await selectBudgetRows(db).where(eq(b.id, id));
  return row && toBudgetRow(row);
}

/** A budget's lines by SPU, then month. */
export const budgetLines = (db: Db, budgetId: number) =>
  db
    .select({ id: saleBudgetLines.id, spu: saleBudgetLines.spu, month: saleBudgetLines.month, qty: saleBudgetLines.qty, amount: saleBudgetLines.amount })
    .from(saleBudgetLines)
    .where(eq(saleBudgetLines.budgetId, budgetId))
    .orderBy(asc(saleBudgetLines.spu), asc(saleBudgetLines.month));
