import { useState } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { endpoints } from '../common/endpoints';
import { useApi } from '../common/http';
import { PageMessage, Shell } from '../common/Shell';
import { ApprovalCard } from './ApprovalCard';
import { ALL_KINDS, KindTabs } from './KindTabs';

/** My pending approvals of every kind, newest first, with the kinds and their counts as tabs. */
export function InboxPage() {
  const [kind, setKind] = useState(ALL_KINDS);
  // The unfiltered answer always gives the tabs and their counts; a chosen kind asks for its own list.
  const all = useApi(endpoints.approvalInbox);
  const filtered = useApi(kind === ALL_KINDS ? null : endpoints.approvalInbox, { query: { kind } });
  const list = kind === ALL_KINDS ? all : filtered;
  const refreshing = all.isValidating || filtered.isValidating;
  const refresh = () => {
    void all.mutate();
    if (kind !== ALL_KINDS) void filtered.mutate();
  };

  const refreshButton = (
    <Button className="wg-touch" theme="borderless" loading={refreshing} onClick={refresh}>
      刷新
    </Button>
  );
  const retry = (
    <Button className="wg-touch" theme="solid" onClick={refresh}>
      重试
    </Button>
  );

  let body;
  if (list.error && !list.data) body = <PageMessage title="加载失败" description={list.error.message} actions={retry} />;
  else if (!list.data) body = <PageMessage loading title="正在加载…" />;
  else if (list.data.items.length === 0) body = <PageMessage title="暂无待审批" description="需要你处理的审批会出现在这里。" />;
  else body = list.data.items.map((item) => <ApprovalCard key={`${item.entity}:${item.id}`} item={item} />);

  return (
    <Shell title="待审批" extra={refreshButton}>
      {all.data && all.data.kinds.length > 0 && <KindTabs kinds={all.data.kinds} value={kind} onChange={setKind} />}
      {body}
    </Shell>
  );
}
