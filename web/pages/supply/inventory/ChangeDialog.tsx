import { useRef, useState } from 'react';
import { Form, Modal } from '@douyinfe/semi-ui';
import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { changeInventory, inventorySkus } from '@shared/api/supply/inventory';
import { LockButton } from '../../../components/LockButton';
import { SearchSelect, useSearchedOptions } from '../../../components/pickers/SearchSelect';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useWarehouseOptions } from './useWarehouses';

type Values = { skuId: number; warehouseId: string; qty: number; reason: string };

/** 库存调整: a SKU (searched by code), warehouse, ± units and a reason; the server refuses going below zero. */
export function ChangeButton({ onDone }: { onDone(): void }) {
  const [open, setOpen] = useState(false);
  const warehouses = useWarehouseOptions();
  // Any SKU of the catalogue (stock is counted for every SKU), by code prefix on the server.
  const skus = useSearchedOptions(inventorySkus, (sku) => (open ? { sku: sku || undefined } : null), (s) => ({ value: s.id, label: `${s.sku} ${s.name}` }));
  // Read from the form when saving: a mirror kept from onValueChange can miss a pick made while the form re-renders.
  const form = useRef<FormApi<Values>>();
  const save = async () => {
    const values: Partial<Values> = form.current?.getValues() ?? {};
    if (!values.skuId) return notice.warning('请选择SKU');
    const done = await call(changeInventory, { body: { skuId: values.skuId, warehouseId: Number(values.warehouseId), qty: Number(values.qty), reason: values.reason ?? '' } });
    notice.success(`库存已调整，现有 ${done.qty}`);
    setOpen(false);
    onDone();
  };
  return (
    <>
      <LockButton theme="solid" onClick={() => setOpen(true)}>库存调整</LockButton>
      <Modal title="库存调整" visible={open} onCancel={() => setOpen(false)} onOk={() => void save().catch(() => undefined)} okText="调整">
        <Form<Values> getFormApi={(api) => (form.current = api)}>
          <SearchSelect field="skuId" label="SKU" searched={skus} placeholder="输入SKU前缀搜索" />
          <Form.Select field="warehouseId" label="仓库" optionList={warehouses} style={{ width: '100%' }} />
          <Form.InputNumber field="qty" label="增减数量" precision={0} placeholder="正数增加，负数减少" style={{ width: '100%' }} />
          <Form.TextArea field="reason" label="调整原因" maxCount={500} />
        </Form>
      </Modal>
    </>
  );
}
