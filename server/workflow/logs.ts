import { and, asc, eq } from 'drizzle-orm';
import type { Machine } from '@shared/workflow';
import type { WorkflowLogRow } from '@shared/api/workflow';
import type { Db } from '../db/connection';
import { workflowLogs } from '../db/schema';

/** A record's history, oldest first, as the detail pages' timeline shows it. */
export async function workflowLog(db: Db, machine: Machine, entityId: number): Promise<WorkflowLogRow[]> {
  const rows = await db
    .select()
    .from(workflowLogs)
    .where(and(eq(workflowLogs.entity, machine.entity), eq(workflowLogs.entityId, entityId)))
    .orderBy(asc(workflowLogs.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    actorId: r.actorId,
    actorName: r.actorName,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  }));
}
