import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addForecastSku, addForecastSkuBody, forecastSkuAuditors, notForecastSkus } from '@shared/api/sales/forecastSku';
import { FormDialog } from '../../../components/form/FormDialog';
import { SearchSelect, useSearchedOptions } from '../../../components/pickers/SearchSelect';
import { call, useApi } from '../../../lib/api';
import { StoreSelect } from '../../../components/pickers/StoreSelect';

/** 新增预测SKU: a store, the SKUs of it not forecast yet, and the auditor. */
export function AddForecastSkus({ onClose, onAdded }: { onClose(): void; onAdded(): void }) {
  const auditors = useApi(forecastSkuAuditors).data ?? [];
  const [storeId, setStoreId] = useState<number>();
  const skus = useSearchedOptions(notForecastSkus, (sku) => (storeId ? { storeId, sku: sku || undefined } : null), (s) => ({ value: s.id, label: `${s.sku} ${s.name}` }));
  return (
    <FormDialog
      title="新增预测SKU"
      visible
      schema={addForecastSkuBody}
      onSubmit={async (body) => {
        await call(addForecastSku, { body });
        onAdded();
      }}
      onClose={onClose}
      successText="已提交审核"
    >
      <StoreSelect field="storeId" label="店铺" onChange={(v) => setStoreId(v as number | undefined)} />
      <SearchSelect field="skuIds" label="SKU" multiple searched={skus} placeholder="输入SKU前缀搜索" emptyContent={storeId ? '没有匹配的SKU' : '先选店铺'} />
      <Form.Select field="auditorId" label="审核人" style={{ width: '100%' }} optionList={auditors} />
      <Form.TextArea field="remark" label="备注" maxCount={500} />
    </FormDialog>
  );
}
