import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { actorMay, findTransition, stateLabel, type Machine, type TransitionDef } from '@shared/workflow';
import type { Db, Tx } from '../db/connection';
import { workflowEvents, workflowLogs } from '../db/schema';
import { fail } from '../http/errors';
import { adjustCounts } from './counts';

/** A table holding workflow records: the columns of `workflowRecord()` plus `id`. */
export type WorkflowTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  version: AnyPgColumn;
  createdBy: AnyPgColumn;
  updatedAt: AnyPgColumn;
  submittedAt: AnyPgColumn;
};

export interface Actor {
  userId: number;
  name: string;
  elements: ReadonlySet<string>;
}

export interface CurrentRecord {
  id: number;
  status: string;
  version: number;
  createdBy: number;
}

export interface TransitionRequest {
  id: number;
  action: string;
  actor: Actor;
  /** The version the actor saw; when given, a newer one means someone acted first. */
  version?: number;
  comment?: string;
  /**
   * Runs inside the transaction after every check passed, before the status changes: business rules
   * (may throw to refuse) and side effects; returns extra columns to set on the record.
   */
  apply?: (tx: Tx, record: CurrentRecord) => Promise<Record<string, unknown> | void>;
}

export interface TransitionResult {
  id: number;
  from: string;
  to: string;
  version: number;
}

/** Who moved the record last, for "already handled" messages. */
async function lastActor(tx: Tx, entity: string, id: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: workflowLogs.actorName })
    .from(workflowLogs)
    .where(and(eq(workflowLogs.entity, entity), eq(workflowLogs.entityId, id)))
    .orderBy(desc(workflowLogs.id))
    .limit(1);
  return row?.name;
}

function checkActor(machine: Machine, t: TransitionDef, record: CurrentRecord, actor: Actor, comment?: string): void {
  if (!actor.elements.has(t.element)) throw fail.forbidden();
  if (!actorMay(t.actor, record, { id: actor.userId, elements: actor.elements })) {
    throw fail.refused(t.actor === 'creator' ? `只有创建人可以${t.label}该${machine.title}` : `不能${t.label}自己提交的${machine.title}`);
  }
  if (t.comment === 'required' && !comment?.trim()) throw fail.badRequest(`请填写${t.label}原因`);
}

/**
 * Runs one declared transition in one transaction: locks the record, checks state, version, element
 * code and actor rule, applies the module's rules, moves the status, and writes the business log, the
 * status counts and an event for other parts of the system. Two people acting at once: the second
 * waits for the lock, then finds the state changed and is told who handled it.
 */
export function runTransition(db: Db, machine: Machine, table: WorkflowTable, req: TransitionRequest): Promise<TransitionResult> {
  return db.transaction((tx) => runTransitionInTx(tx, machine, table, req));
}

/** `runTransition` inside the caller's transaction, e.g. a draft saved and submitted in one step. */
export async function runTransitionInTx(tx: Tx, machine: Machine, table: WorkflowTable, req: TransitionRequest): Promise<TransitionResult> {
  const t = findTransition(machine, req.action);
  if (!t) throw new Error(`${machine.entity}: no transition ${req.action}`);
  const [record] = (await tx
    .select({ id: table.id, status: table.status, version: table.version, createdBy: table.createdBy })
    .from(table)
    .where(eq(table.id, req.id))
    .for('update')) as CurrentRecord[];
  if (!record || record.status === 'deleted') throw fail.notFound(`${machine.title}不存在`);
  if (!(t.from as readonly string[]).includes(record.status)) {
    const by = await lastActor(tx, machine.entity, record.id);
    throw fail.conflict(`该${machine.title}${by ? `已被${by}处理` : '状态已变化'}，当前状态：${stateLabel(machine, record.status)}，请刷新后重试`);
  }
  if (req.version !== undefined && req.version !== record.version) {
    throw fail.conflict(`该${machine.title}已被他人修改，请刷新后重试`);
  }
  checkActor(machine, t, record, req.actor, req.comment);
  const extra = (await req.apply?.(tx, record)) ?? {};
  const version = record.version + 1;
  await tx
    .update(table)
    .set({
      ...extra,
      status: t.to,
      version,
      updatedAt: new Date(),
      ...(t.action === 'submit' ? { submittedAt: new Date() } : {}),
    } as never)
    .where(eq(table.id, record.id));
  await adjustCounts(tx, machine.entity, record.createdBy, record.status, t.to);
  await writeLog(tx, machine, record.id, { action: t.action, from: record.status, to: t.to, actor: req.actor, comment: req.comment });
  return { id: record.id, from: record.status, to: t.to, version };
}

interface LogEntry {
  action: string;
  from: string | null;
  to: string;
  actor: Pick<Actor, 'userId' | 'name'>;
  comment?: string;
}

async function writeLog(tx: Tx, machine: Machine, entityId: number, e: LogEntry): Promise<void> {
  const common = { entity: machine.entity, entityId, action: e.action, fromStatus: e.from, toStatus: e.to, actorId: e.actor.userId };
  await tx.insert(workflowLogs).values({ ...common, actorName: e.actor.name, comment: e.comment?.trim() || null });
  await tx.insert(workflowEvents).values({ ...common, data: e.comment ? { comment: e.comment.trim() } : null });
}

/** Records a new record's first state (created as a draft or submitted straight away). */
export async function recordCreated(tx: Tx, machine: Machine, entityId: number, status: string, actor: Pick<Actor, 'userId' | 'name'>): Promise<void> {
  await adjustCounts(tx, machine.entity, actor.userId, null, status);
  await writeLog(tx, machine, entityId, { action: status === 'draft' ? 'save' : 'create', from: null, to: status, actor });
}

/** Logs an edit that does not change the state (a draft saved again, an attachment added). */
export async function recordEdited(tx: Tx, machine: Machine, record: CurrentRecord, actor: Pick<Actor, 'userId' | 'name'>, action = 'edit', comment?: string): Promise<void> {
  await writeLog(tx, machine, record.id, { action, from: record.status, to: record.status, actor, comment });
}

/** Raises the version of a record edited outside a transition, refusing a stale edit. */
export async function bumpVersion(tx: Tx, table: WorkflowTable, record: CurrentRecord, seenVersion: number | undefined, title: string): Promise<number> {
  if (seenVersion !== undefined && seenVersion !== record.version) throw fail.conflict(`该${title}已被他人修改，请刷新后重试`);
  await tx.update(table).set({ version: sql`${table.version} + 1`, updatedAt: new Date() } as never).where(eq(table.id, record.id));
  return record.version + 1;
}
