import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { assignBody, handlingCalls } from '@shared/api/service/handling';
import { OPEN_STATES, type Machine } from '@shared/workflow';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connection';
import { users, workflowStatusCounts } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import type { Visibility } from '../../http/visibility';
import { actorOf, addTransition, bumpVersion, recordEdited, workflowLog, type Actor, type WorkflowTable } from '../../workflow';
import { startsWith } from '../../db/like';
import { atLeast, before, eqTo, matches, type ConditionSpec } from '../../db/conditions';

/** The columns both record kinds share: owner, status, timestamps. */
export type ServiceTable = WorkflowTable & { resolvedAt: AnyPgColumn; createdAt: AnyPgColumn; orderNo: AnyPgColumn; sku: AnyPgColumn };

const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/** What both lists are filtered by. */
export interface SharedFilter {
  status?: string;
  ownerId?: number;
  sku?: string;
  orderNo?: string;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/**
 * The values of the filters both lists share (prefixes ready for LIKE, the date range as its bounds:
 * `asDay` turns a day into the dated column's value, the end is the day after); undefined ones are absent.
 */
export const sharedValues = (f: SharedFilter, scope: number | undefined, asDay: (day: string) => unknown) => ({
  status: f.status || undefined,
  ownerId: f.ownerId,
  sku: f.sku ? startsWith(f.sku) : undefined,
  orderNo: f.orderNo ? startsWith(f.orderNo) : undefined,
  dateFrom: f.dateFrom ? asDay(f.dateFrom) : undefined,
  dateTo: f.dateTo ? asDay(nextDay(f.dateTo)) : undefined,
  scope,
});
export type SharedValues = ReturnType<typeof sharedValues>;

/** The conditions of the shared filters over `t`; `dated` is the column the date range applies to, `scope` limits to one owner. */
export const sharedConditions = (t: ServiceTable, dated: AnyPgColumn, visibility: Visibility): ConditionSpec<SharedValues> => ({
  status: eqTo(t.status),
  ownerId: eqTo(t.createdBy),
  sku: matches(t.sku),
  orderNo: matches(t.orderNo),
  dateFrom: atLeast(dated),
  dateTo: before(dated),
  scope: (v) => visibility.where(v as number),
});

/** Records per tab (and all) under `where`: grouped directly, as reviews are counted per channel too. */
export async function serviceTabCounts(db: Db, machine: Machine, t: ServiceTable, where: SQL | undefined): Promise<Record<string, number>> {
  const rows = await db.select({ status: t.status, n: count() }).from(t).where(where).groupBy(t.status);
  const byStatus = Object.fromEntries(rows.map((r) => [r.status as string, Number(r.n)]));
  const counts = Object.fromEntries(machine.tabs.map((s) => [s, byStatus[s] ?? 0]));
  return { ...counts, all: machine.tabs.reduce((n, s) => n + (counts[s] ?? 0), 0) };
}

/** A 客服 who may open `screen`: the owner a record is given to (on creation or 转派). */
export async function checkOwner(db: Db | Tx, ownerId: number, screen: string, actor?: Actor, assignCode?: string): Promise<{ id: number; name: string }> {
  if (actor && assignCode && !actor.elements.has(assignCode)) throw fail.refused('指定其他负责人需要转派权限');
  const [user] = await db.select({ id: users.id, name: users.name, status: users.status }).from(users).where(eq(users.id, ownerId));
  if (!user || user.status !== 'active') throw fail.badRequest('负责人不存在或已停用');
  if (!(await loadUserCodes(db as Db, ownerId)).menus.has(screen)) throw fail.refused(`${user.name}没有该页面的权限，不能作为负责人`);
  return user;
}

/** Active users who may open `screen`: who can own its records. */
async function ownersOf(db: Db, screen: string): Promise<Array<{ id: number; name: string }>> {
  const result = await db.execute(sql`select distinct u.id, u.name from users u
    join group_members gm on gm.user_id = u.id
    join group_menus g on g.group_id = gm.group_id
    join menus m on m.id = g.menu_id
    where m.code = ${screen} and u.status = 'active' order by u.id`);
  return (result as unknown as { rows: Array<{ id: number; name: string }> }).rows;
}

/** The engine counts records per owner: a record changing owner moves its count with it. */
export async function moveOwnerCount(tx: Tx, entity: string, status: string, from: number, to: number): Promise<void> {
  if (from === to) return;
  const c = workflowStatusCounts;
  await tx.update(c).set({ n: sql`${c.n} - 1` }).where(and(eq(c.entity, entity), eq(c.ownerId, from), eq(c.status, status)));
  await tx
    .insert(c)
    .values({ entity, ownerId: to, status, n: 1 })
    .onConflictDoUpdate({ target: [c.entity, c.ownerId, c.status], set: { n: sql`${c.n} + 1` } });
}

interface Handled {
  machine: Machine;
  table: ServiceTable;
  visibility: Visibility;
  screen: string;
}

/** 转派: another 客服 takes the record over; the state stays, the version rises, the log says who to. */
export async function assignRecord(db: Db, actor: Actor, h: Handled, body: z.output<typeof assignBody>) {
  return db.transaction(async (tx) => {
    const head = await h.visibility.head(tx, body.id, h.visibility.scopeOf(actor), { lock: true });
    if (!OPEN_STATES.includes(head.status as 'new')) throw fail.refused(`该${h.machine.title}已${h.machine.states[head.status as 'new']?.label ?? head.status}，不能转派`);
    if (head.createdBy === body.ownerId) throw fail.refused(`该${h.machine.title}已由此人负责`);
    const owner = await checkOwner(tx, body.ownerId, h.screen);
    const version = await bumpVersion(tx, h.table, head, body.version, h.machine.title);
    await tx.update(h.table).set({ createdBy: owner.id } as never).where(eq(h.table.id, head.id));
    await moveOwnerCount(tx, h.machine.entity, head.status, head.createdBy, owner.id);
    await recordEdited(tx, h.machine, head, actor, 'assign', [`转派给 ${owner.name}`, body.comment].filter(Boolean).join('：'));
    return { id: head.id, version, ownerId: owner.id };
  });
}

/**
 * The handling routes of one record kind: 跟进 / 解决 / 关闭 / 重新打开 through the workflow engine (registered
 * once, also for the demo), 转派, and the log (follow-up notes are the log's comments).
 */
export function handlingRoutes(calls: ReturnType<typeof handlingCalls>, h: Handled): ApiRoutes {
  const { table, visibility } = h;
  const routes = new ApiRoutes();
  addTransition(routes, calls.follow, { table, visibility });
  addTransition(routes, calls.resolve, { table, visibility, apply: async () => ({ resolvedAt: new Date() }) });
  addTransition(routes, calls.close, { table, visibility, apply: async () => ({ resolvedAt: new Date() }) });
  addTransition(routes, calls.reopen, { table, visibility, apply: async () => ({ resolvedAt: null }) });
  return routes
    .add(calls.assign, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return assignRecord(deps.db, await actorOf(caller), h, body);
    })
    .add(calls.owners, async ({ deps }) => ownersOf(deps.db, h.screen))
    .add(calls.log, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      return workflowLog(deps.db, h.machine, query.id);
    });
}
