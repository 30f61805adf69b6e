import { DELIVERY_SCREEN, deliveryFilter, type DeliveryFilter } from '@shared/api/b2b/delivery';
import { deliveryFields } from '@shared/api/b2b/recordFields';
import type { Db } from '../../../db/connection';
import { keysetRows } from '../../../http/listPage';
import { fieldSheet } from '../../../excel/fields';
import { defineScopedExport } from '../../../excel/scoped-export';
import { deliveryBatch, deliveryWhere } from './queries';


const sheet = fieldSheet(deliveryFields, [
  'serialNo', 'customerName', 'settlement', 'orderNo', 'currency', 'orderAmount', 'shipTo', 'contact', 'expectedShipDate',
  'status', 'trackingNo', 'shippedOn', 'creatorName', 'createdAt', 'remark',
]);

/** The sheet of addB2bDeliverExcelTask: one row per delivery request. */
export const deliveryExportColumns = sheet.columns;

/** Rows matching the list filter (and the owner scope), newest first, read 1,000 at a time by keyset. */
export async function* deliveryExportRows(db: Db, filter: Omit<DeliveryFilter, 'page' | 'limit'>, scopeOwnerId?: number) {
  const where = deliveryWhere(filter, scopeOwnerId);
  yield* keysetRows((beforeId, size) => deliveryBatch(db, where, beforeId, size), (r) => sheet.row(r));
}

/** The export task kind behind the list's 导出 (report centre). */
export const b2bDeliveryExport = defineScopedExport({
  kind: 'b2bDelivery',
  fileName: '发货申请',
  screen: DELIVERY_SCREEN,
  filter: deliveryFilter,
  columns: deliveryExportColumns,
  rows: deliveryExportRows,
});
