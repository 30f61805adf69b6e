import { and, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationTaskFilter, NotificationTaskRow } from '@shared/api/storePerformance/notifications';
import type { Db } from '../../db/connection';
import { perfNotificationTasks as t, platforms, stores, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { isoOrNull } from '../../http/time';
import { taskVisibility } from './visibility';

const charge = alias(users, 'perf_task_charge');
const creator = alias(users, 'perf_task_creator');
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/** The list's conditions within the caller's view; `mine` limits them to the caller's tasks. */
export const taskWhere = (f: Partial<NotificationTaskFilter>, scope: number | undefined, userId: number): SQL | undefined =>
  and(
    taskVisibility.where(scope),
    f.mine ? eq(t.chargeUserId, userId) : undefined,
    f.status ? eq(t.status, f.status) : undefined,
    f.title ? like(t.title, startsWith(f.title)) : undefined,
    f.storeId ? eq(t.storeId, f.storeId) : undefined,
    f.noticeType ? eq(t.noticeType, f.noticeType) : undefined,
    f.brand ? like(t.brand, startsWith(f.brand)) : undefined,
    f.chargeUserId ? eq(t.chargeUserId, f.chargeUserId) : undefined,
    f.dateFrom ? gte(t.receivedOn, f.dateFrom) : undefined,
    f.dateTo ? lt(t.receivedOn, nextDay(f.dateTo)) : undefined,
  );

export const taskColumns = {
  id: t.id,
  status: t.status,
  version: t.version,
  createdBy: t.createdBy,
  creatorName: creator.name,
  storeId: t.storeId,
  storeName: stores.name,
  platformName: platforms.name,
  noticeType: t.noticeType,
  brand: t.brand,
  title: t.title,
  receivedOn: t.receivedOn,
  deadline: t.deadline,
  chargeUserId: t.chargeUserId,
  chargeUserName: charge.name,
  resultType: t.resultType,
  createdAt: t.createdAt,
  finishedAt: t.finishedAt,
};

export const taskSelect = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ ...extra, ...taskColumns })
    .from(t)
    .innerJoin(stores, eq(stores.id, t.storeId))
    .innerJoin(platforms, eq(platforms.id, stores.platformId))
    .leftJoin(charge, eq(charge.id, t.chargeUserId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof taskSelect>['execute']>>[number];
export const toTaskRow = ({ total: _, ...r }: Selected & { total?: unknown }): NotificationTaskRow => ({ ...r, createdAt: r.createdAt.toISOString(), finishedAt: isoOrNull(r.finishedAt) });

/** Tasks per state (and all) under `where`. */
export async function taskTabCounts(db: Db, tabs: readonly string[], where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await db.select({ status: t.status, n: sql<number>`count(*)`.mapWith(Number) }).from(t).where(where).groupBy(t.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  const counts = Object.fromEntries(tabs.map((s) => [s, by[s] ?? 0]));
  return { ...counts, all: tabs.reduce((n, s) => n + (counts[s] ?? 0), 0) };
}
