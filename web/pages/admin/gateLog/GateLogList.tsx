import { useMemo, useState } from 'react';
import { Form, Tag, Tooltip } from '@douyinfe/semi-ui';
import { IconComment } from '@douyinfe/semi-icons';
import { addGateLogExcelTask, gateLogPage, type GateLogRow } from '@shared/api/admin';
import { formatDateTime } from '@shared/format';
import { rangePresets } from '../../../components/DateRangePicker';
import { ExportTaskButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { Auth } from '../../../lib/session/Auth';
import { BodyCell } from './BodyCell';
import { FeedbackSheet } from './FeedbackSheet';
import { displayHost, menuName, methodColor, methods, resultColor } from './looks';
import { gateLogScreen } from '@shared/api/admin/screens';

const FILTERS = { username: '', path: '', method: '', resCode: '', range: [] as string[] };

/** 操作日志: every state-changing call, newest first, with who, from where, what and how it ended. */
export function GateLogList() {
  const filters = useUrlFilters(FILTERS);
  const { range, ...rest } = filters.values;
  const query = { ...rest, from: range[0], to: range[1] };
  const list = useListQuery(gateLogPage, query);
  const [feedback, setFeedback] = useState(false);

  const columns = useMemo<DataColumn<GateLogRow>[]>(
    () => [
      { key: 'createdAt', title: '时间', width: 172, render: (r) => <span className="cd-nowrap">{formatDateTime(r.createdAt)}</span> },
      { key: 'username', title: '用户', width: 100 },
      { key: 'host', title: '地址', width: 120, render: (r) => displayHost(r.host) },
      {
        key: 'method',
        title: '方法',
        width: 76,
        render: (r) => (
          <Tag size="small" color={methodColor(r.method)}>
            {r.method}
          </Tag>
        ),
      },
      { key: 'path', title: '路径', width: 205, ellipsis: true, render: (r) => <span className="cd-screen-mono">{r.path}</span> },
      {
        key: 'menu',
        title: '菜单',
        width: 140,
        render: (r) => {
          const name = menuName(r.menu);
          if (!r.menu) return <span className="cd-cell-muted">-</span>;
          return (
            <Tooltip content={r.menu}>
              <span>{name ?? r.menu}</span>
            </Tooltip>
          );
        },
      },
      {
        key: 'resCode',
        title: '结果码',
        width: 76,
        render: (r) => (
          <Tag size="small" color={resultColor(r.resCode)}>
            {r.resCode}
          </Tag>
        ),
      },
      { key: 'durationMs', title: '耗时', width: 84, align: 'right', render: (r) => `${r.durationMs.toLocaleString('en-US')} ms` },
      { key: 'body', title: '请求内容', width: 180, render: (r) => <BodyCell body={r.body} /> },
      { key: 'requestId', title: '请求编号', width: 140, ellipsis: true, render: (r) => <span className="cd-screen-mono">{r.requestId ?? '-'}</span> },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="操作日志筛选">
          <Form.Input field="username" label="账号" showClear style={{ width: 180 }} placeholder="前缀匹配" />
          <Form.Input field="path" label="路径" showClear style={{ width: 240 }} placeholder="前缀，例如 /api/admin/user" />
          <Form.Select field="method" label="方法" showClear style={{ width: 150 }} optionList={methods.map((m) => ({ value: m, label: m }))} />
          <Form.Input field="resCode" label="结果码" showClear style={{ width: 150 }} placeholder="例如 403" />
          <Form.DatePicker field="range" label="时间" type="dateRange" presets={rangePresets()} style={{ width: 300 }} showClear />
        </FilterBar>
      </div>
      <DataTable
        tableKey="admin.gateLog"
        label="操作日志"
        columns={columns}
        list={list}
        emptyText="没有符合条件的操作记录"
        toolbar={
          <>
            <ExportTaskButton endpoint={addGateLogExcelTask} query={query} />
            <Auth code={gateLogScreen.code('feedback')}>
              <LockButton icon={<IconComment />} onClick={() => setFeedback(true)}>
                查看反馈
              </LockButton>
            </Auth>
          </>
        }
      />
      <FeedbackSheet visible={feedback} onClose={() => setFeedback(false)} />
    </div>
  );
}
