import { and, desc, eq, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ItemFilter, ItemRow } from '@shared/api/promotionItems/items';
import { itemApprovalScreen } from '@shared/api/promotionItems/screens';
import type { Db } from '../../../db/connection';
import { platforms, promoteItems, stores, users } from '../../../db/schema';
import { startsWith } from '../../../db/like';
import { keysetBatches } from '../../../http/listPage';
import { bindList, direct, presentOf } from '../../../http/preparedList';
import { atLeast, atMost, conditionsOf, eqTo, matches, orElse } from '../../../db/conditions';
import { isoOrNull } from '../../../http/time';
import type { Actor } from '../../../workflow';
import { accountCompanyName } from '../limits';
import { itemVisibility } from '../visibility';

const t = promoteItems;

/** The states the caller may decide now: 超限审批 with limitAudit, 经理审批 with audit (never their own items). */
const todoStates = (actor: Pick<Actor, 'elements'>): string[] => [
  ...(actor.elements.has(itemApprovalScreen.code('limitAudit')) ? ['pending_limit'] : []),
  ...(actor.elements.has(itemApprovalScreen.code('audit')) ? ['pending_manager'] : []),
];

/** The values an item list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const itemValues = (f: ItemFilter, scope: number | undefined, actor?: Pick<Actor, 'userId' | 'elements'>) => ({
  status: f.status || undefined,
  scope,
  submitted: f.submitted ? true : undefined,
  todoStates: f.todo && actor ? todoStates(actor) : undefined,
  todoUser: f.todo && actor ? actor.userId : undefined,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  name: f.name ? startsWith(f.name) : undefined,
  classify: f.classify || undefined,
  platformId: f.platformId || undefined,
  storeId: f.storeId || undefined,
  currency: f.currency || undefined,
  periodFrom: f.periodFrom || undefined,
  periodTo: f.periodTo || undefined,
  createdBy: f.createdBy || undefined,
});
export type ItemValues = ReturnType<typeof itemValues>;

/** Conditions over the present values (see preparedList.ts): deleted items are never listed; `scope` limits to one creator. */
export const itemConditions = conditionsOf<ItemValues>({
  status: orElse(eqTo(t.status), ne(t.status, 'deleted')),
  scope: (v) => itemVisibility.where(v as number),
  submitted: () => ne(t.status, 'draft'),
  // No state to decide is an empty list: nothing matches.
  todoStates: (v) => sql`${t.status} = any(${bindList(v as string[] | Placeholder)}::text[])`,
  todoUser: (v) => ne(t.createdBy, v),
  serialNo: matches(t.serialNo),
  name: matches(t.name),
  classify: eqTo(t.classify),
  platformId: eqTo(t.platformId),
  storeId: eqTo(t.storeId),
  currency: eqTo(t.currency),
  periodFrom: atLeast(t.periodEnd),
  periodTo: atMost(t.periodStart),
  createdBy: eqTo(t.createdBy),
});

/** The conditions of an item list or export built directly. */
export function itemWhere(f: ItemFilter, scope: number | undefined, actor?: Pick<Actor, 'userId' | 'elements'>): SQL | undefined {
  const v = presentOf(itemValues(f, scope, actor));
  return itemConditions(v, direct(v as ItemValues));
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
