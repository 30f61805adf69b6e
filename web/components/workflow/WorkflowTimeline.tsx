import { Empty, Timeline, Typography } from '@douyinfe/semi-ui';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { formatDateTime } from '@shared/format';
import { findTransition, stateLabel, type Machine } from '@shared/workflow';

/** Names of the log actions that are not transitions. */
const OTHER_ACTIONS: Record<string, string> = {
  save: '保存草稿',
  create: '创建',
  edit: '修改',
  attach: '添加附件',
  detach: '删除附件',
  link: '关联回款',
};

export function actionLabel(machine: Machine, action: string): string {
  return findTransition(machine, action)?.label ?? OTHER_ACTIONS[action] ?? action;
}

/** A record's history, oldest first: who did what, when, the state it moved to, and their reason. */
export function WorkflowTimeline({ machine, log }: { machine: Machine; log: WorkflowLogRow[] | undefined }) {
  if (!log?.length) return <Empty description="暂无记录" />;
  return (
    <Timeline mode="left">
      {log.map((entry) => (
        <Timeline.Item key={entry.id} time={formatDateTime(entry.createdAt)} type={entry.toStatus === 'rejected' ? 'error' : 'default'}>
          <Typography.Text strong>{entry.actorName}</Typography.Text> {actionLabel(machine, entry.action)}
          {entry.fromStatus !== entry.toStatus && <Typography.Text type="tertiary"> → {stateLabel(machine, entry.toStatus)}</Typography.Text>}
          {entry.comment && <div className="cd-timeline-comment">{entry.comment}</div>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
