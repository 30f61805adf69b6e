import { useMemo, useState } from 'react';
import { Form, Progress, Switch } from '@douyinfe/semi-ui';
import { exportStatusNames, exportTaskPage, downloadExportTask, SEE_ALL_EXPORTS, type ExportTaskRow } from '@shared/api/report';
import { formatDateTime } from '@shared/format';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, StatusTag, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { exportStatusLooks, fileSize, screenTitle } from '../looks';

const FILTERS = { status: '' };
const REFRESH_MS = 2000;

const unfinished = (rows: ExportTaskRow[] | undefined) => rows?.some((r) => r.status === 'queued' || r.status === 'running') ?? false;

function percent(r: ExportTaskRow): number {
  if (r.status === 'done') return 100;
  if (!r.rowsExpected) return 0;
  return Math.min(99, Math.floor((r.rowsWritten / r.rowsExpected) * 100));
}

/** 报表下载: the export tasks asked for, refreshed while any of them is still being built. */
export function DownloadList() {
  const filters = useUrlFilters(FILTERS);
  const [all, setAll] = useState(false);
  const list = useListQuery(exportTaskPage, { ...filters.values, all: all ? 'true' : undefined }, {
    swr: { refreshInterval: (data) => (unfinished((data as { rows?: ExportTaskRow[] } | undefined)?.rows) ? REFRESH_MS : 0) },
  });

  const columns = useMemo<DataColumn<ExportTaskRow>[]>(
    () => [
      { key: 'fileName', title: '文件名', width: 260, ellipsis: true },
      { key: 'screen', title: '来源页面', width: 120, render: (r) => screenTitle(r.screen) },
      { key: 'status', title: '状态', width: 90, render: (r) => <StatusTag value={r.status} looks={exportStatusLooks} /> },
      {
        key: 'progress',
        title: '进度',
        width: 160,
        render: (r) =>
          r.status === 'failed' ? (
            <span className="cd-cell-muted">{r.message}</span>
          ) : (
            <Progress percent={percent(r)} showInfo size="small" aria-label={`进度 ${percent(r)}%`} />
          ),
      },
      { key: 'rowsWritten', title: '行数', width: 90, align: 'right', render: (r) => r.rowsWritten.toLocaleString('en-US') },
      { key: 'sizeBytes', title: '大小', width: 90, align: 'right', render: (r) => fileSize(r.sizeBytes) },
      { key: 'username', title: '创建人', width: 100 },
      { key: 'createdAt', title: '创建时间', width: 165, render: (r) => formatDateTime(r.createdAt) },
      { key: 'finishedAt', title: '完成时间', width: 165, render: (r) => formatDateTime(r.finishedAt) || '-' },
      { key: 'expiresAt', title: '保留至', width: 165, defaultHidden: true, render: (r) => formatDateTime(r.expiresAt) || '-' },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 90,
        render: (r) =>
          r.status === 'done' ? (
            <LockButton
              size="small"
              theme="borderless"
              onClick={() => void download(downloadExportTask, undefined, r.fileName, { params: { id: r.id } }).catch(() => undefined)}
            >
              下载
            </LockButton>
          ) : null,
      },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="导出任务筛选">
          <Form.Select
            field="status"
            label="状态"
            showClear
            style={{ width: 160 }}
            optionList={Object.entries(exportStatusNames).map(([value, label]) => ({ value, label }))}
          />
        </FilterBar>
      </div>
      <DataTable
        tableKey="report.downloads"
        label="导出任务"
        columns={columns}
        list={list}
        emptyText="还没有导出任务：在列表页点“导出”即可创建"
        toolbar={
          <Auth code={SEE_ALL_EXPORTS}>
            <span className="cd-nowrap">
              <Switch checked={all} onChange={setAll} aria-label="查看全部人的导出任务" size="small" /> 查看全部人的任务
            </span>
          </Auth>
        }
      />
    </div>
  );
}
