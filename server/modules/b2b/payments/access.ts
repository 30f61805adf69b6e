import { eq } from 'drizzle-orm';
import { paymentCode } from '@shared/api/b2b/payment';
import { paymentMachine, stateLabel } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { b2bPayments } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { Actor, Tx } from '../../../workflow';

export const NOT_FOUND = `${paymentMachine.title}不存在`;

/** The creator a user's view is limited to, or undefined with payment-list:btn_viewAll (same rule as ownerScope). */
export const paymentScope = (actor: Pick<Actor, 'userId' | 'elements'>): number | undefined =>
  actor.elements.has(paymentCode('viewAll')) ? undefined : actor.userId;

export interface PaymentHead {
  id: number;
  status: string;
  version: number;
  createdBy: number;
  serialNo: string;
}

/**
 * The record `actor` may see, or 付款申请不存在: unknown, deleted (unless `deletedToo`, for its log)
 * and other people's records without viewAll look the same. `lock` takes the row lock inside `tx`.
 */
export async function visiblePayment(
  db: Db | Tx,
  actor: Pick<Actor, 'userId' | 'elements'>,
  id: number,
  options: { deletedToo?: boolean; lock?: boolean } = {},
): Promise<PaymentHead> {
  const query = db
    .select({ id: b2bPayments.id, status: b2bPayments.status, version: b2bPayments.version, createdBy: b2bPayments.createdBy, serialNo: b2bPayments.serialNo })
    .from(b2bPayments)
    .where(eq(b2bPayments.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  const scope = paymentScope(actor);
  if (!row || (row.status === 'deleted' && !options.deletedToo) || (scope !== undefined && row.createdBy !== scope)) throw fail.notFound(NOT_FOUND);
  return row;
}

/** Fields and attachments change only in draft or rejected, only by the creator. */
export function assertEditable(head: PaymentHead, actor: Pick<Actor, 'userId'>): void {
  if (head.createdBy !== actor.userId) throw fail.refused(`只有创建人可以修改该${paymentMachine.title}`);
  if (head.status !== 'draft' && head.status !== 'rejected') {
    throw fail.refused(`${paymentMachine.title}当前状态为“${stateLabel(paymentMachine, head.status)}”，不能修改`);
  }
}

export const isEditable = (head: Pick<PaymentHead, 'status' | 'createdBy'>, userId: number) =>
  head.createdBy === userId && (head.status === 'draft' || head.status === 'rejected');
