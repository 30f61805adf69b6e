import type { ApprovalItem } from '@shared/api/approvals';
import { ago, money } from '../common/format';
import { detailUrl } from '../common/navigation';
import { StatusTag } from '../common/StatusTag';

/** One waiting approval as a card the whole of which opens its detail. */
export function ApprovalCard({ item }: { item: ApprovalItem }) {
  return (
    <a className="wg-card" href={detailUrl(item.entity, item.id)} data-testid="approval-card">
      <div className="wg-card-head">
        <span className="wg-card-kind">{item.kindTitle}</span>
        <StatusTag entity={item.entity} status={item.status} label={item.statusLabel} />
      </div>
      <div className="wg-card-title">{item.title}</div>
      {item.amount !== null && <div className="wg-amount">{money(item.amount, item.currency)}</div>}
      <div className="wg-muted">
        {item.submitterName} 提交{item.submittedAt ? ` · ${ago(item.submittedAt)}` : ''}
      </div>
    </a>
  );
}
