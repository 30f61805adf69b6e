import { and, desc, lt, type SQL } from 'drizzle-orm';
import { paymentDetailFilter, type PaymentDetailFilter } from '@shared/api/promotion/payment';
import { paymentDetailFields } from '@shared/api/promotion/recordFields';
import { paymentDetailScreen } from '@shared/api/promotion/screens';
import type { Db } from '../../../db/connection';
import { promotionClaimLines } from '../../../db/schema';
import { fieldSheet } from '../../../excel/fields';
import { defineScopedExport } from '../../../excel/scoped-export';
import { detailWhere, selectDetails, toDetailRow } from './queries';

const sheet = fieldSheet(paymentDetailFields, [
  'paymentSerialNo', 'paidOn', 'paidFromBank', 'bankReference', 'claimSerialNo', 'claimantName', 'platformName', 'accountCompanyName',
  'promoteType', 'month', 'sku', 'description', 'currency', 'amount', 'exchangeRate', 'amountCny',
]);

/** Every detail row of the filter, 1,000 at a time by line id (newest lines first): never truncated. */
async function* detailRows(db: Db, filter: PaymentDetailFilter) {
  let before: number | undefined;
  for (;;) {
    const where: SQL | undefined = and(detailWhere(filter), before === undefined ? undefined : lt(promotionClaimLines.id, before));
    const batch = await selectDetails(db).where(where).orderBy(desc(promotionClaimLines.id)).limit(1000);
    if (!batch.length) return;
    yield batch.map((r) => sheet.row(toDetailRow(r)));
    if (batch.length < 1000) return;
    before = batch[batch.length - 1]!.lineId;
  }
}

/** 付款明细 as a report-centre export task. */
export const paymentDetailExportKind = defineScopedExport({
  kind: 'promotionPaymentDetail',
  fileName: '付款明细',
  screen: paymentDetailScreen.path,
  filter: paymentDetailFilter,
  columns: sheet.columns,
  rows: (db, filter) => detailRows(db, filter),
});
