import { Empty, Tag, Timeline, Typography } from '@douyinfe/semi-ui';
import type { DataOf } from '@shared/api/contract';
import type { larkUserBinding } from '@shared/api/lark';
import { formatTime } from '@shared/format';
import { logActionLooks, logViaText } from './looks';

type LarkBindingLog = DataOf<typeof larkUserBinding>['logs'][number];

/** Every bind and unbind of one user, newest first: which account, how, by whom, when. */
export function LarkBindingHistory({ logs }: { logs: LarkBindingLog[] }) {
  return (
    <section aria-label="绑定记录">
      <div className="cd-screen-head">
        <span className="cd-screen-head-title">绑定记录</span>
      </div>
      {logs.length === 0 ? (
        <Empty description="暂无绑定记录" />
      ) : (
        <Timeline mode="left">
          {logs.map((log) => {
            const look = logActionLooks[log.action];
            // A self-binding has no separate actor: the user did it by opening the CRM in Lark.
            const actor = log.actorName ?? (log.via === 'self' ? '本人' : '-');
            return (
              <Timeline.Item key={log.id} time={formatTime(log.createdAt)} type={log.action === 'bind' ? 'success' : 'warning'}>
                <Tag size="small" color={look.color}>
                  {look.text}
                </Tag>{' '}
                <Typography.Text strong>{log.larkName ?? '-'}</Typography.Text> <span className="cd-screen-mono">{log.openId}</span>
                <div className="cd-screen-note">
                  {logViaText[log.via]} · 操作人：{actor}
                </div>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </section>
  );
}
