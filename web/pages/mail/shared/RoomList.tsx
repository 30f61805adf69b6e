import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { roomFields } from '@shared/api/mail/recordFields';
import { changeCustomerUser, changeStatus, myRoomList, poolList, roomTabNum, type RoomRow } from '@shared/api/mail/rooms';
import { mailDetailScreen, mailPoolScreen, myMailsScreen } from '@shared/api/mail/screens';
import { mailRoomMachine } from '@shared/workflow/mail';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, ResourceList, RowAction, RowActions, runTransition, ToolbarSwitch, useResourceList } from '../../../components/resource';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';
import { AccountFilter } from './AccountFilter';
import { LabelTag } from './LabelTag';
import { useLabelOptions } from './options';
import { LabelsDialog, TransferDialog } from './RoomDialogs';

const FILTERS = { status: 'open', accountId: '', labelId: '', keyword: '', scope: '' };

/** 我的邮件 (`mine`) and 邮件池 (`pool`): conversations with status tabs and counts, filters and the actions of each row. */
export function RoomList({ mode }: { mode: 'mine' | 'pool' }) {
  const base = useResourceList({ endpoint: mode === 'mine' ? myRoomList : poolList, filters: FILTERS, toQuery: ({ scope, ...v }) => (mode === 'pool' ? { ...v, scope } : v) });
  const scope = mode === 'mine' ? 'mine' : base.filters.values.scope === 'all' ? 'all' : 'pool';
  const counts = useApi(roomTabNum, { scope });
  const state = { ...base, tabs: { ...base.tabs, counts: counts.data }, refresh: () => void Promise.all([base.refresh(), counts.mutate()]) };
  const labels = useLabelOptions();
  const { info } = useSession();
  const navigate = useNavigate();
  const [transfer, setTransfer] = useState<RoomRow | null>(null);
  const [labelling, setLabelling] = useState<RoomRow | null>(null);
  const open = (r: RoomRow) => navigate(`${mailDetailScreen.path}?id=${r.id}`);
  const claim = (r: RoomRow) =>
    call(changeCustomerUser, { query: { id: r.id, version: r.version, customerUserId: info!.id } }).then(() => {
      notice.success('已领取，会话在“我的邮件”中');
      state.refresh();
    });
  const columns = [
    ...fieldColumns(roomFields, ['customerEmail', 'subject', 'status', 'unread', 'messageCount', 'accountEmail', 'brandName', 'language', ...(mode === 'pool' ? (['assigneeName'] as const) : []), 'lastMessageAt'], {
      subject: { render: (r: RoomRow) => <>{r.labels.map((l) => <LabelTag key={l.id} name={l.name} color={l.color} />)}{r.unread > 0 ? <b>{r.subject || '（无主题）'}</b> : r.subject || '（无主题）'}</> },
    }),
    actionsColumn(mode === 'mine' ? 230 : 120, (r: RoomRow) => (
      <RowActions>
        {mode === 'pool' && r.assigneeId === null && <RowAction code={mailPoolScreen.code('claim')} onClick={() => void claim(r)}>领取</RowAction>}
        {(mode === 'mine' || r.assigneeId !== null) && (
          <>
            <RowAction code={myMailsScreen.code('transfer')} onClick={() => setTransfer(r)}>转交</RowAction>
            <RowAction code={myMailsScreen.code('label')} onClick={() => setLabelling(r)}>打标签</RowAction>
            <RowAction code={myMailsScreen.code('changeStatus')} onClick={() => void runTransition([changeStatus], r.status === 'open' ? 'close' : 'reopen', r).then(state.refresh)}>
              {r.status === 'open' ? '关闭' : '重新打开'}
            </RowAction>
          </>
        )}
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title={mode === 'mine' ? '我的会话' : '邮件池会话'}
        state={state}
        machine={mailRoomMachine}
        tableKey={mode === 'mine' ? 'mail.myRooms' : 'mail.pool'}
        open={{ column: 'customerEmail', onOpen: open }}
        columns={columns}
        emptyText={mode === 'mine' ? '没有分配给你的会话：去邮件池领取' : '邮件池中没有待领取的会话'}
        filterFields={
          <>
            <Form.Input field="keyword" label="关键词" showClear style={{ width: 200 }} placeholder="客户邮箱/姓名/主题" />
            <AccountFilter />
            <Form.Select field="labelId" label="标签" showClear style={{ width: 140 }} optionList={labels.map((l) => ({ value: l.id, label: l.name }))} />
          </>
        }
        toolbar={
          mode === 'pool' ? (
            <ToolbarSwitch code={mailPoolScreen.code('viewAll')} label="查看全部会话" checked={scope === 'all'} onChange={(on) => base.filters.apply({ ...base.filters.values, scope: on ? 'all' : '' })}>
              查看全部会话（含已分配）
            </ToolbarSwitch>
          ) : undefined
        }
      />
      <TransferDialog room={transfer} onClose={() => setTransfer(null)} onDone={state.refresh} />
      <LabelsDialog key={labelling?.id ?? 0} room={labelling} onClose={() => setLabelling(null)} onDone={state.refresh} />
    </>
  );
}
