import { PAYMENT_SCREEN } from '@shared/api/b2b/common';
import { PAYMENT_TYPES, paymentFilter, type PaymentFilter } from '@shared/api/b2b/payment';
import { defineScopedExport } from '../common/exports';
import { formatDateTime } from '@shared/format';
import { paymentMachine, stateLabel } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { paymentBatches, paymentWhere } from './queries';

/** Columns of the payment export (export/payment), in order. */
export const paymentExportColumns = [
  { header: '流水号', key: 'serialNo', width: 18 },
  { header: '付款类型', key: 'type', width: 10 },
  { header: '客户', key: 'customerName', width: 24 },
  { header: '发票号', key: 'invoiceNumber', width: 18 },
  { header: '收款人', key: 'payeeName', width: 24 },
  { header: '币种', key: 'currency', width: 8 },
  { header: '金额', key: 'amount', width: 14 },
  { header: '汇率', key: 'exchangeRate', width: 12 },
  { header: '人民币金额', key: 'amountCny', width: 14 },
  { header: '状态', key: 'status', width: 12 },
  { header: '期望付款日', key: 'expectedPayDate', width: 12 },
  { header: '创建人', key: 'creatorName', width: 10 },
  { header: '创建时间', key: 'createdAt', width: 20 },
  { header: '提交时间', key: 'submittedAt', width: 20 },
];

/** The rows of an export with the list's filters, read 1,000 at a time by keyset; Chinese labels for codes. */
export async function* paymentExportRows(db: Db, filter: PaymentFilter, scopeOwnerId?: number): AsyncGenerator<Record<string, string>> {
  for await (const batch of paymentBatches(db, paymentWhere(filter, scopeOwnerId), 1000)) {
    yield* batch.map((r) => ({
      serialNo: r.serialNo,
      type: PAYMENT_TYPES[r.type as keyof typeof PAYMENT_TYPES] ?? r.type,
      customerName: r.customerName ?? '',
      invoiceNumber: r.invoiceNumber ?? '',
      payeeName: r.payeeName,
      currency: r.currency,
      amount: r.amount,
      exchangeRate: r.exchangeRate,
      amountCny: r.amountCny,
      status: stateLabel(paymentMachine, r.status),
      expectedPayDate: r.expectedPayDate ?? '',
      creatorName: r.creatorName ?? '',
      createdAt: formatDateTime(r.createdAt),
      submittedAt: r.submittedAt ? formatDateTime(r.submittedAt) : '',
    }));
  }
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
