import { BACK_PAYMENT_SCREEN, backPaymentFilter, type BackPaymentFilter } from '@shared/api/b2b/backPayment';
import { backPaymentMachine, stateLabel } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { keysetRows, sheetRow } from '../common/keyset';
import { defineScopedExport } from '../common/exports';
import { backPaymentBatch, backPaymentWhere } from './queries';

const AMOUNT = '#,##0.00';

/** The sheet of addB2bBackPaymentExcelTask: the list's columns, one row per back payment. */
export const backPaymentExportColumns = [
  { header: '回款单号', key: 'serialNo', width: 18 },
  { header: '客户', key: 'customerName', width: 28 },
  { header: '收款银行', key: 'bankName', width: 20 },
  { header: '收款账号', key: 'bankAccountNo', width: 22 },
  { header: '币种', key: 'currency', width: 8 },
  { header: '金额', key: 'amount', width: 14, numFmt: AMOUNT },
  { header: '汇率', key: 'exchangeRate', width: 12 },
  { header: '人民币金额', key: 'amountCny', width: 16, numFmt: AMOUNT },
  { header: '到账日期', key: 'receivedOn', width: 12 },
  { header: '付款人', key: 'payerName', width: 24 },
  { header: '银行流水号', key: 'bankReference', width: 20 },
  { header: '状态', key: 'status', width: 10 },
  { header: '创建人', key: 'creatorName', width: 10 },
  { header: '创建时间', key: 'createdAt', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: '确认时间', key: 'confirmedAt', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: '备注', key: 'remark', width: 30 },
];

/** Rows matching the list filter (and the owner scope), newest first, read 1,000 at a time by keyset. */
export async function* backPaymentExportRows(db: Db, filter: Omit<BackPaymentFilter, 'page' | 'limit'>, scopeOwnerId?: number) {
  const where = backPaymentWhere(filter, scopeOwnerId);
  yield* keysetRows(
    (beforeId, size) => backPaymentBatch(db, where, beforeId, size),
    (r) =>
      sheetRow(backPaymentExportColumns, r, {
        amount: Number(r.amount),
        amountCny: Number(r.amountCny),
        status: stateLabel(backPaymentMachine, r.status),
      }),
  );
}

/** The export task kind behind the list's 导出 (report centre). */
export const b2bBackPaymentExport = defineScopedExport({
  kind: 'b2bBackPayment',
  fileName: '回款列表',
  screen: BACK_PAYMENT_SCREEN,
  filter: backPaymentFilter,
  columns: backPaymentExportColumns,
  rows: backPaymentExportRows,
});
