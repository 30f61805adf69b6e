import { MOVEMENT_KINDS } from '@shared/api/supply/inventory';
import { DataTable, type DataColumn } from '../../../components/table/DataTable';
import type { ListQuery } from '../../../components/table/useListQuery';
import { dateTime } from '../common/looks';

type Row = { id: number; sku: string; warehouseName: string; kind: string; qty: number; movedOn: string; trackSerialNo: string | null; reason: string | null; creatorName: string | null; createdAt: string };
const COLUMNS: DataColumn<Row>[] = [
  { key: 'movedOn', title: '日期', width: 110 },
  { key: 'kind', title: '类型', width: 100, render: (r) => MOVEMENT_KINDS[r.kind as keyof typeof MOVEMENT_KINDS] ?? r.kind },
  { key: 'sku', title: 'SKU', width: 110 },
  { key: 'warehouseName', title: '仓库', width: 150 },
  { key: 'qty', title: '数量', width: 80, align: 'right' },
  { key: 'trackSerialNo', title: '跟踪单号', width: 170 },
  { key: 'reason', title: '原因', width: 200, ellipsis: true },
  { key: 'creatorName', title: '操作人', width: 90 },
  { key: 'createdAt', title: '操作时间', width: 160, render: (r) => dateTime(r.createdAt) },
];

/** 出入库记录: every movement, the adjustments' log included. */
export function MovementLog({ list }: { list: ListQuery<Row> }) {
  return <DataTable tableKey="supply.movements" columns={COLUMNS} list={list} />;
}
