import type { TrackRow } from '@shared/api/supply/tracks';
import { supplyTrackMachine } from '@shared/workflow';
import type { DataColumn } from '../../../components/table/DataTable';
import { modeLabel, statusOf } from './looks';
import { TrackActions } from './TrackActions';

const status = statusOf(supplyTrackMachine);

/** The columns of a track list; `actions` adds the row actions (refresh after a change). */
export function trackColumns(onChanged?: () => void): DataColumn<TrackRow>[] {
  const columns: DataColumn<TrackRow>[] = [
    { key: 'serialNo', title: '跟踪单号', width: 170, fixed: 'left' },
    { key: 'planSerialNo', title: '供货计划', width: 170 },
    { key: 'sku', title: 'SKU', width: 110 },
    { key: 'storeName', title: '店铺', width: 170, ellipsis: true },
    { key: 'warehouseName', title: '目的仓', width: 140 },
    { key: 'transportMode', title: '运输方式', width: 90, render: (r) => modeLabel(r.transportMode) },
    { key: 'qty', title: '数量', width: 80, align: 'right' },
    { key: 'status', title: '状态', width: 110, render: (r) => status(r.status) },
    { key: 'poNo', title: 'PO号', width: 120 },
    { key: 'trackingNo', title: '运单号', width: 140 },
    { key: 'shippedOn', title: '发货日期', width: 110 },
    { key: 'arrivedOn', title: '到货日期', width: 110 },
    { key: 'creatorName', title: '计划人', width: 90 },
  ];
  if (onChanged) columns.push({ key: 'actions', title: '操作', width: 200, fixed: 'right', render: (r) => <TrackActions row={r} onChanged={onChanged} /> });
  return columns;
}
