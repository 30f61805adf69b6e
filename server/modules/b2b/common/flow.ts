import { eq } from 'drizzle-orm';
import { CLIENT_SCREEN } from '@shared/api/b2b/common';
import { elementCode } from '@shared/catalog/codes';
import { allowedActions, type Machine, type RecordState } from '@shared/workflow';
import type { AllowedActionRow } from '@shared/api/b2b/flow';
import type { Caller } from '../../../http/api';
import { fail } from '../../../http/errors';
import { actorOf, runTransition, type Actor, type CurrentRecord, type TransitionResult, type Tx, type WorkflowTable } from '../../../workflow';
import type { Db } from '../../../db/connection';

/** The caller as a workflow actor, and the owner their view of `machine`'s records is limited to. */
export async function flowCaller(caller: Caller, machine: Machine): Promise<{ actor: Actor; scope: number | undefined }> {
  const actor = await actorOf(caller);
  const scope = actor.elements.has(elementCode(machine.screen, 'viewAll')) ? undefined : actor.userId;
  return { actor, scope };
}

/** A record outside the caller's view is answered as if it did not exist. */
export function ensureVisible<T extends { createdBy: number }>(record: T | undefined, scope: number | undefined, machine: Machine): T {
  if (!record || (record as { status?: string }).status === 'deleted' || (scope !== undefined && record.createdBy !== scope)) {
    throw fail.notFound(`${machine.title}不存在`);
  }
  return record;
}

/** Customers a user may act for: their own, or any with a viewAll code of the customer or the given screen. */
export function mayUseCustomer(actor: Actor, salesUserId: number, machine: Machine): boolean {
  return salesUserId === actor.userId || actor.elements.has(elementCode(CLIENT_SCREEN, 'viewAll')) || actor.elements.has(elementCode(machine.screen, 'viewAll'));
}

/** The transitions the actor may take now, as the detail drawers show them. */
export function actionsFor(machine: Machine, record: RecordState, actor: Actor): AllowedActionRow[] {
  return allowedActions(machine, record, { id: actor.userId, elements: actor.elements }).map((t) => ({
    action: t.action,
    label: t.label,
    ...(t.comment ? { comment: t.comment } : {}),
    ...(t.danger ? { danger: true } : {}),
  }));
}

export interface VisibleTransition {
  machine: Machine;
  table: WorkflowTable;
  action: string;
  id: number;
  version?: number;
  comment?: string;
  apply?: (tx: Tx, record: CurrentRecord) => Promise<Record<string, unknown> | void>;
}

/** Runs a transition as the caller, after making sure the record is one they may see. */
export async function transitionAsCaller(db: Db, caller: Caller, t: VisibleTransition): Promise<TransitionResult> {
  const { actor, scope } = await flowCaller(caller, t.machine);
  if (scope !== undefined) {
    const [row] = (await db
      .select({ createdBy: t.table.createdBy, status: t.table.status })
      .from(t.table)
      .where(eq(t.table.id, t.id))) as Array<{ createdBy: number; status: string }>;
    ensureVisible(row, scope, t.machine);
  }
  return runTransition(db, t.machine, t.table, { id: t.id, action: t.action, actor, version: t.version, comment: t.comment, apply: t.apply });
}
