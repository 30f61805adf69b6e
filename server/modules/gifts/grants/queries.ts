import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GrantFilter, GrantRow } from '@shared/api/gifts/grants';
import type { Db } from '../../../db/connection';
import { giftCards, giftGrants, giftItems, users } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { direct, presentOf } from '../../../http/preparedList';
import { maskCode } from '../cardSecret';
import { grantVisibility } from '../visibility';
import { startsWith } from '../../../db/like';
import { conditionsOf, eqTo, matches, orElse } from '../../../db/conditions';

const g = giftGrants;

/** The values a grant list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const grantValues = (f: Partial<GrantFilter>, scope?: number) => ({
  status: f.status,
  scope,
  createdBy: f.createdBy,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  giftKind: f.giftKind,
  reasonType: f.reasonType,
  orderNo: f.orderNo ? startsWith(f.orderNo) : undefined,
  recipientName: f.recipientName ? startsWith(f.recipientName) : undefined,
});
export type GrantValues = ReturnType<typeof grantValues>;

/** Conditions over the present values (see preparedList.ts): deleted grants are never listed; `scope` limits to one creator. */
export const grantConditions = conditionsOf<GrantValues>({
  status: orElse(eqTo(g.status), ne(g.status, 'deleted')),
  scope: (v) => grantVisibility.where(v as number),
  createdBy: eqTo(g.createdBy),
  serialNo: matches(g.serialNo),
  giftKind: eqTo(g.giftKind),
  reasonType: eqTo(g.reasonType),
  orderNo: matches(g.orderNo),
  recipientName: matches(g.recipientName),
});

/** Conditions of an export (or any list built directly). */
export function grantWhere(f: Partial<GrantFilter>, scope?: number): SQL | undefined {
  const v = presentOf(grantValues(f, scope));
  return grantConditions(v, direct(v as GrantValues));
}

export const grantCreator = alias(users, 'grant_creator');

export const grantRowColumns = {
  id: g.id,
  serialNo: g.serialNo,
  recipientName: g.recipientName,
  reasonType: g.reasonType,
  orderNo: g.orderNo,
  planOrderNo: g.planOrderNo,
  giftKind: g.giftKind,
  giftName: sql<string | null>`coalesce(${giftItems.name}, ${g.cardBrand})`,
  quantity: g.quantity,
  currency: g.currency,
  value: g.value,
  cardTail: giftCards.codeTail,
  trackingNo: g.trackingNo,
  status: g.status,
  version: g.version,
  createdBy: g.createdBy,
  creatorName: grantCreator.name,
  createdAt: g.createdAt,
  sentAt: g.sentAt,
};

/** Grants with gift, card tail and creator joined: one round trip. */
export const selectGrantRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...grantRowColumns, ...(extra as X) })
    .from(g)
    .leftJoin(giftItems, eq(giftItems.id, g.giftId))
    .leftJoin(giftCards, eq(giftCards.id, g.cardId))
    .leftJoin(grantCreator, eq(grantCreator.id, g.createdBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectGrantRows>['execute']>>[number];

export const toGrantRow = ({ cardTail, ...r }: Selected): GrantRow => ({
  ...r,
  cardMasked: cardTail ? maskCode(cardTail) : null,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** Newest first in batches by keyset: what exports walk through. */
export async function* grantBatches(db: Db, where: SQL | undefined, batch = 1000): AsyncGenerator<GrantRow[]> {
  const batches = keysetBatches((beforeId, size) => selectGrantRows(db).where(and(where, beforeId === undefined ? undefined : lt(g.id, beforeId))).orderBy(desc(g.id)).limit(size), batch);
  for await (const rows of batches) yield rows.map(toGrantRow);
}
