import { useState } from 'react';
import { Form, Progress } from '@douyinfe/semi-ui';
import { exportStatusNames, exportTaskPage, downloadExportTask, SEE_ALL_EXPORTS, type ExportTaskRow } from '@shared/api/report';
import { exportTaskFields } from '@shared/api/reportFields';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, ResourceList, ToolbarSwitch, useResourceList } from '../../../components/resource';
import { download } from '../../../lib/api';
import { exportStatusLooks, fileSize, screenTitle } from '../looks';

const FILTERS = { status: '' };
const REFRESH_MS = 2000;

const unfinished = (rows: ExportTaskRow[] | undefined) => rows?.some((r) => r.status === 'queued' || r.status === 'running') ?? false;
/** Polled while a task is still being built. */
const LIST_OPTIONS = { swr: { refreshInterval: (data: unknown) => (unfinished((data as { rows?: ExportTaskRow[] } | undefined)?.rows) ? REFRESH_MS : 0) } };

function percent(r: ExportTaskRow): number {
  if (r.status === 'done') return 100;
  if (!r.rowsExpected) return 0;
  return Math.min(99, Math.floor((r.rowsWritten / r.rowsExpected) * 100));
}

const progressColumn = {
  key: 'progress',
  title: '进度',
  width: 160,
  render: (r: ExportTaskRow) =>
    r.status === 'failed' ? <span className="cd-cell-muted">{r.message}</span> : <Progress percent={percent(r)} showInfo size="small" aria-label={`进度 ${percent(r)}%`} />,
};

const columns = [
  ...fieldColumns(exportTaskFields, ['fileName', 'screen', 'status'], {
    screen: { render: (r) => screenTitle(r.screen) },
    status: { looks: exportStatusLooks },
  }),
  progressColumn,
  ...fieldColumns(exportTaskFields, ['rowsWritten', 'sizeBytes', 'username', 'createdAt', 'finishedAt', 'expiresAt'], {
    rowsWritten: { render: (r) => r.rowsWritten.toLocaleString('en-US') },
    sizeBytes: { render: (r) => fileSize(r.sizeBytes) },
  }),
  actionsColumn(90, (r: ExportTaskRow) =>
    r.status === 'done' ? (
      <LockButton size="small" theme="borderless" onClick={() => void download(downloadExportTask, undefined, r.fileName, { params: { id: r.id } }).catch(() => undefined)}>
        下载
      </LockButton>
    ) : null,
  ),
];

/** 报表下载: the export tasks asked for, refreshed while any of them is still being built. */
export function DownloadList() {
  const [all, setAll] = useState(false);
  const state = useResourceList({ endpoint: exportTaskPage, filters: FILTERS, toQuery: (v) => ({ ...v, all: all ? 'true' : undefined }), listOptions: LIST_OPTIONS });
  return (
    <ResourceList
      title="导出任务"
      state={state}
      tableKey="report.downloads"
      columns={columns}
      emptyText="还没有导出任务：在列表页点“导出”即可创建"
      filterFields={<Form.Select field="status" label="状态" showClear style={{ width: 160 }} optionList={optionsOf(exportStatusNames)} />}
      toolbar={
        <ToolbarSwitch code={SEE_ALL_EXPORTS} checked={all} onChange={setAll} label="查看全部人的导出任务">
          查看全部人的任务
        </ToolbarSwitch>
      }
    />
  );
}
