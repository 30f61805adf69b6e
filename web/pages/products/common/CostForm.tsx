import { Form } from '@douyinfe/semi-ui';
import { costOriginLabels, EDITABLE_COST_ORIGINS, updateProductCost, updateProductCostBody, type ProductCostRow } from '@shared/api/products/cost';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';

const ORIGIN_OPTIONS = EDITABLE_COST_ORIGINS.map((o) => ({ value: o, label: costOriginLabels[o] }));

/** 修改成本价: a new unit cost in CNY with its origin; the old one goes to the history. */
export function CostForm({ row, onClose, onSaved }: { row: ProductCostRow | null; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={row ? `修改成本价：${row.sku}` : ''}
      visible={row !== null}
      schema={updateProductCostBody}
      initValues={{ skuId: row?.skuId, unitCost: row?.unitCost ?? '', origin: 'purchase', costVersion: row?.costVersion }}
      successText="成本价已更新"
      onClose={onClose}
      onSubmit={async (body) => {
        await call(updateProductCost, { body: { ...body, skuId: row!.skuId, costVersion: row!.costVersion } });
        onSaved();
      }}
    >
      <Form.Slot label="当前成本价">{row?.unitCost ? `¥${row.unitCost}（${costOriginLabels[row.origin!]}）` : '未设置'}</Form.Slot>
      <Form.Input field="unitCost" label="新成本价" suffix="元" placeholder="人民币，最多两位小数" />
      <Form.RadioGroup field="origin" label="来源" options={ORIGIN_OPTIONS} />
      <Form.TextArea field="remark" label="备注" autosize rows={2} maxCount={200} placeholder="如：采购合同号、核算月份" />
    </FormDialog>
  );
}
