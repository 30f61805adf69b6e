import { and, desc, eq, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GrantFilter, GrantRow } from '@shared/api/gifts/grants';
import type { Db } from '../../../db/connection';
import { giftCards, giftGrants, giftItems, users } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { maskCode } from '../cardSecret';
import { grantVisibility } from '../visibility';

const g = giftGrants;
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Conditions of a list or export: deleted grants are never listed; `scope` limits to one creator. */
export function grantWhere(f: GrantFilter, scope?: number): SQL | undefined {
  return and(
    f.status ? eq(g.status, f.status) : ne(g.status, 'deleted'),
    grantVisibility.where(scope),
    f.createdBy !== undefined ? eq(g.createdBy, f.createdBy) : undefined,
    f.serialNo ? like(g.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.giftKind ? eq(g.giftKind, f.giftKind) : undefined,
    f.reasonType ? eq(g.reasonType, f.reasonType) : undefined,
    f.orderNo ? like(g.orderNo, startsWith(f.orderNo)) : undefined,
    f.recipientName ? like(g.recipientName, startsWith(f.recipientName)) : undefined,
  );
}

/** Only the status (or nothing) filters: the total comes from the maintained status counts. */
export const onlyStatusFiltered = (f: GrantFilter) => Object.entries(f).every(([key, value]) => key === 'status' || value === undefined);

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
