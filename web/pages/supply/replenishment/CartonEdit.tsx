import { useState } from 'react';
import { InputNumber, Modal } from '@douyinfe/semi-ui';
import { saveSkuCarton } from '@shared/api/supply/stores';
import type { SuggestionRow } from '@shared/api/supply/plans';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** 箱规: units per carton of a SKU, edited from its suggestion; the suggestions are rounded up to it. */
export function CartonEdit({ row, editable, onSaved }: { row: SuggestionRow; editable: boolean; onSaved(): void }) {
  const [open, setOpen] = useState(false);
  const [qty, setQty] = useState<number>(row.cartonQty);
  const save = async () => {
    await call(saveSkuCarton, { body: { skuId: row.skuId, cartonQty: qty } });
    notice.success(`${row.sku} 箱规已改为 ${qty}`);
    setOpen(false);
    onSaved();
  };
  if (!editable) return <>{row.cartonQty}</>;
  return (
    <>
      <LockButton size="small" theme="borderless" aria-label={`${row.sku} 箱规`} onClick={() => setOpen(true)}>
        {row.cartonQty}
      </LockButton>
      <Modal title={`${row.sku} 箱规（每箱件数）`} visible={open} okText="保存" onCancel={() => setOpen(false)} onOk={() => void save().catch(() => undefined)}>
        <InputNumber aria-label="每箱件数" min={1} max={10000} precision={0} value={qty} onChange={(v) => setQty(Number(v))} style={{ width: '100%' }} />
      </Modal>
    </>
  );
}
