import '../../../components/table/table.css';
import { useState } from 'react';
import { Form, Modal, Table } from '@douyinfe/semi-ui';
import { supplyStoreScreen } from '@shared/api/supply/screens';
import { saveSupplyStore, supplyStoreList } from '@shared/api/supply/stores';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { modeLabel, modeOptions } from '../common/looks';
import { useWarehouseOptions } from '../inventory/useWarehouses';

type Row = NonNullable<ReturnType<typeof useApi<typeof supplyStoreList>>['data']>[number];
type Values = { warehouseId: string; transportMode: string; safetyWeeks: number; enabled: boolean };

/** /sale/supply-store (供货店铺): which stores are planned for, their destination warehouse, transport mode and safety weeks. */
export default function SupplyStoresPage() {
  const list = useApi(supplyStoreList);
  const warehouses = useWarehouseOptions();
  const [editing, setEditing] = useState<Row | null>(null);
  const [values, setValues] = useState<Partial<Values>>({});
  const initial = (r: Row): Values => ({ warehouseId: r.warehouseId ? String(r.warehouseId) : '', transportMode: r.transportMode ?? 'sea', safetyWeeks: r.safetyWeeks ?? 2, enabled: r.warehouseId ? r.enabled : true });
  const edit = (r: Row) => {
    setValues(initial(r));
    setEditing(r);
  };
  const save = async () => {
    await call(saveSupplyStore, { body: { storeId: editing!.storeId, warehouseId: Number(values.warehouseId), transportMode: values.transportMode as 'sea', safetyWeeks: Number(values.safetyWeeks), enabled: values.enabled ?? true } });
    notice.success('已保存');
    setEditing(null);
    void list.mutate();
  };
  const columns = [
    { title: '店铺', dataIndex: 'storeName', width: 200 },
    { title: '平台', dataIndex: 'platformName', width: 120 },
    { title: '渠道', dataIndex: 'channel', width: 80 },
    { title: '目的仓', dataIndex: 'warehouseName', width: 160 },
    { title: '运输方式', dataIndex: 'transportMode', width: 100, render: (v: string | null) => (v ? modeLabel(v) : '-') },
    { title: '安全库存(周)', dataIndex: 'safetyWeeks', width: 110 },
    { title: '参与供货', dataIndex: 'enabled', width: 90, render: (v: boolean) => (v ? '是' : '否') },
    {
      title: '操作',
      dataIndex: 'op',
      width: 90,
      render: (_: unknown, r: Row) => (
        <Auth code={supplyStoreScreen.code('edit')}>
          <LockButton size="small" theme="borderless" onClick={() => edit(r)}>编辑</LockButton>
        </Auth>
      ),
    },
  ];
  return (
    <>
      <Table rowKey="storeId" loading={list.isLoading} columns={columns} dataSource={list.data ?? []} pagination={false} />
      {editing && (
        <Modal title={`供货参数：${editing.storeName}`} visible onCancel={() => setEditing(null)} onOk={() => void save().catch(() => undefined)} okText="保存">
          <Form<Values>
            initValues={initial(editing)}
            onValueChange={(v) => setValues(v)}
          >
            <Form.Select field="warehouseId" label="目的仓" optionList={warehouses} style={{ width: '100%' }} />
            <Form.Select field="transportMode" label="运输方式" optionList={modeOptions} style={{ width: '100%' }} />
            <Form.InputNumber field="safetyWeeks" label="安全库存(周)" min={0} max={26} precision={0} style={{ width: '100%' }} />
            <Form.Switch field="enabled" label="参与供货" />
          </Form>
        </Modal>
      )}
    </>
  );
}
