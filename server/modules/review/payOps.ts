import Big from 'big.js';
import dayjs from 'dayjs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { payOrderOpBody } from '@shared/api/review/payments';
import { paymentOpScreen } from '@shared/api/review/screens';
import { orderOpMachine, stateLabel } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { reviewOrderAddresses, reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { actorOf, runTransitionInTx, type Actor } from '../../workflow';
import { inPlatformScope, platformScope, rateOn } from '../reference';
import { isUniqueViolation } from '../../db/errors';
import { attachFiles, defineAttachmentOwner } from '../tool';
import { orderOpVisibility, paymentVisibility } from './visibility';

type PayBody = z.output<typeof payOrderOpBody>;
const o = reviewOrderOps;
const p = reviewOrderPayments;
export const PAYMENT_ENTITY = 'review_order_payment';

/** Proofs are read by whoever sees the payment (its payer, or 付款处理 viewAll: finance, the programme manager). */
export const paymentOpAttachments = defineAttachmentOwner(PAYMENT_ENTITY, [paymentOpScreen.menu], async ({ db, caller, entityId }) => {
  const [row] = await db.select({ createdBy: p.createdBy }).from(p).where(eq(p.id, entityId));
  return !!row && paymentVisibility.sees({ userId: caller.userId, elements: (await caller.codes()).elements }, row.createdBy);
});

/** FK + yyyyMMdd + the id. */
const serialOf = (id: number, at: Date) => `FK${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
const cny = (amount: string, rate: string) => new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2);

/** The approved refunds and commissions to pay, locked, in the caller's view; one reviewer, one currency, one platform. */
async function payableOps(tx: Tx, view: { owner: number | undefined; platforms: Awaited<ReturnType<typeof platformScope>> }, asked: PayBody['ops']) {
  const ids = [...new Set(asked.map((a) => a.id))];
  const rows = await tx
    .select({ op: o, reviewerEmail: reviewPlanOrderDetails.reviewerEmail, addressEmail: reviewOrderAddresses.email })
    .from(o)
    .innerJoin(reviewPlanOrderDetails, eq(reviewPlanOrderDetails.id, o.detailId))
    .leftJoin(reviewOrderAddresses, eq(reviewOrderAddresses.detailId, o.detailId))
    .where(inArray(o.id, ids))
    .orderBy(asc(o.id))
    .for('update', { of: o });
  const found = rows.filter((r) => r.op.status !== 'deleted' && (view.owner === undefined || r.op.createdBy === view.owner) && inPlatformScope(view.platforms, r.op.platformId));
  if (found.length !== ids.length) throw fail.notFound('订单操作不存在');
  for (const { op } of found) {
    if (op.type === 'cancel') throw fail.refused(`${op.serialNo} 是取消操作，无需付款`);
    if (op.status === 'paid') throw fail.conflict(`${op.serialNo} 已付款，不能重复付款`);
    if (op.status !== 'approved') throw fail.conflict(`${op.serialNo} 当前状态：${stateLabel(orderOpMachine, op.status)}，审核通过后才能付款`);
  }
  const reviewerOf = (r: (typeof found)[number]) => (r.reviewerEmail ?? r.addressEmail)?.toLowerCase() ?? `detail:${r.op.detailId}`;
  if (new Set(found.map(reviewerOf)).size > 1) throw fail.refused('所选订单操作不属于同一测评人，请分开付款');
  if (new Set(found.map((r) => r.op.currency)).size > 1) throw fail.refused('所选订单操作币种不同，请分开付款');
  if (new Set(found.map((r) => r.op.platformId)).size > 1) throw fail.refused('所选订单操作不在同一平台，请分开付款');
  const reviewer = reviewerOf(found[0]!);
  return { ops: found.map((r) => r.op), reviewer: reviewer.startsWith('detail:') ? null : reviewer };
}

/**
 * payOrderOp: one payment for approved operations of one reviewer; its amount is their sum, in CNY at the
 * pay day's rate; each operation moves to paid in the same transaction (with the version the payer saw).
 */
export async function payOps(db: Db, caller: Caller, body: PayBody) {
  const actor: Actor = await actorOf(caller);
  const paidAt = new Date(body.paidAt);
  if (paidAt.getTime() > Date.now() + 60_000) throw fail.badRequest('付款时间不能晚于现在');
  const view = { owner: orderOpVisibility.scopeOf({ userId: actor.userId, elements: actor.elements }), platforms: await platformScope(db, caller) };
  try {
    return await db.transaction(async (tx) => {
      const { ops, reviewer } = await payableOps(tx, view, body.ops);
      const [same] = await tx.select({ serialNo: p.serialNo }).from(p).where(and(eq(p.method, body.method), eq(p.transactionNo, body.transactionNo)));
      if (same) throw fail.conflict(`交易号已用于付款 ${same.serialNo}`);
      const currency = ops[0]!.currency!;
      const day = dayjs(paidAt).format('YYYY-MM-DD');
      const rate = await rateOn(tx, currency, day);
      const amount = ops.reduce((sum, op) => sum.plus(op.amount!), new Big(0)).toFixed(2);
      const values = { method: body.method, account: body.account, transactionNo: body.transactionNo, amount, currency, rate: rate.rate, rateDate: rate.rateDate, amountCny: cny(amount, rate.rate), paidAt, reviewer, platformId: ops[0]!.platformId, remark: body.remark, createdBy: actor.userId };
      const [row] = await tx.insert(p).values({ ...values, serialNo: `new-${body.transactionNo}` }).returning({ id: p.id });
      const serialNo = serialOf(row!.id, new Date());
      await tx.update(p).set({ serialNo }).where(eq(p.id, row!.id));
      const versions = new Map(body.ops.map((a) => [a.id, a.version]));
      for (const op of ops) {
        const comment = `${serialNo}：${op.amount} ${currency}，交易号 ${body.transactionNo}`;
        await runTransitionInTx(tx, orderOpMachine, o, { id: op.id, action: 'pay', actor, version: versions.get(op.id), comment, apply: async () => ({ paymentId: row!.id, amountCny: cny(op.amount!, rate.rate) }) });
      }
      await attachFiles(tx as unknown as Db, { entity: PAYMENT_ENTITY, entityId: row!.id, ids: body.fileIds, by: actor.userId });
      return { id: row!.id, serialNo, amount, currency, amountCny: values.amountCny };
    });
  } catch (e) {
    // Two payers with one transaction number at once: the second meets the unique index.
    if (isUniqueViolation(e, 'review_order_payments_txn_key')) throw fail.conflict('交易号已用于另一笔付款');
    throw e;
  }
}
