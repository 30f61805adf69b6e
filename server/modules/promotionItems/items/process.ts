import { and, asc, eq } from 'drizzle-orm';
import { PROCESS_STEPS, type ItemProcess, type ProcessStep, type ProcessStepRow } from '@shared/api/promotionItems/process';
import { promotionItemMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { promoteItems, workflowLogs } from '../../../db/schema';
import type { Actor } from '../../../workflow';
import { itemVisibility } from '../visibility';

/** The log actions that decide each step. */
const DECIDES: Record<ProcessStep, string[]> = {
  submit: ['submit', 'submitOver'],
  limit: ['approveLimit', 'rejectLimit'],
  manager: ['approve', 'reject'],
  pay: ['pay'],
};
/** The state in which each step waits. */
const WAITS: Record<ProcessStep, string[]> = { submit: ['draft', 'rejected'], limit: ['pending_limit'], manager: ['pending_manager'], pay: ['approved'] };

/**
 * 审批流程 of one item (getItemProcessById): the steps of its latest round (since its last submission),
 * each done, current, waiting, rejected or skipped, with who decided it, when and why.
 */
export async function itemProcess(db: Db, actor: Actor, id: number): Promise<ItemProcess> {
  await itemVisibility.head(db, id, itemVisibility.scopeOf(actor), { deletedToo: true });
  const [item] = await db.select({ serialNo: promoteItems.serialNo, status: promoteItems.status }).from(promoteItems).where(eq(promoteItems.id, id));
  const log = await db
    .select({ action: workflowLogs.action, actorName: workflowLogs.actorName, comment: workflowLogs.comment, createdAt: workflowLogs.createdAt })
    .from(workflowLogs)
    .where(and(eq(workflowLogs.entity, machine.entity), eq(workflowLogs.entityId, id)))
    .orderBy(asc(workflowLogs.id));
  const lastSubmit = log.findLastIndex((l) => DECIDES.submit.includes(l.action));
  const round = lastSubmit < 0 ? [] : log.slice(lastSubmit);
  const over = round[0]?.action === 'submitOver';
  const status = item!.status;
  let blocked = false;
  const steps = (Object.keys(PROCESS_STEPS) as ProcessStep[]).map((step): ProcessStepRow => {
    const base = { step, label: PROCESS_STEPS[step], actorName: null, at: null, comment: null };
    if (step === 'limit' && !over && round.length) return { ...base, state: 'skipped' };
    const entry = round.find((l) => DECIDES[step].includes(l.action));
    if (entry) {
      const rejected = entry.action.startsWith('reject');
      if (rejected) blocked = true;
      return { ...base, state: rejected ? 'rejected' : 'done', actorName: entry.actorName, at: entry.createdAt.toISOString(), comment: entry.comment };
    }
    if (blocked) return { ...base, state: 'waiting' };
    if (WAITS[step].includes(status)) {
      blocked = true;
      return { ...base, state: 'current' };
    }
    return { ...base, state: 'waiting' };
  });
  return { id, serialNo: item!.serialNo, status, steps };
}
