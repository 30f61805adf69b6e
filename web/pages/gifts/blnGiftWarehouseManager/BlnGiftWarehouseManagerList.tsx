import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { blnGiftWarehouseManagerPage, setBlnGiftWarehouseManagerEnabled, type BlnGiftWarehouseManagerRow } from '@shared/api/gifts/blnGiftWarehouseManager';
import { blnGiftWarehouseManagerFields } from '@shared/api/gifts/recordFields';
import { blnGiftWarehouseManagerScreen } from '@shared/api/gifts/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { BlnGiftWarehouseManagerForm } from './BlnGiftWarehouseManagerForm';

const FILTERS = { name: '', enabled: '' };
const EFFECTS = { disable: '停用后不再出现在选择列表中，历史记录保留。', enable: '启用后可再次选择。' };

/** 礼品仓库: list, filters, add, edit, enable or disable. */
export function BlnGiftWarehouseManagerList() {
  const state = useResourceList({ endpoint: blnGiftWarehouseManagerPage, filters: FILTERS });
  const [editing, setEditing] = useState<BlnGiftWarehouseManagerRow | 'new' | null>(null);
  const columns = [
    ...fieldColumns(blnGiftWarehouseManagerFields, ['code', 'name', 'enabled', 'remark', 'createdAt']),
    actionsColumn(130, (r: BlnGiftWarehouseManagerRow) => (
      <RowActions>
        <EditAction code={blnGiftWarehouseManagerScreen.code('edit')} onClick={() => setEditing(r)} />
        <EnableAction code={blnGiftWarehouseManagerScreen.code('edit')} enabled={r.enabled} name={`礼品仓库 ${r.name}`} effects={EFFECTS} onToggle={(enabled) => call(setBlnGiftWarehouseManagerEnabled, { body: { id: r.id, enabled } }).then(state.refresh)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="礼品仓库"
        state={state}
        tableKey="gifts.blnGiftWarehouseManager"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="编码/名称" showClear style={{ width: 200 }} placeholder="前缀匹配" />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={[{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }]} />
          </>
        }
        toolbar={<AddButton code={blnGiftWarehouseManagerScreen.code('add')} onClick={() => setEditing('new')} />}
      />
      <BlnGiftWarehouseManagerForm key={editing === null || editing === 'new' ? 'new' : editing.id} row={editing === 'new' ? undefined : (editing ?? undefined)} visible={editing !== null} onClose={() => setEditing(null)} onSaved={state.refresh} />
    </>
  );
}
