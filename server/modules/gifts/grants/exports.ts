import { grantScreen } from '@shared/api/gifts/screens';
import { grantFilter, type GrantFilter } from '@shared/api/gifts/grants';
import { grantFields } from '@shared/api/gifts/recordFields';
import type { Db } from '../../../db/connection';
import { fieldSheet } from '../../../excel/fields';
import { defineScopedExport } from '../../../excel/scoped-export';
import { grantBatches, grantWhere } from './queries';

/** The export's columns: the list's fields; a card only as its mask (the list row never holds more). */
const sheet = fieldSheet(grantFields, [
  'serialNo', 'status', 'recipientName', 'reasonType', 'orderNo', 'planOrderNo', 'giftKind', 'giftName', 'quantity', 'value',
  'cardMasked', 'trackingNo', 'creatorName', 'createdAt', 'sentAt',
]);

async function* grantExportRows(db: Db, filter: GrantFilter, owner?: number) {
  for await (const batch of grantBatches(db, grantWhere(filter, owner), 1000)) yield* batch.map((r) => sheet.row(r));
}

/** 礼品发放 as a report-centre export task (csGiftReport/insertTaskData). */
export const grantExport = defineScopedExport({
  kind: 'giftGrant',
  fileName: '礼品发放',
  screen: grantScreen.path,
  filter: grantFilter,
  columns: sheet.columns,
  rows: grantExportRows,
});
