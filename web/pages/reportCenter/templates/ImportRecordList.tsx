import { useMemo, useState } from 'react';
import { Form, Switch } from '@douyinfe/semi-ui';
import { importRecordPage, importStatusNames, SEE_ALL_IMPORTS, type ImportRecordRow } from '@shared/api/report';
import { formatDateTime } from '@shared/format';
import { downloadErrorFile } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, StatusTag, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { Auth } from '../../../lib/session/Auth';
import { importStatusLooks, screenTitle } from '../looks';

const FILTERS = { status: '' };

/** Past imports with their result; failed ones keep their error file for a while. */
export function ImportRecordList() {
  const filters = useUrlFilters(FILTERS);
  const [all, setAll] = useState(false);
  const list = useListQuery(importRecordPage, { ...filters.values, all: all ? 'true' : undefined });

  const columns = useMemo<DataColumn<ImportRecordRow>[]>(
    () => [
      { key: 'title', title: '导入类型', width: 130 },
      { key: 'screen', title: '页面', width: 110, render: (r) => screenTitle(r.screen) },
      { key: 'fileName', title: '文件名', width: 200, ellipsis: true },
      { key: 'rowCount', title: '行数', width: 80, align: 'right' },
      { key: 'status', title: '结果', width: 80, render: (r) => <StatusTag value={r.status} looks={importStatusLooks} /> },
      { key: 'message', title: '说明', width: 280, ellipsis: true },
      { key: 'username', title: '导入人', width: 100 },
      { key: 'createdAt', title: '导入时间', width: 165, render: (r) => formatDateTime(r.createdAt) },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 120,
        render: (r) =>
          r.hasErrorFile ? (
            <LockButton size="small" theme="borderless" onClick={() => void downloadErrorFile(r.id, r.fileName).catch(() => undefined)}>
              下载错误文件
            </LockButton>
          ) : null,
      },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="导入记录筛选">
          <Form.Select
            field="status"
            label="结果"
            showClear
            style={{ width: 150 }}
            optionList={Object.entries(importStatusNames).map(([value, label]) => ({ value, label }))}
          />
        </FilterBar>
      </div>
      <DataTable
        tableKey="report.imports"
        label="导入记录"
        columns={columns}
        list={list}
        emptyText="还没有导入记录"
        toolbar={
          <Auth code={SEE_ALL_IMPORTS}>
            <span className="cd-nowrap">
              <Switch checked={all} onChange={setAll} aria-label="查看全部人的导入记录" size="small" /> 查看全部人的导入
            </span>
          </Auth>
        }
      />
    </div>
  );
}
