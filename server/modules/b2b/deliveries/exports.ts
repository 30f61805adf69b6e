import { DELIVERY_SCREEN, deliveryFilter, settlementLabel, type DeliveryFilter } from '@shared/api/b2b/delivery';
import { deliveryMachine, stateLabel } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { keysetRows, sheetRow } from '../common/keyset';
import { defineScopedExport } from '../common/exports';
import { deliveryBatch, deliveryWhere } from './queries';


/** The sheet of addB2bDeliverExcelTask: one row per delivery request. */
export const deliveryExportColumns = [
  { header: '申请单号', key: 'serialNo', width: 18 },
  { header: '客户', key: 'customerName', width: 28 },
  { header: '结算方式', key: 'settlement', width: 10 },
  { header: '订单号', key: 'orderNo', width: 18 },
  { header: '币种', key: 'currency', width: 8 },
  { header: '订单金额', key: 'orderAmount', width: 14, numFmt: '#,##0.00' },
  { header: '收货地址', key: 'shipTo', width: 36 },
  { header: '联系人', key: 'contact', width: 16 },
  { header: '期望发货日期', key: 'expectedShipDate', width: 14 },
  { header: '状态', key: 'status', width: 10 },
  { header: '运单号', key: 'trackingNo', width: 20 },
  { header: '发货日期', key: 'shippedOn', width: 12 },
  { header: '创建人', key: 'creatorName', width: 10 },
  { header: '创建时间', key: 'createdAt', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  { header: '备注', key: 'remark', width: 30 },
];

/** Rows matching the list filter (and the owner scope), newest first, read 1,000 at a time by keyset. */
export async function* deliveryExportRows(db: Db, filter: Omit<DeliveryFilter, 'page' | 'limit'>, scopeOwnerId?: number) {
  const where = deliveryWhere(filter, scopeOwnerId);
  yield* keysetRows(
    (beforeId, size) => deliveryBatch(db, where, beforeId, size),
    (r) =>
      sheetRow(deliveryExportColumns, r, {
        settlement: settlementLabel(r.settlement),
        orderAmount: Number(r.orderAmount),
        status: stateLabel(deliveryMachine, r.status),
      }),
  );
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
