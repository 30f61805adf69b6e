import { Form } from '@douyinfe/semi-ui';
import { inventoryPage } from '@shared/api/supply/inventory';
import { ResourceList, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import type { ReactNode } from 'react';
import { dateTime } from '../common/looks';
import { useWarehouseOptions } from './useWarehouses';

type Row = { skuId: number; sku: string; skuName: string; warehouseId: number; warehouseName: string; qty: number; updatedAt: string };
const FILTERS = { sku: '', warehouseId: '' };
const COLUMNS: DataColumn<Row>[] = [
  { key: 'sku', title: 'SKU', width: 120 },
  { key: 'skuName', title: '名称', width: 200 },
  { key: 'warehouseName', title: '仓库', width: 160 },
  { key: 'qty', title: '在库数量', width: 100, align: 'right' },
  { key: 'updatedAt', title: '更新时间', width: 160, render: (r) => dateTime(r.updatedAt) },
];

/** Units on hand per SKU and warehouse (built from the movements). */
export function BalanceList({ toolbar }: { toolbar?(refresh: () => void): ReactNode }) {
  const state = useResourceList({ endpoint: inventoryPage, filters: FILTERS });
  const warehouses = useWarehouseOptions();
  return (
    <ResourceList
      title="库存"
      state={state}
      tableKey="supply.inventory"
      rowKey={(r) => `${r.skuId}-${r.warehouseId}`}
      columns={COLUMNS}
      emptyText="没有库存"
      filterFields={
        <>
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          <Form.Select field="warehouseId" label="仓库" showClear style={{ width: 200 }} optionList={warehouses} />
        </>
      }
      toolbar={toolbar?.(state.refresh)}
    />
  );
}
