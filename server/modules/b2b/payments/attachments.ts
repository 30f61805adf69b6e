import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Response } from 'express';
import { PAYMENT_SCREEN } from '@shared/api/b2b/payment';
import { paymentMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { attachments, b2bPayments } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { actorOf, recordEdited, type Actor, type CurrentRecord } from '../../../workflow';
import { attachFiles, detachFile, listAttachments, defineAttachmentOwner, streamZip } from '../../tool';
import { paymentVisibility } from '../common/visibility';
import { assertEditable, visiblePaymentHead } from './access';

const ENTITY = paymentMachine.entity;

/** Holders of the payment screen read attachments of the requests they may see (their own without viewAll). */
export const paymentAttachmentOwner = defineAttachmentOwner(ENTITY, [PAYMENT_SCREEN], async ({ db, caller, entityId }) => {
  const actor = await actorOf(caller);
  return visiblePaymentHead(db, actor, entityId, { deletedToo: true }).then(
    () => true,
    () => false,
  );
});

const names = (files: Array<{ name: string }>) => files.map((f) => f.name).join('、');

export const paymentAttachments = (db: Db | Tx, paymentId: number) => listAttachments(db as Db, ENTITY, paymentId);

type Change = { add: number[] } | { remove: number };

/** Applies one change inside `tx` and logs what it did as attach / detach (with the file names). */
async function applyChange(tx: Tx, actor: Actor, head: CurrentRecord, change: Change) {
  const before = await paymentAttachments(tx, head.id);
  const target = { entity: ENTITY, entityId: head.id };
  if ('add' in change) await attachFiles(tx as unknown as Db, { ...target, ids: change.add, by: actor.userId });
  else await detachFile(tx as unknown as Db, { ...target, id: change.remove });
  const after = await paymentAttachments(tx, head.id);
  const added = after.filter((f) => !before.some((b) => b.id === f.id));
  const removed = before.filter((f) => !after.some((a) => a.id === f.id));
  if (added.length) await recordEdited(tx, paymentMachine, head, actor, 'attach', names(added));
  if (removed.length) await recordEdited(tx, paymentMachine, head, actor, 'detach', names(removed));
  return after;
}

/** Attaches the creator's uploads while saving, in the save's transaction. */
export async function attachOnSave(tx: Tx, actor: Actor, head: CurrentRecord, fileIds: number[]): Promise<void> {
  await applyChange(tx, actor, head, { add: fileIds });
}

/** 添加附件 / 删除附件 on a request its creator may still edit. */
export function changeAttachments(db: Db, actor: Actor, paymentId: number, change: Change) {
  return db.transaction(async (tx) => {
    const head = await visiblePaymentHead(tx, actor, paymentId, { lock: true });
    assertEditable(head, actor);
    return applyChange(tx, actor, head, change);
  });
}

/** One zip of the attachments of the chosen requests the caller may see, in folders named by serial. */
export async function zipPaymentAttachments(deps: AppDeps, caller: Caller, ids: number[], res: Response): Promise<void> {
  const scope = await paymentVisibility.scope(caller);
  const rows = await deps.db
    .select({ serialNo: b2bPayments.serialNo, name: attachments.name, storageKey: attachments.storageKey, contentType: attachments.contentType })
    .from(b2bPayments)
    .innerJoin(attachments, and(eq(attachments.entity, ENTITY), eq(attachments.entityId, b2bPayments.id), isNull(attachments.deletedAt)))
    .where(
      and(
        inArray(b2bPayments.id, ids),
        ne(b2bPayments.status, 'deleted'),
        paymentVisibility.where(scope),
      ),
    )
    .orderBy(b2bPayments.id, attachments.id);
  if (rows.length === 0) throw fail.notFound('所选付款申请没有附件');
  const serials = new Set(rows.map((r) => r.serialNo));
  await streamZip(
    res,
    serials.size === 1 ? `${rows[0]!.serialNo}_附件.zip` : `付款申请附件_${serials.size}条.zip`,
    rows.map((r) => ({ name: `${r.serialNo}/${r.name}`, storageKey: r.storageKey, contentType: r.contentType })),
    deps.files,
  );
}
