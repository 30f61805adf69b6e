import { SideSheet, Spin, Table } from '@douyinfe/semi-ui';
import { getProductCostOrigin, type CostHistoryRow, type ProductCostRow } from '@shared/api/products/cost';
import { costHistoryFields, productCostFields } from '@shared/api/products/fields';
import { FieldList, fieldColumns } from '../../../components/fields';
import { useApi } from '../../../lib/api';

// Semi's Table hands render (value, row); the field columns render from the row.
const HISTORY_COLUMNS = fieldColumns(costHistoryFields, ['changedAt', 'changedBy', 'oldCost', 'newCost', 'origin', 'remark']).map((c) => ({
  ...c,
  dataIndex: c.key,
  render: (_: unknown, row: CostHistoryRow) => c.render!(row),
}));

/** 成本来源: the SKU's current cost and every change (who, when, old, new, origin). */
export function CostHistory({ row, onClose }: { row: ProductCostRow | null; onClose(): void }) {
  const { data } = useApi(row ? getProductCostOrigin : null, { skuId: row?.skuId ?? 0 });
  return (
    <SideSheet title={row ? `成本来源：${row.sku}` : ''} visible={row !== null} onCancel={onClose} width={720}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <FieldList fields={productCostFields} names={['sku', 'name', 'categoryPath', 'unitCost', 'origin', 'updatedByName', 'updatedAt']} row={data.current} />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.history}
            columns={HISTORY_COLUMNS}
            empty="尚无成本记录"
          />
        </>
      )}
    </SideSheet>
  );
}
