import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { savePlanOrderBody } from '@shared/api/review/planOrder';
import { overseasScreen } from '@shared/api/review/screens';
import { planOrderDetailMachine, planOrderMachine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { reviewOperationInfos, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor, type CurrentRecord } from '../../workflow';
import { inPlatformScope, platformScope } from '../reference';
import { plannedOrders } from './operationInfo';
import { holds } from './people';
import { planOrderVisibility } from './visibility';

type SaveBody = z.output<typeof savePlanOrderBody>;
const t = reviewPlanOrders;

/** JH + yyyyMMdd + the id: readable, unique, ordered by time. */
const serialOf = (id: number, at: Date) => `JH${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;

/**
 * Commit: the plan's orders are taken from the SKU's volume. The operation info row is locked so two
 * plan orders committed at once cannot both take the last orders.
 */
export async function takeVolume(tx: Tx, record: CurrentRecord): Promise<void> {
  const [plan] = await tx.select({ operationId: t.operationId, orderCount: t.orderCount }).from(t).where(eq(t.id, record.id));
  const [info] = await tx.select({ volume: reviewOperationInfos.volume }).from(reviewOperationInfos).where(eq(reviewOperationInfos.id, plan!.operationId)).for('update');
  if (!info) throw fail.refused('运营信息已不存在');
  const used = await plannedOrders(tx, plan!.operationId);
  if (used + plan!.orderCount > info.volume) throw fail.refused(`超出可测评单量：剩余 ${info.volume - used} 单，本计划 ${plan!.orderCount} 单`);
  await tx.update(reviewOperationInfos).set({ usedVolume: used + plan!.orderCount }).where(eq(reviewOperationInfos.id, plan!.operationId));
}

/** Reject: the plan's orders go back to the SKU's volume. */
export async function returnVolume(tx: Tx, record: CurrentRecord): Promise<void> {
  const [plan] = await tx.select({ operationId: t.operationId, orderCount: t.orderCount }).from(t).where(eq(t.id, record.id));
  const used = await plannedOrders(tx, plan!.operationId);
  await tx.update(reviewOperationInfos).set({ usedVolume: Math.max(0, used - plan!.orderCount) }).where(eq(reviewOperationInfos.id, plan!.operationId));
}

/** An invitation code: 12 characters of an unambiguous alphabet about 59 random bits (not guessable, not sequential). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newInvitationCode(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** createInvitationCode: one detail per planned order, each with its own code, made by the overseas handler. */
export async function createDetails(tx: Tx, record: CurrentRecord, actor: Actor): Promise<void> {
  const [plan] = await tx.select().from(t).where(eq(t.id, record.id));
  const rows = Array.from({ length: plan!.orderCount }, (_, i) => ({
    planOrderId: plan!.id,
    platformId: plan!.platformId,
    sku: plan!.sku,
    lineNo: i + 1,
    invitationCode: newInvitationCode(),
    status: 'pending_address',
    createdBy: actor.userId,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const made = await tx.insert(reviewPlanOrderDetails).values(rows.slice(i, i + 500)).returning({ id: reviewPlanOrderDetails.id });
    for (const d of made) await recordCreated(tx, planOrderDetailMachine, d.id, 'pending_address', actor);
  }
}

async function checkInputs(db: Db, caller: Caller, body: SaveBody) {
  const [info] = await db.select().from(reviewOperationInfos).where(eq(reviewOperationInfos.id, body.operationId));
  if (!info || !inPlatformScope(await platformScope(db, caller), info.platformId)) throw fail.badRequest('运营信息不存在');
  if (!(await holds(db, body.overseasUserId, overseasScreen.code('invite')))) throw fail.badRequest('海外专员不存在或没有执行权限');
  return info;
}

/** insertOrUpdatePlanOrder: a new draft, or an edit by its creator while draft or rejected; commit in the same transaction. */
export async function savePlanOrder(db: Db, caller: Caller, actor: Actor, body: SaveBody) {
  const info = await checkInputs(db, caller, body);
  const values = {
    operationId: info.id,
    platformId: info.platformId,
    sku: info.sku,
    orderCount: body.orderCount,
    giftName: body.giftName,
    giftValue: body.giftValue,
    giftCurrency: body.giftCurrency,
    feePerOrder: body.feePerOrder,
    feeCurrency: body.feeCurrency,
    overseasUserId: body.overseasUserId,
    remark: body.remark,
  };
  return db.transaction(async (tx) => {
    let id: number;
    let serialNo: string;
    let version: number;
    if (body.id) {
      const head = await planOrderVisibility.head(tx, body.id, planOrderVisibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { lock: true });
      if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该计划单');
      if (head.status !== 'draft' && head.status !== 'rejected') throw fail.conflict('该计划单已提交，不能修改，请刷新后重试');
      version = await bumpVersion(tx, t, head, body.version, '计划单');
      const [row] = await tx.update(t).set(values).where(eq(t.id, body.id)).returning({ serialNo: t.serialNo });
      await recordEdited(tx, planOrderMachine, head, actor);
      id = body.id;
      serialNo = row!.serialNo;
    } else {
      const now = new Date();
      const [row] = await tx.insert(t).values({ ...values, serialNo: `new-${newInvitationCode()}`, status: 'draft', createdBy: actor.userId }).returning({ id: t.id });
      id = row!.id;
      serialNo = serialOf(id, now);
      await tx.update(t).set({ serialNo }).where(eq(t.id, id));
      await recordCreated(tx, planOrderMachine, id, 'draft', actor);
      version = 1;
    }
    let status = 'draft';
    if (body.commit) {
      const moved = await runTransitionInTx(tx, planOrderMachine, t, { id, action: 'commit', actor, apply: (inner, record) => takeVolume(inner, record).then(() => ({ submittedAt: new Date() })) });
      status = moved.to;
      version = moved.version;
    }
    return { id, serialNo, status, version };
  });
}
