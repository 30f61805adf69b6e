import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { RoomRow } from '@shared/api/mail/rooms';
import type { Db } from '../../db/connection';
import { mailAccounts, mailLabels, mailRoomLabels, mailRooms, productBrands, users } from '../../db/schema';
import { iso } from './text';
import { containing } from '../../db/like';

/** The conversation lists' select, filters and row shape. */
const m = mailRooms;

export const selectRooms = (db: Db) =>
  db
    .select({
      id: m.id, version: m.version, accountId: m.accountId, accountEmail: mailAccounts.email, brandName: productBrands.name,
      customerEmail: m.customerEmail, customerName: m.customerName, subject: m.subject, language: m.language,
      assigneeId: m.assigneeId, assigneeName: users.name, status: m.status, unread: m.unread, messageCount: m.messageCount, lastMessageAt: m.lastMessageAt,
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

export function roomWhere(f: RoomFilters, scope: SQL | undefined): SQL | undefined {
  return and(
    scope,
    f.accountId ? eq(m.accountId, f.accountId) : undefined,
    f.status ? eq(m.status, f.status) : undefined,
    f.keyword ? or(ilike(m.customerEmail, containing(f.keyword)), ilike(m.subject, containing(f.keyword)), ilike(m.customerName, containing(f.keyword))) : undefined,
    f.labelId ? sql`exists (select 1 from ${mailRoomLabels} where ${mailRoomLabels.roomId} = ${m.id} and ${mailRoomLabels.labelId} = ${f.labelId})` : undefined,
  );
}

export const roomOrder = [desc(m.lastMessageAt), desc(m.id)];
export const inPool = isNull(m.assigneeId);
export const assignedTo = (userId: number) => eq(m.assigneeId, userId);

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
