import { useMemo } from 'react';
import { SideSheet, Typography } from '@douyinfe/semi-ui';
import { feedbackPage } from '@shared/api/user';
import { formatDateTime } from '@shared/format';
import { DataTable, useListQuery, type DataColumn } from '../../../components/table';

type FeedbackRow = { id: number; subject: string; content: string; createdAt: string; userName: string | null };

function FeedbackList() {
  const list = useListQuery(feedbackPage, {}, { paging: 'local' });
  const columns = useMemo<DataColumn<FeedbackRow>[]>(
    () => [
      { key: 'createdAt', title: '时间', width: 170, render: (f) => <span className="cd-nowrap">{formatDateTime(f.createdAt)}</span> },
      { key: 'userName', title: '提交人', width: 110 },
      { key: 'subject', title: '主题', width: 180, ellipsis: true },
      {
        key: 'content',
        title: '内容',
        width: 360,
        render: (f) => (
          <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, collapsible: true, expandText: '展开', collapseText: '收起' }} style={{ maxWidth: 360 }}>
            {f.content}
          </Typography.Paragraph>
        ),
      },
    ],
    [],
  );
  return <DataTable tableKey="admin.feedback" label="反馈列表" framed={false} columns={columns} list={list} emptyText="还没有收到反馈" />;
}

/** 查看反馈: what staff sent from the shell's feedback dialog, newest first. */
export function FeedbackSheet({ visible, onClose }: { visible: boolean; onClose(): void }) {
  return (
    <SideSheet title="用户反馈" visible={visible} onCancel={onClose} width={880} bodyStyle={{ padding: 16 }}>
      {visible && <FeedbackList />}
    </SideSheet>
  );
}
