import { Empty, Timeline, Typography } from '@douyinfe/semi-ui';
import type { WorkflowLogRow } from '@shared/api/workflow';
import { formatDateTime } from '@shared/format';
import { actionLabel, stateLabel, type Machine } from '@shared/workflow';

export { actionLabel };

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
