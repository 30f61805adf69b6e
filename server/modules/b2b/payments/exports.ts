import { PAYMENT_SCREEN } from '@shared/api/b2b/common';
import { paymentFilter, type PaymentFilter } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import { defineScopedExport } from '../../../excel/scoped-export';
import type { Db } from '../../../db/connection';
import { fieldSheet } from '../../../excel/fields';
import { paymentBatches, paymentWhere } from './queries';

const sheet = fieldSheet(paymentFields, [
  'serialNo', 'type', 'customerName', 'invoiceNumber', 'payeeName', 'currency', 'amount', 'exchangeRate', 'amountCny',
  'status', 'expectedPayDate', 'creatorName', 'createdAt', 'submittedAt',
]);

/** Columns of the payment export (export/payment), in order: the fields as the list declares them. */
export const paymentExportColumns = sheet.columns;

/** The rows of an export with the list's filters, read 1,000 at a time by keyset. */
export async function* paymentExportRows(db: Db, filter: PaymentFilter, scopeOwnerId?: number) {
  for await (const batch of paymentBatches(db, paymentWhere(filter, scopeOwnerId), 1000)) yield* batch.map((r) => sheet.row(r));
}

/** 付款申请 as a report-centre export task (export/payment). */
export const b2bPaymentExport = defineScopedExport({
  kind: 'b2bPayment',
  fileName: '付款申请',
  screen: PAYMENT_SCREEN,
  filter: paymentFilter,
  columns: paymentExportColumns,
  rows: paymentExportRows,
});
