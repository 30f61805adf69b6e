import { z } from 'zod';
import type { ApprovalAction, ApprovalDetail, ApprovalInbox } from '@shared/api/approvals';
import { attachmentUrl } from '@shared/api/tool';
import { actorMay, stateLabel, type TransitionDef } from '@shared/workflow';
import type { Db } from '../db/connection';
import { AppError, fail } from '../http/errors';
import { listAttachments } from '../modules/tool';
import { runEntityTransition, statusCounts, workflowLog, type Actor } from '../workflow';
import { describedRecord, labelledLog, othersWaiting, recordById, seesOthers, toItems } from './records';
import { approvalSource, approvalSources, approvalTransitions, waitingStates, type ApprovalSource, type Decision } from './source';

/** Items listed at most per kind in the inbox. */
export const INBOX_LIMIT = 50;

/** The waiting states in which `actor` may decide (holds an approval transition's code). */
function statesFor(source: ApprovalSource, actor: Actor): string[] {
  if (!seesOthers(source, actor)) return [];
  return waitingStates(source.machine).filter((s) => approvalTransitions(source.machine, s).some((t) => actor.elements.has(t.element)));
}

/** Everything waiting for `actor`'s decision, newest first, with counts per kind (from the status counts). */
export async function approvalInbox(db: Db, actor: Actor, kind?: string): Promise<ApprovalInbox> {
  const kinds: ApprovalInbox['kinds'] = [];
  const items: ApprovalInbox['items'] = [];
  for (const source of approvalSources()) {
    const states = statesFor(source, actor);
    if (!states.length) continue;
    const { entity } = source.machine;
    const [everyone, mine] = await Promise.all([statusCounts(db, entity), statusCounts(db, entity, [actor.userId])]);
    for (const s of states) kinds.push({ kind: `${entity}:${s}`, title: source.kindTitles[s] ?? source.machine.title, count: (everyone[s] ?? 0) - (mine[s] ?? 0) });
    const listed = kind ? states.filter((s) => `${entity}:${s}` === kind) : states;
    if (listed.length) items.push(...(await toItems(db, source, await othersWaiting(db, source, listed, actor.userId, INBOX_LIMIT))));
  }
  items.sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
  return { kinds, items };
}

function sourceOf(entity: string): ApprovalSource {
  const source = approvalSource(entity);
  if (!source) throw fail.notFound('审批类型不存在');
  return source;
}

/** One record with what `actor` may decide on it now; others' records need viewAll, as in the portal. */
export async function approvalDetail(db: Db, actor: Actor, entity: string, id: number): Promise<ApprovalDetail> {
  const source = sourceOf(entity);
  const { machine } = source;
  const record = await recordById(db, source, id);
  if (!record || (record.createdBy !== actor.userId && !seesOthers(source, actor))) throw fail.notFound(`${machine.title}不存在`);
  const [described, history, files] = await Promise.all([describedRecord(db, source, record), workflowLog(db, machine, id), listAttachments(db, entity, id)]);
  if (!described) throw fail.notFound(`${machine.title}不存在`);
  const allowed = approvalTransitions(machine, record.status).filter(
    (t) => actor.elements.has(t.element) && actorMay(t.actor, record, { id: actor.userId, elements: actor.elements }),
  );
  const actions = await actionsOf(db, source, allowed);
  return {
    ...described.item,
    fields: described.fields,
    attachments: files.map((f) => ({ id: f.id, name: f.name, size: f.size, url: attachmentUrl(f.id) })),
    history: labelledLog(machine, history),
    actions,
    portalPath: source.portalPath(id),
  };
}

/** Transitions as the decisions a person is offered, with the inputs each needs. */
export function actionsOf(db: Db, source: ApprovalSource, transitions: readonly TransitionDef[]): Promise<ApprovalAction[]> {
  return Promise.all(
    transitions.map(async (t) => ({
      action: t.action,
      label: t.label,
      danger: !!t.danger,
      comment: t.comment ?? null,
      fields: (await source.decisionFields?.(db, t.action)) ?? [],
    })),
  );
}

/** Runs a decision through the record's own transition endpoint, as the portal does; only approval transitions. */
export async function decideApproval(db: Db, actor: Actor, entity: string, decision: Decision) {
  const source = sourceOf(entity);
  const transition = source.machine.transitions.find((t) => t.action === decision.action && t.approval);
  if (!transition) throw fail.badRequest('不支持的审批操作');
  const { id, version, comment, fields } = decision;
  const result = source.decide
    ? await source.decide(db, actor, decision)
    : await runEntityTransition(db, actor, entity, decision.action, { ...fields, id, version, comment });
  return { ...result, statusLabel: stateLabel(source.machine, result.to), label: transition.label };
}

/** The message a failed decision shows (card toast, widget): our own refusals and validation alike. */
export function decisionFailure(error: unknown): string | undefined {
  if (error instanceof z.ZodError) return error.issues[0]?.message;
  if (error instanceof AppError) return error.message;
  return undefined;
}
