import '../../../components/table/table.css';
import { Form } from '@douyinfe/semi-ui';
import { psiPage, type PsiRow } from '@shared/api/supply/inventory';
import { ResourceList, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import { useWarehouseOptions } from '../inventory/useWarehouses';

const FILTERS = { month: new Date().toISOString().slice(0, 7), sku: '', warehouseId: '' };
const COLUMNS: DataColumn<PsiRow>[] = [
  { key: 'month', title: '月份', width: 90 },
  { key: 'sku', title: 'SKU', width: 120 },
  { key: 'warehouseName', title: '仓库', width: 160 },
  { key: 'openingQty', title: '期初', width: 90, align: 'right' },
  { key: 'purchaseQty', title: '采购入库', width: 90, align: 'right' },
  { key: 'saleQty', title: '销售出库', width: 90, align: 'right' },
  { key: 'adjustQty', title: '调整(±)', width: 90, align: 'right' },
  { key: 'closingQty', title: '期末', width: 90, align: 'right' },
];

/** /psi/psi-list (进销存报表): per month, SKU and warehouse: 期初 + 采购 − 销售 ± 调整 = 期末. */
export default function PsiPage() {
  const state = useResourceList({ endpoint: psiPage, filters: FILTERS });
  const warehouses = useWarehouseOptions();
  return (
    <ResourceList
      title="进销存报表"
      state={state}
      tableKey="supply.psi"
      rowKey={(r) => `${r.skuId}-${r.warehouseId}`}
      columns={COLUMNS}
      banner={<span className="cd-cell-muted">期末 = 期初 + 采购入库 − 销售出库 ± 调整，均由出入库记录计算</span>}
      emptyText="该月没有出入库"
      filterFields={
        <>
          <Form.Input field="month" label="月份" style={{ width: 130 }} placeholder="yyyy-MM" />
          <Form.Input field="sku" label="SKU" showClear style={{ width: 150 }} placeholder="前缀匹配" />
          <Form.Select field="warehouseId" label="仓库" showClear style={{ width: 200 }} optionList={warehouses} />
        </>
      }
    />
  );
}
