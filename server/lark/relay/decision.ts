import { and, desc, eq, ne } from 'drizzle-orm';
import { findTransition, stateLabel, type Machine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { workflowEvents, workflowLogs } from '../../db/schema';
import type { DecisionShown } from '../cards/approval';

/** How the record left `stage`: the latest log entry moving it out of that state. */
export async function decisionOutOf(db: Db, machine: Machine, entityId: number, stage: string): Promise<DecisionShown | undefined> {
  const [log] = await db
    .select()
    .from(workflowLogs)
    .where(and(eq(workflowLogs.entity, machine.entity), eq(workflowLogs.entityId, entityId), eq(workflowLogs.fromStatus, stage), ne(workflowLogs.toStatus, stage)))
    .orderBy(desc(workflowLogs.id))
    .limit(1);
  if (!log) return undefined;
  const t = findTransition(machine, log.action);
  return {
    label: t?.label ?? log.action,
    actorName: log.actorName,
    at: log.createdAt,
    comment: log.comment,
    statusLabel: stateLabel(machine, log.toStatus),
    danger: !!t?.danger,
  };
}

/** The outbox event that put the record into its current `status` (the round its cards belong to). */
export async function currentRound(db: Db, entity: string, entityId: number, status: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: workflowEvents.id })
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entity, entity), eq(workflowEvents.entityId, entityId), eq(workflowEvents.toStatus, status)))
    .orderBy(desc(workflowEvents.id))
    .limit(1);
  return row?.id;
}
