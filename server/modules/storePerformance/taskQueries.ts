import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NotificationTaskFilter, NotificationTaskRow } from '@shared/api/storePerformance/notifications';
import type { Db } from '../../db/connection';
import { perfNotificationTasks as t, platforms, stores, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { isoOrNull } from '../../http/time';
import { direct, presentOf } from '../../http/preparedList';
import { atLeast, before, conditionsOf, eqTo, matches } from '../../db/conditions';
import { taskVisibility } from './visibility';

const charge = alias(users, 'perf_task_charge');
const creator = alias(users, 'perf_task_creator');
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/** The values a task list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const taskValues = (f: Partial<NotificationTaskFilter>, scope: number | undefined, userId: number) => ({
  scope,
  mine: f.mine ? userId : undefined,
  status: f.status || undefined,
  title: f.title ? startsWith(f.title) : undefined,
  storeId: f.storeId || undefined,
  noticeType: f.noticeType || undefined,
  brand: f.brand ? startsWith(f.brand) : undefined,
  chargeUserId: f.chargeUserId || undefined,
  dateFrom: f.dateFrom || undefined,
  dateTo: f.dateTo ? nextDay(f.dateTo) : undefined,
});
export type TaskValues = ReturnType<typeof taskValues>;

/** The list's conditions within the caller's view over the present values (see preparedList.ts); `mine` limits them to the caller's tasks. */
export const taskConditions = conditionsOf<TaskValues>({
  scope: (v) => taskVisibility.where(v as number),
  mine: eqTo(t.chargeUserId),
  status: eqTo(t.status),
  title: matches(t.title),
  storeId: eqTo(t.storeId),
  noticeType: eqTo(t.noticeType),
  brand: matches(t.brand),
  chargeUserId: eqTo(t.chargeUserId),
  dateFrom: atLeast(t.receivedOn),
  dateTo: before(t.receivedOn),
});

/** The conditions of a task list built directly (tab counts). */
export function taskWhere(f: Partial<NotificationTaskFilter>, scope: number | undefined, userId: number): SQL | undefined {
  const v = presentOf(taskValues(f, scope, userId));
  return taskConditions(v, direct(v as TaskValues));
}

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
