import { BACK_PAYMENT_SCREEN, backPaymentFilter, type BackPaymentFilter } from '@shared/api/b2b/backPayment';
import { backPaymentFields } from '@shared/api/b2b/recordFields';
import type { Db } from '../../../db/connection';
import { keysetRows } from '../../../http/listPage';
import { fieldSheet } from '../../../excel/fields';
import { defineScopedExport } from '../../../excel/scoped-export';
import { backPaymentBatch, backPaymentWhere } from './queries';

const sheet = fieldSheet(backPaymentFields, [
  'serialNo', 'customerName', 'bankName', 'bankAccountNo', 'currency', 'amount', 'exchangeRate', 'amountCny', 'receivedOn',
  'payerName', 'bankReference', 'status', 'creatorName', 'createdAt', 'confirmedAt', 'remark',
]);

/** The sheet of addB2bBackPaymentExcelTask: the list's fields, one row per back payment. */
export const backPaymentExportColumns = sheet.columns;

/** Rows matching the list filter (and the owner scope), newest first, read 1,000 at a time by keyset. */
export async function* backPaymentExportRows(db: Db, filter: Omit<BackPaymentFilter, 'page' | 'limit'>, scopeOwnerId?: number) {
  const where = backPaymentWhere(filter, scopeOwnerId);
  yield* keysetRows((beforeId, size) => backPaymentBatch(db, where, beforeId, size), (r) => sheet.row(r));
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
