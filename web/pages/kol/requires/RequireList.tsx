import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconSend } from '@douyinfe/semi-icons';
import { requireFieldSet } from '@shared/api/kol/fields';
import { addKolDataExcelTask, getKolRequireById, getKolRequireStatusList, queryKolRequireList, submitKolRequire } from '@shared/api/kol/require';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { kolRequireMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { ExportTaskButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { AddButton, ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';
import { CHANNEL_OPTIONS } from '../common/options';
import { RequireDrawer } from './RequireDrawer';
import { RequireForm } from './RequireForm';

const FILTERS = { status: '', serialNo: '', sku: '', channel: '', batchId: '', range: [] as string[] };

/** Editing needs the full record (version, fields) first. */
function EditForm({ id, onClose, onSaved }: { id: number; onClose(): void; onSaved(id: number): void }) {
  const detail = useApi(getKolRequireById, { id });
  return detail.data ? <RequireForm visible record={detail.data} onClose={onClose} onSaved={onSaved} /> : null;
}

/** KOL需求: status tabs with counts, filters, 新增, 批量提交 (one audit batch), export, the detail drawer. */
export function RequireList() {
  const state = useResourceList({
    endpoint: queryKolRequireList,
    filters: FILTERS,
    toQuery: ({ range, ...rest }) => ({ ...rest, deadlineFrom: range[0], deadlineTo: range[1] }),
  });
  const statuses = useApi(getKolRequireStatusList);
  const counts = Object.fromEntries((statuses.data ?? []).map((s) => [s.value, s.count]));
  const listState = { ...state, tabs: { ...state.tabs, counts }, refresh: () => void Promise.all([state.refresh(), statuses.mutate()]) };
  const drawer = useRecordDrawer();
  const [selected, setSelected] = useState<Array<string | number>>([]);

  const saved = (id: number) => {
    listState.refresh();
    drawer.saved(id);
  };

  const submitSelected = async () => {
    const res = await call(submitKolRequire, { body: { ids: selected.map(Number) } });
    notice.success(`已提交 ${res.count} 条，审核批次 ${res.batchNo}`);
    setSelected([]);
    listState.refresh();
  };

  const columns = fieldColumns(requireFieldSet, ['serialNo', 'sku', 'productName', 'platformName', 'channel', 'budget', 'wantedPosts', 'redsCount', 'deadline', 'status', 'ownerName', 'batchNo', 'creatorName', 'createdAt'], {
    serialNo: { fixed: 'left' },
  });

  return (
    <>
      <ResourceList
        title={kolRequireMachine.title}
        state={listState}
        machine={kolRequireMachine}
        tableKey="kol.requires"
        open={{ column: 'serialNo', onOpen: (r) => drawer.open(r.id) }}
        columns={columns}
        selection={{ selectedKeys: selected, onChange: setSelected }}
        filterFields={
          <>
            <Form.Input field="serialNo" label="需求单号" showClear style={{ width: 190 }} placeholder="前缀匹配" />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} placeholder="前缀匹配" />
            <Form.Select field="channel" label="渠道" showClear style={{ width: 150 }} optionList={CHANNEL_OPTIONS} />
            <Form.DatePicker field="range" label="截止日期" type="dateRange" style={{ width: 280 }} showClear />
          </>
        }
        toolbar={
          <>
            <AddButton code={kolRequireScreen.code('add')} onClick={() => drawer.edit()} />
            <Auth code={kolRequireScreen.code('add')}>
              <LockButton icon={<IconSend />} disabled={selected.length === 0} onClick={submitSelected}>
                批量提交{selected.length ? `（${selected.length}）` : ''}
              </LockButton>
            </Auth>
            <Auth code={kolRequireScreen.code('export')}>
              <ExportTaskButton endpoint={addKolDataExcelTask} query={state.query as never} />
            </Auth>
          </>
        }
      />
      <RequireForm visible={drawer.editing !== null && drawer.editing.id === undefined} onClose={drawer.closeForm} onSaved={saved} />
      {drawer.editing?.id !== undefined && <EditForm id={drawer.editing.id} onClose={drawer.closeForm} onSaved={saved} />}
      {drawer.id !== undefined && <RequireDrawer id={drawer.id} onClose={drawer.close} onEdit={() => drawer.edit(drawer.id)} onChanged={listState.refresh} />}
    </>
  );
}
