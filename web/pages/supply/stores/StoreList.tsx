import { useState } from 'react';
import { supplyStoreScreen } from '@shared/api/supply/screens';
import { supplyStoreList } from '@shared/api/supply/stores';
import { actionsColumn, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table';
import { modeLabel } from '../common/looks';
import { StoreForm, type StoreRow } from './StoreForm';

const NO_FILTERS = {};

const COLUMNS: DataColumn<StoreRow>[] = [
  { key: 'storeName', title: '店铺', width: 200 },
  { key: 'platformName', title: '平台', width: 120 },
  { key: 'channel', title: '渠道', width: 80 },
  { key: 'warehouseName', title: '目的仓', width: 160 },
  { key: 'transportMode', title: '运输方式', width: 100, render: (r) => (r.transportMode ? modeLabel(r.transportMode) : '-') },
  { key: 'safetyWeeks', title: '安全库存(周)', width: 110 },
  { key: 'enabled', title: '参与供货', width: 90, render: (r) => (r.enabled ? '是' : '否') },
];

/** 供货店铺: which stores are planned for, their destination warehouse, transport mode and safety weeks. */
export function StoreList() {
  const state = useResourceList({ endpoint: supplyStoreList, filters: NO_FILTERS });
  const [editing, setEditing] = useState<StoreRow | null>(null);
  const columns = [
    ...COLUMNS,
    actionsColumn(90, (r: StoreRow) => (
      <RowActions>
        <EditAction code={supplyStoreScreen.code('edit')} onClick={() => setEditing(r)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList title="供货店铺" state={state} tableKey="supply.stores" columns={columns} rowKey={(r) => r.storeId} />
      {editing && <StoreForm store={editing} onClose={() => setEditing(null)} onSaved={state.refresh} />}
    </>
  );
}
