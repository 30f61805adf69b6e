import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentCode, type savePaymentBody } from '@shared/api/b2b/payment';
import { paymentMachine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { b2bPayments } from '../../../db/schema';
import { AppError, fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor } from '../../../workflow';
import { toCny } from '../common/money';
import { nextSerial } from '../../../db/serial';
import { assertEditable, visiblePaymentHead } from './access';
import { attachOnSave } from './attachments';
import { invoiceOrderInfo, usableCustomer } from './invoiceInfo';

export type SavePaymentInput = z.output<typeof savePaymentBody>;
export interface SavedPayment {
  id: number;
  serialNo: string;
  status: string;
  version: number;
}

/** Checks the customer and invoice the request names; the invoice fills the customer and its orders. */
async function columnsOf(tx: Tx, actor: Actor, input: SavePaymentInput) {
  const { id: _id, version: _version, submit: _submit, fileIds: _files, ...fields } = input;
  let { customerId, orderNos } = fields;
  if (fields.invoiceNumber) {
    const invoice = await invoiceOrderInfo(tx, actor, fields.invoiceNumber).catch((e: unknown) => {
      throw e instanceof AppError ? fail.badRequest(`发票“${fields.invoiceNumber}”不存在`) : e;
    });
    if (customerId !== null && customerId !== invoice.customerId) throw fail.badRequest('发票不属于所选客户');
    customerId = invoice.customerId;
    const covered = new Set(invoice.orders.map((o) => o.orderNo));
    const stray = orderNos.find((no) => !covered.has(no));
    if (stray) throw fail.badRequest(`订单“${stray}”不在发票“${invoice.invoiceNumber}”中`);
    if (orderNos.length === 0) orderNos = [...covered];
  }
  if (customerId !== null) await usableCustomer(tx, actor, customerId);
  return { ...fields, customerId, orderNos, amountCny: toCny(fields.amount, fields.exchangeRate) };
}

/**
 * 保存草稿 / 提交: creates a draft or edits one (creator only, draft or rejected, version checked), attaches
 * the uploaded files and, with `submit`, moves it to 待审核 — all in one transaction, logged.
 */
export async function savePayment(db: Db, actor: Actor, input: SavePaymentInput): Promise<SavedPayment> {
  if (!actor.elements.has(paymentCode('add'))) throw fail.forbidden();
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx, actor, input);
    let saved: SavedPayment & { createdBy: number };
    if (input.id === undefined) {
      const serialNo = await nextSerial(tx, 'FK');
      const [row] = await tx
        .insert(b2bPayments)
        .values({ ...columns, serialNo, status: 'draft', createdBy: actor.userId })
        .returning({ id: b2bPayments.id, serialNo: b2bPayments.serialNo, status: b2bPayments.status, version: b2bPayments.version, createdBy: b2bPayments.createdBy });
      saved = row!;
      await recordCreated(tx, paymentMachine, saved.id, 'draft', actor);
    } else {
      const head = await visiblePaymentHead(tx, actor, input.id, { lock: true });
      assertEditable(head, actor);
      const version = await bumpVersion(tx, b2bPayments, head, input.version, paymentMachine.title);
      const [row] = await tx.update(b2bPayments).set(columns).where(eq(b2bPayments.id, head.id)).returning({ serialNo: b2bPayments.serialNo });
      await recordEdited(tx, paymentMachine, head, actor);
      saved = { ...head, serialNo: row!.serialNo, version };
    }
    if (input.fileIds.length) await attachOnSave(tx, actor, saved, input.fileIds);
    const { id, serialNo } = saved;
    if (!input.submit) return { id, serialNo, status: saved.status, version: saved.version };
    const moved = await runTransitionInTx(tx, paymentMachine, b2bPayments, { id, action: 'submit', actor });
    return { id, serialNo, status: moved.to, version: moved.version };
  });
}
