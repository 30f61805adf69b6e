import { useState } from 'react';
import { Button, SideSheet, Table, Typography } from '@douyinfe/semi-ui';
import { IconHistory } from '@douyinfe/semi-icons';
import type { DataOf } from '@shared/api/contract';
import { downloadExportTask, exportStatusNames, type ExportStatus } from '@shared/api/report';
import { getHistoryExcel } from '@shared/api/supply/plans';
import { LockButton } from '../../../components/LockButton';
import { download, useApi } from '../../../lib/api';
import { dateTime } from '../common/looks';

type HistoryRow = DataOf<typeof getHistoryExcel>[number];

const COLUMNS = [
  { title: '文件名', dataIndex: 'fileName' },
  { title: '状态', dataIndex: 'status', width: 90, render: (s: string) => exportStatusNames[s as ExportStatus] ?? s },
  { title: '行数', dataIndex: 'rowsWritten', width: 80, align: 'right' as const },
  { title: '创建时间', dataIndex: 'createdAt', width: 150, render: dateTime },
  { title: '完成时间', dataIndex: 'finishedAt', width: 150, render: dateTime },
  {
    title: '操作',
    dataIndex: 'id',
    width: 80,
    render: (_: number, r: HistoryRow) =>
      r.status === 'done' ? (
        <LockButton size="small" theme="borderless" onClick={() => void download(downloadExportTask, undefined, r.fileName, { params: { id: r.id } }).catch(() => undefined)}>
          下载
        </LockButton>
      ) : null,
  },
];

/** 导出记录: the caller's last 20 supply-plan exports, refreshed while one is still being built. */
export function ExportHistoryButton() {
  const [open, setOpen] = useState(false);
  const history = useApi(open ? getHistoryExcel : null, undefined, {
    swr: { refreshInterval: (rows?: HistoryRow[]) => (rows?.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : 0) },
  });
  return (
    <>
      <Button icon={<IconHistory />} onClick={() => setOpen(true)}>
        导出记录
      </Button>
      <SideSheet title="供货计划导出记录" visible={open} onCancel={() => setOpen(false)} width={760}>
        <Typography.Text type="tertiary">最近 20 次导出；文件在报表中心保留若干天后清理</Typography.Text>
        <Table size="small" rowKey="id" pagination={false} loading={!history.data} dataSource={history.data} columns={COLUMNS} empty="还没有导出过供货计划" />
      </SideSheet>
    </>
  );
}
