import { paymentMachine, stateLabel } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { fail } from '../../../http/errors';
import type { VisibleHead, Viewer } from '../../../http/visibility';
import { paymentVisibility } from '../common/visibility';

/**
 * The request `viewer` may see, or 付款申请不存在: unknown, deleted (unless `deletedToo`, for its log)
 * and other people's records without viewAll look the same. `lock` takes the row lock inside `tx`.
 */
export const visiblePaymentHead = (db: Db | Tx, viewer: Viewer, id: number, options?: { deletedToo?: boolean; lock?: boolean }): Promise<VisibleHead> =>
  paymentVisibility.head(db, id, paymentVisibility.scopeOf(viewer), options);

/** Fields and attachments change only in draft or rejected, only by the creator. */
export function assertEditable(head: VisibleHead, actor: Pick<Viewer, 'userId'>): void {
  if (head.createdBy !== actor.userId) throw fail.refused(`只有创建人可以修改该${paymentMachine.title}`);
  if (head.status !== 'draft' && head.status !== 'rejected') {
    throw fail.refused(`${paymentMachine.title}当前状态为“${stateLabel(paymentMachine, head.status)}”，不能修改`);
  }
}

export const isEditable = (head: Pick<VisibleHead, 'status' | 'createdBy'>, userId: number) =>
  head.createdBy === userId && (head.status === 'draft' || head.status === 'rejected');
