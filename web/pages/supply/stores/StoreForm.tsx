import { Form } from '@douyinfe/semi-ui';
import type { DataOf } from '@shared/api/contract';
import { saveSupplyStore, type supplyStoreList } from '@shared/api/supply/stores';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';
import { modeOptions } from '../common/looks';
import { useWarehouseOptions } from '../inventory/useWarehouses';

export type StoreRow = DataOf<typeof supplyStoreList>[number];

/** A store not planned for yet starts by sea, two weeks of safety stock, taking part. */
const initialOf = (r: StoreRow) => ({ warehouseId: r.warehouseId ? String(r.warehouseId) : '', transportMode: r.transportMode ?? 'sea', safetyWeeks: r.safetyWeeks ?? 2, enabled: r.warehouseId ? r.enabled : true });

/** 供货参数 of one store: destination warehouse, transport mode, safety weeks, taking part. */
export function StoreForm({ store, onClose, onSaved }: { store: StoreRow; onClose(): void; onSaved(): void }) {
  const warehouses = useWarehouseOptions();
  return (
    <FormDialog
      title={`供货参数：${store.storeName}`}
      visible
      schema={saveSupplyStore.body!}
      initValues={initialOf(store)}
      toInput={(values) => ({ ...values, storeId: store.storeId })}
      onSubmit={async (body) => {
        await call(saveSupplyStore, { body });
        onSaved();
      }}
      onClose={onClose}
      successText="已保存"
      submitText="保存"
    >
      <Form.Select field="warehouseId" label="目的仓" optionList={warehouses} style={{ width: '100%' }} />
      <Form.Select field="transportMode" label="运输方式" optionList={modeOptions} style={{ width: '100%' }} />
      <Form.InputNumber field="safetyWeeks" label="安全库存(周)" min={0} max={26} precision={0} style={{ width: '100%' }} />
      <Form.Switch field="enabled" label="参与供货" />
    </FormDialog>
  );
}
