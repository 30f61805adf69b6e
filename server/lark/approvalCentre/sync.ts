import { and, asc, eq, gt } from 'drizzle-orm';
import { actionsOf, approvalTransitions, type ApprovalSource, type WaitingRecord } from '../../approvals';
import { larkCards, users, workflowEvents } from '../../db/schema';
import type { ApprovalCardInput } from '../cards/approval';
import { bindingOfUser } from '../identity/bindings';
import type { RelayDeps } from '../relay/deps';
import { externalInstance } from './instance';

/**
 * Brings the record's instance in Lark's approval centre in line with the CRM (status, one task per
 * approver and round, each task's outcome). Runs with the card sync, so every decision (card, widget,
 * portal, approval centre) reaches it; the instance is replaced whole, so running it twice is harmless.
 * Records nobody in Lark was asked to decide (no cards) get no instance.
 */
export async function syncApprovalInstance(
  deps: RelayDeps,
  source: ApprovalSource,
  entityId: number,
  record: WaitingRecord | undefined,
  card: ApprovalCardInput | undefined,
  round: number | undefined,
): Promise<void> {
  const centre = deps.config.approvalCentre;
  if (!centre) return;
  const { db } = deps;
  const { entity } = source.machine;
  const tasks = await db
    .select({ round: larkCards.round, stage: larkCards.stage, userId: larkCards.userId, openId: larkCards.openId })
    .from(larkCards)
    .where(and(eq(larkCards.entity, entity), eq(larkCards.entityId, entityId), gt(larkCards.round, 0)))
    .orderBy(asc(larkCards.id));
  if (!tasks.length) return;
  const events = await db
    .select({ id: workflowEvents.id, action: workflowEvents.action, fromStatus: workflowEvents.fromStatus, actorId: workflowEvents.actorId, createdAt: workflowEvents.createdAt })
    .from(workflowEvents)
    .where(and(eq(workflowEvents.entity, entity), eq(workflowEvents.entityId, entityId)))
    .orderBy(asc(workflowEvents.id));
  const creator = record && (await bindingOfUser(db, record.createdBy));
  const [creatorRow] = record && !creator ? await db.select({ name: users.name }).from(users).where(eq(users.id, record.createdBy)) : [];
  const actions = record && round !== undefined ? await actionsOf(db, source, approvalTransitions(source.machine, record.status)) : [];
  await deps.lark.syncExternalInstance(
    externalInstance({
      lark: deps.config,
      approvalCode: centre.approvalCode,
      machine: source.machine,
      kindTitles: source.kindTitles,
      card,
      entity,
      entityId,
      round,
      tasks,
      events,
      requester: creator ? { openId: creator.openId } : { name: creatorRow?.name ?? record?.submitterName ?? '' },
      actions,
    }),
  );
}
