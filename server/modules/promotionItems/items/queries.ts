import { and, desc, eq, gte, inArray, like, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ItemFilter, ItemRow } from '@shared/api/promotionItems/items';
import { itemApprovalScreen } from '@shared/api/promotionItems/screens';
import type { Db } from '../../../db/connection';
import { platforms, promoteItems, stores, users } from '../../../db/schema';
import { startsWith } from '../../../db/like';
import { keysetBatches } from '../../../http/listPage';
import { isoOrNull } from '../../../http/time';
import type { Actor } from '../../../workflow';
import { accountCompanyName } from '../limits';
import { itemVisibility } from '../visibility';

const t = promoteItems;

/** The states the caller may decide now: 超限审批 with limitAudit, 经理审批 with audit (never their own items). */
function todoWhere(actor: Pick<Actor, 'userId' | 'elements'>): SQL {
  const states = [
    ...(actor.elements.has(itemApprovalScreen.code('limitAudit')) ? ['pending_limit'] : []),
    ...(actor.elements.has(itemApprovalScreen.code('audit')) ? ['pending_manager'] : []),
  ];
  return states.length ? and(inArray(t.status, states), ne(t.createdBy, actor.userId))! : sql`false`;
}

/** The conditions of an item list or export: deleted items are never listed; `scope` limits to one creator. */
export function itemWhere(f: ItemFilter, scope: number | undefined, actor?: Pick<Actor, 'userId' | 'elements'>): SQL | undefined {
  return and(
    f.status ? eq(t.status, f.status) : ne(t.status, 'deleted'),
    itemVisibility.where(scope),
    f.submitted ? ne(t.status, 'draft') : undefined,
    f.todo && actor ? todoWhere(actor) : undefined,
    f.serialNo ? like(t.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.name ? like(t.name, startsWith(f.name)) : undefined,
    f.classify ? eq(t.classify, f.classify) : undefined,
    f.platformId ? eq(t.platformId, f.platformId) : undefined,
    f.storeId ? eq(t.storeId, f.storeId) : undefined,
    f.currency ? eq(t.currency, f.currency) : undefined,
    f.periodFrom ? gte(t.periodEnd, f.periodFrom) : undefined,
    f.periodTo ? lte(t.periodStart, f.periodTo) : undefined,
    f.createdBy ? eq(t.createdBy, f.createdBy) : undefined,
  );
}

export const itemCreator = alias(users, 'item_creator');
export const itemPayer = alias(users, 'item_payer');

export const itemRowColumns = {
  id: t.id,
  serialNo: t.serialNo,
  name: t.name,
  classify: t.classify,
  platformId: t.platformId,
  platformName: platforms.name,
  storeId: t.storeId,
  storeName: stores.name,
  accountCompanyId: t.accountCompanyId,
  accountCompanyName: accountCompanyName(t.accountCompanyId),
  skus: sql<string[]>`array(select s.sku from base_skus s where s.id = any(${t.skuIds}) order by s.sku)`,
  currency: t.currency,
  amount: t.amount,
  exchangeRate: t.exchangeRate,
  amountCny: t.amountCny,
  periodStart: t.periodStart,
  periodEnd: t.periodEnd,
  overAmount: t.overAmount,
  status: t.status,
  version: t.version,
  createdBy: t.createdBy,
  creatorName: itemCreator.name,
  createdAt: t.createdAt,
  submittedAt: t.submittedAt,
  paidDate: t.paidDate,
  paidReference: t.paidReference,
  payerName: itemPayer.name,
};

/** Items with platform, store, account company, SKUs, creator and cashier: one round trip. */
export const selectItemRows = <X extends Record<string, SQL<unknown>>>(db: Pick<Db, 'select'>, extra?: X) =>
  db
    .select({ ...itemRowColumns, ...(extra as X) })
    .from(t)
    .leftJoin(platforms, eq(platforms.id, t.platformId))
    .leftJoin(stores, eq(stores.id, t.storeId))
    .leftJoin(itemCreator, eq(itemCreator.id, t.createdBy))
    .leftJoin(itemPayer, eq(itemPayer.id, t.paidBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectItemRows>['execute']>>[number];

export const toItemRow = (r: Selected): ItemRow => ({
  ...r,
  exchangeRate: trimZeros(r.exchangeRate),
  skus: r.skus ?? [],
  createdAt: r.createdAt.toISOString(),
  submittedAt: isoOrNull(r.submittedAt),
});

export const trimZeros = (v: string) => (v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);

/** Newest first in batches by keyset: what exports walk through. */
export async function* itemBatches(db: Db, where: SQL | undefined, batch = 1000): AsyncGenerator<ItemRow[]> {
  const batches = keysetBatches((beforeId, size) => selectItemRows(db).where(and(where, beforeId === undefined ? undefined : lt(t.id, beforeId))).orderBy(desc(t.id)).limit(size), batch);
  for await (const rows of batches) yield rows.map(toItemRow);
}
