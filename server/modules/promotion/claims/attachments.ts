import { claimApprovalScreen, claimProcessScreen, claimScreen, cashierPaymentScreen, paymentDetailScreen } from '@shared/api/promotion/screens';
import { reimbursementMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { actorOf, type Actor } from '../../../workflow';
import { attachFiles, detachFile, listAttachments, defineAttachmentOwner } from '../../tool';
import { claimVisibility } from './visibility';

export const CLAIM_ENTITY = reimbursementMachine.entity;

/** Receipts are read by whoever may see the claim. */
export const claimAttachments = defineAttachmentOwner(
  CLAIM_ENTITY,
  [claimScreen.path, claimProcessScreen.path, claimApprovalScreen.path, cashierPaymentScreen.path, paymentDetailScreen.path],
  async ({ db, caller, entityId }) => {
    const actor = await actorOf(caller);
    return claimVisibility.head(db, entityId, claimVisibility.scopeOf(actor), { deletedToo: true }).then(
      () => true,
      () => false,
    );
  },
);

export const claimReceipts = (db: Db | Tx, claimId: number) => listAttachments(db as Db, CLAIM_ENTITY, claimId);

/** Attaches the lines' receipts to the claim and detaches the ones no line names any more. */
export async function syncReceipts(tx: Tx, actor: Actor, claimId: number, fileIds: number[]): Promise<void> {
  const target = { entity: CLAIM_ENTITY, entityId: claimId };
  const wanted = new Set(fileIds);
  for (const old of await claimReceipts(tx, claimId)) if (!wanted.has(old.id)) await detachFile(tx as unknown as Db, { ...target, id: old.id });
  if (wanted.size) await attachFiles(tx as unknown as Db, { ...target, ids: [...wanted], by: actor.userId });
}
