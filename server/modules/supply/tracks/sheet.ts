import { TRANSPORT_MODES } from '@shared/api/supply/common';
import type { TrackRow } from '@shared/api/supply/tracks';
import { stateLabel, supplyTrackMachine } from '@shared/workflow';

/** The columns of the track and 物流跟踪 sheets (the logistics import reads the same headers back). */
export const trackSheetColumns = [
  { header: '跟踪单号', key: 'serialNo', width: 20 },
  { header: '供货计划', key: 'planSerialNo', width: 20 },
  { header: 'SKU', key: 'sku', width: 14 },
  { header: '店铺', key: 'storeName', width: 22 },
  { header: '目的仓', key: 'warehouseName', width: 18 },
  { header: '运输方式', key: 'transportMode', width: 10 },
  { header: '数量', key: 'qty', width: 8 },
  { header: '状态', key: 'status', width: 12 },
  { header: 'PO号', key: 'poNo', width: 16 },
  { header: '物流商', key: 'carrier', width: 14 },
  { header: '运单号', key: 'trackingNo', width: 20 },
  { header: '发货日期', key: 'shippedOn', width: 12 },
  { header: '到货日期', key: 'arrivedOn', width: 12 },
];

export const trackSheetRow = (r: TrackRow) => ({
  ...r,
  status: stateLabel(supplyTrackMachine, r.status),
  transportMode: TRANSPORT_MODES[r.transportMode as 'sea'] ?? r.transportMode,
});
