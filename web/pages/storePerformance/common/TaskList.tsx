import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addNotificationTaskExcelTask, NOTICE_TYPES, notificationTaskTabNum, queryNotificationTaskList } from '@shared/api/storePerformance/notifications';
import { notificationTaskFields } from '@shared/api/storePerformance/recordFields';
import { accountNoticeScreen } from '@shared/api/storePerformance/screens';
import { notificationTaskMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/options';
import { AddButton, ExportButton, ResourceList, useRecordDrawer, useResourceList } from '../../../components/resource';
import { useApi } from '../../../lib/api';
import { NoticeForm } from '../notices/NoticeForm';
import { TaskDrawer } from './TaskDrawer';
import { useChargeUsers } from './useChargeUsers';
import { useStoreOptions } from './useStoreOptions';

const COLUMNS = ['id', 'title', 'status', 'storeName', 'platformName', 'noticeType', 'brand', 'receivedOn', 'deadline', 'chargeUserName', 'resultType', 'creatorName', 'finishedAt'] as const;

/**
 * 通知任务 (every notice, 新增通知) and 绩效任务 (`mine`: the tasks the user is in charge of by default):
 * status tabs with counts, filters, the drawer with the actions allowed now.
 */
export function TaskList({ mine }: { mine: boolean }) {
  const filters = { status: '', title: '', storeId: '', noticeType: '', brand: '', chargeUserId: '', mine: mine ? 'true' : '', range: [] as string[] };
  const state = useResourceList({ endpoint: queryNotificationTaskList, filters, toQuery: ({ range, ...rest }) => ({ ...rest, dateFrom: range[0], dateTo: range[1] }) });
  const counts = useApi(notificationTaskTabNum, { mine: state.filters.values.mine || undefined });
  const stores = useStoreOptions(true);
  const people = useChargeUsers(true);
  const drawer = useRecordDrawer();
  const [adding, setAdding] = useState(false);
  const refresh = () => {
    state.refresh();
    void counts.mutate();
  };
  return (
    <>
      <ResourceList
        title={mine ? '绩效任务' : '通知任务'}
        state={{ ...state, tabs: { ...state.tabs, counts: counts.data }, refresh }}
        machine={notificationTaskMachine}
        tableKey={mine ? 'storePerformance.tasks' : 'storePerformance.notices'}
        // 绩效任务 opens on the tasks the user is in charge of; a manager in charge of none is told where the rest are.
        emptyText={mine && state.filters.values.mine ? '没有由你负责的绩效任务：范围选“全部”可查看所有任务' : undefined}
        open={{ column: 'title', onOpen: (r) => drawer.open(r.id) }}
        columns={fieldColumns(notificationTaskFields, COLUMNS, { id: { fixed: 'left' } })}
        filterFields={
          <>
            <Form.Input field="title" label="通知标题" showClear style={{ width: 180 }} placeholder="前缀匹配" />
            <Form.Select field="storeId" label="店铺" showClear filter remote onSearch={stores.onSearch} style={{ width: 200 }} optionList={stores.options} />
            <Form.Select field="noticeType" label="通知类型" showClear style={{ width: 140 }} optionList={optionsOf(NOTICE_TYPES)} />
            <Form.Input field="brand" label="品牌" showClear style={{ width: 130 }} placeholder="前缀匹配" />
            <Form.Select field="chargeUserId" label="负责人" showClear style={{ width: 130 }} optionList={people} />
            <Form.Select field="mine" label="范围" style={{ width: 160 }} optionList={[{ value: '', label: '全部' }, { value: 'true', label: '我负责的' }]} />
            <Form.DatePicker field="range" label="收到日期" type="dateRange" style={{ width: 320 }} showClear />
          </>
        }
        toolbar={
          !mine && (
            <>
              <AddButton code={accountNoticeScreen.code('add')} onClick={() => setAdding(true)} />
              <ExportButton endpoint={addNotificationTaskExcelTask} query={state.query} />
            </>
          )
        }
      />
      <NoticeForm
        visible={adding}
        onClose={() => setAdding(false)}
        onSaved={(id) => {
          refresh();
          drawer.open(id);
        }}
      />
      {drawer.id !== undefined && <TaskDrawer id={drawer.id} onClose={drawer.close} onChanged={refresh} />}
    </>
  );
}
