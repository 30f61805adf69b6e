import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import { auditOrderOp, saveOrderOpBody } from '@shared/api/review/orderOps';
import { payOrderOpBody } from '@shared/api/review/payments';
import type { Db } from '../../db/connection';
import { reviewPlanOrderDetails, settings } from '../../db/schema';
import { saveOrderOp } from './orderOpSave';
import { payOps } from './payOps';
import { runTransitionAs, who, type Person } from '../../workflow';

const FLAG = 'review_ops_demo_loaded';

/**
 * Operations on the review demo's orders, through the module's functions: 黄丽 raises refunds, commissions
 * and a cancellation; 徐明 audits; 黄丽 pays a reviewer's refund and commission in one PayPal payment.
 * Operations end draft, pending_audit, approved, paid and rejected.
 */
export async function loadReviewOpsDemo(db: Db): Promise<void> {
  const [manager, overseas] = await Promise.all(['xuming', 'huangli'].map((u) => who(db, u)));
  if (!manager || !overseas) return;
  const d = reviewPlanOrderDetails;
  const orders = await db
    .select({ id: d.id, status: d.status })
    .from(d)
    .where(and(isNotNull(d.marketOrderNo), inArray(d.status, ['ordered', 'archived'])))
    .orderBy(asc(d.id))
    .limit(4);
  const ordered = orders.find((o) => o.status === 'ordered');
  const archived = orders.filter((o) => o.status === 'archived');
  if (!ordered || archived.length < 3) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;

  const raise = (p: Person, detailId: number, type: 'refund' | 'commission' | 'cancel', submit: boolean, amount?: string) =>
    saveOrderOp(db, p.caller, p.actor, saveOrderOpBody.parse({ detailId, type, amount, remark: '测评订单处理演示', submit }));
  const audit = (id: number, pass: boolean, comment?: string) => runTransitionAs(db, manager.actor, auditOrderOp, pass ? 'approve' : 'reject', { id, comment });

  // The first archived order: refund and commission approved and paid together.
  const [a, b, c] = archived as [(typeof archived)[0], (typeof archived)[0], (typeof archived)[0]];
  const refund = await raise(overseas, a.id, 'refund', true, '29.99');
  const commission = await raise(overseas, a.id, 'commission', true);
  await audit(refund.id, true);
  await audit(commission.id, true);
  const paidAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  await payOps(db, overseas.caller, payOrderOpBody.parse({ ops: [{ id: refund.id }, { id: commission.id }], method: 'paypal', account: 'emily.carter@example.com', transactionNo: 'PP-DEMO-7H2K9Q', paidAt, remark: '退款与佣金一次付清' }));
  // The second: refund approved (waiting to be paid), commission waiting for audit.
  await audit((await raise(overseas, b.id, 'refund', true, '29.99')).id, true);
  await raise(overseas, b.id, 'commission', true);
  // The third: a refund rejected, the commission still a draft.
  await audit((await raise(overseas, c.id, 'refund', true, '20')).id, false, '测评人尚未留评，暂不退款');
  await raise(overseas, c.id, 'commission', false);
  // The order not yet archived: the reviewer cancelled it, the cancellation waits for audit.
  await raise(overseas, ordered.id, 'cancel', true);
}
