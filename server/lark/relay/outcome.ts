import { and, desc, eq } from 'drizzle-orm';
import { findTransition, stateLabel } from '@shared/workflow';
import type { ApprovalSource, WaitingRecord } from '../../approvals';
import { larkCards, workflowLogs } from '../../db/schema';
import { decidedApprovalCard, type ApprovalCardInput } from '../cards/approval';
import { bindingOfUser } from '../identity/bindings';
import type { RelayDeps } from './deps';
import { sendCardOrText } from './send';

/** Decisions older than this are history (e.g. when the bridge is switched on): nobody is told of them. */
const FRESH_MS = 24 * 3600_000;

/**
 * Tells the requester how their record was decided (approved, rejected with the reason, paid): one
 * card per decision, for every approval source alike. The decision's log id claims the message in
 * `lark_cards` (round = minus the log id, status `notice`), so only one process sends it, once.
 */
export async function notifyOutcome(deps: RelayDeps, source: ApprovalSource, record: WaitingRecord, input: ApprovalCardInput): Promise<void> {
  const { db } = deps;
  const { entity } = source.machine;
  const [log] = await db
    .select()
    .from(workflowLogs)
    .where(and(eq(workflowLogs.entity, entity), eq(workflowLogs.entityId, record.id)))
    .orderBy(desc(workflowLogs.id))
    .limit(1);
  const transition = log && findTransition(source.machine, log.action);
  if (!log || !transition?.approval || Date.now() - log.createdAt.getTime() > FRESH_MS) return;
  if (log.actorId === record.createdBy || !log.fromStatus) return;
  const from = log.fromStatus;
  const binding = await bindingOfUser(db, record.createdBy);
  if (!binding) return;
  const [claimed] = await db
    .insert(larkCards)
    .values({ entity, entityId: record.id, round: -log.id, stage: from, userId: record.createdBy, openId: binding.openId, status: 'sending' })
    .onConflictDoUpdate({
      target: [larkCards.entity, larkCards.entityId, larkCards.round, larkCards.userId],
      set: { status: 'sending', updatedAt: new Date() },
      setWhere: eq(larkCards.status, 'failed'),
    })
    .returning({ id: larkCards.id });
  if (!claimed) return;
  const decision = {
    label: transition.label,
    actorName: log.actorName,
    at: log.createdAt,
    comment: log.comment,
    statusLabel: stateLabel(source.machine, log.toStatus),
    danger: !!transition.danger,
  };
  const card = decidedApprovalCard(deps.config, input, `你的${source.kindTitles[from] ?? source.machine.title}：${transition.label}`, decision);
  try {
    const messageId = await sendCardOrText(deps.lark, binding.openId, card, `outcome-${claimed.id}`);
    await db.update(larkCards).set({ messageId, status: 'notice', error: null, updatedAt: new Date() }).where(eq(larkCards.id, claimed.id));
  } catch (error) {
    await db.update(larkCards).set({ status: 'failed', error: String(error).slice(0, 500), updatedAt: new Date() }).where(eq(larkCards.id, claimed.id));
    throw error;
  }
}
