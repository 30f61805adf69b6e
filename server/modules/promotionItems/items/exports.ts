import { itemFilter, type ItemFilter } from '@shared/api/promotionItems/items';
import { itemFields } from '@shared/api/promotionItems/recordFields';
import { itemPaymentDetailScreen, itemScreen } from '@shared/api/promotionItems/screens';
import type { Db } from '../../../db/connection';
import { fieldSheet } from '../../../excel/fields';
import { defineScopedExport } from '../../../excel/scoped-export';
import { itemBatches, itemWhere } from './queries';

const sheet = fieldSheet(itemFields, [
  'serialNo', 'status', 'name', 'classify', 'platformName', 'storeName', 'accountCompanyName', 'skus', 'amount', 'exchangeRate', 'amountCny',
  'periodStart', 'periodEnd', 'overAmount', 'paidDate', 'paidReference', 'payerName', 'creatorName', 'createdAt', 'submittedAt',
]);

async function* itemExportRows(db: Db, filter: ItemFilter, owner?: number) {
  for await (const batch of itemBatches(db, itemWhere(filter, owner), 1000)) yield* batch.map((r) => sheet.row(r));
}

/** 推广项目明细 as a report-centre export task. */
export const itemExport = defineScopedExport({ kind: 'promoteItem', fileName: '推广项目明细', screen: itemScreen.path, filter: itemFilter, columns: sheet.columns, rows: itemExportRows });

/** 项目付款明细: the paid items, same columns. */
export const paymentDetailExport = defineScopedExport({
  kind: 'promoteItemPayment',
  fileName: '项目付款明细',
  screen: itemPaymentDetailScreen.path,
  filter: itemFilter,
  columns: sheet.columns,
  rows: (db, filter, owner) => itemExportRows(db, { ...filter, status: 'paid' }, owner),
});
