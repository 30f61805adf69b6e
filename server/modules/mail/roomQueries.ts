import { desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { RoomRow } from '@shared/api/mail/rooms';
import type { Db } from '../../db/connection';
import { mailAccounts, mailLabels, mailRoomLabels, mailRooms, productBrands, users } from '../../db/schema';
import { iso } from './text';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import type { Paging } from '../../http/listPage';
import { conditionsOf, eqTo } from '../../db/conditions';
import { containing } from '../../db/like';

/** The conversation lists' select, filters and row shape. */
const m = mailRooms;

export const selectRooms = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      id: m.id, version: m.version, accountId: m.accountId, accountEmail: mailAccounts.email, brandName: productBrands.name,
      customerEmail: m.customerEmail, customerName: m.customerName, subject: m.subject, language: m.language,
      assigneeId: m.assigneeId, assigneeName: users.name, status: m.status, unread: m.unread, messageCount: m.messageCount, lastMessageAt: m.lastMessageAt, ...extra,
    })
    .from(m)
    .innerJoin(mailAccounts, eq(mailAccounts.id, m.accountId))
    .leftJoin(productBrands, eq(productBrands.id, mailAccounts.brandId))
    .leftJoin(users, eq(users.id, m.assigneeId));
type Selected = Awaited<ReturnType<ReturnType<typeof selectRooms>['execute']>>[number];

export interface RoomFilters {
  accountId?: number;
  labelId?: number;
  keyword?: string;
  status?: 'open' | 'closed' | null;
}

/** Whose conversations a list shows: one person's, the pool's (unassigned), or everyone's (neither). */
export interface RoomScope {
  assigneeId?: number;
  pool?: true;
}
export const assignedTo = (userId: number): RoomScope => ({ assigneeId: userId });
export const inPool: RoomScope = { pool: true };
export const everyone: RoomScope = {};

/** The values a conversation list's conditions take (the keyword as a pattern); undefined ones are absent. */
export const roomValues = (f: RoomFilters, scope: RoomScope) => ({
  assigneeId: scope.assigneeId,
  pool: scope.pool,
  accountId: f.accountId || undefined,
  status: f.status || undefined,
  keyword: f.keyword ? containing(f.keyword) : undefined,
  labelId: f.labelId || undefined,
});
export type RoomValues = ReturnType<typeof roomValues>;

const roomConditions = conditionsOf<RoomValues>({
  assigneeId: eqTo(m.assigneeId),
  pool: () => isNull(m.assigneeId),
  accountId: eqTo(m.accountId),
  status: eqTo(m.status),
  keyword: (v) => or(ilike(m.customerEmail, v as string), ilike(m.subject, v as string), ilike(m.customerName, v as string)),
  labelId: (v) => sql`exists (select 1 from ${mailRoomLabels} where ${mailRoomLabels.roomId} = ${m.id} and ${mailRoomLabels.labelId} = ${v})`,
});

/** Conditions of a conversation list built directly (the status tabs' counts). */
export function roomWhere(f: RoomFilters, scope: RoomScope): SQL | undefined {
  const v = presentOf(roomValues(f, scope));
  return roomConditions(v, direct(v as RoomValues));
}

export const roomOrder = [desc(m.lastMessageAt), desc(m.id)];

/** One page of conversations in `scope`, latest mail first, prepared per shape, with the capped total. */
export function roomList(db: Db, query: RoomFilters & Paging, scope: RoomScope) {
  return countedListPage(db, {
    name: 'mail_rooms',
    values: roomValues(query, scope),
    conditions: roomConditions,
    select: (extra) => selectRooms(db, extra),
    order: roomOrder,
    counted: m,
    cap: LIST_COUNT_CAP,
    page: query.page,
    limit: query.limit,
  });
}

/** Rows with their labels (one extra query for the page). */
export async function withLabels(db: Db, rows: Selected[]): Promise<RoomRow[]> {
  const ids = rows.map((r) => r.id);
  const labels = ids.length
    ? await db
        .select({ roomId: mailRoomLabels.roomId, id: mailLabels.id, name: mailLabels.name, color: mailLabels.color })
        .from(mailRoomLabels)
        .innerJoin(mailLabels, eq(mailLabels.id, mailRoomLabels.labelId))
        .where(inArray(mailRoomLabels.roomId, ids))
        .orderBy(mailLabels.name)
    : [];
  return rows.map((r) => ({
    ...r,
    lastMessageAt: iso(r.lastMessageAt),
    labels: labels.filter((l) => l.roomId === r.id).map(({ id, name, color }) => ({ id, name, color })),
  }));
}

export async function roomRowById(db: Db, id: number): Promise<RoomRow | undefined> {
  const rows = await selectRooms(db).where(eq(m.id, id));
  return (await withLabels(db, rows))[0];
}
