import type { ApprovalItem } from '@shared/api/approvals';
import { ago, money } from './format';
import { StatusTag } from './StatusTag';

/** Kind, state, title, amount and who submitted when: the head of an inbox card and of the detail. */
export function ItemSummary({ item }: { item: ApprovalItem }) {
  return (
    <>
      <div className="wg-card-head">
        <span className="wg-card-kind">{item.kindTitle}</span>
        <StatusTag color={item.statusColor} label={item.statusLabel} />
      </div>
      <div className="wg-card-title">{item.title}</div>
      {item.amount !== null && <div className="wg-amount">{money(item.amount, item.currency)}</div>}
      <div className="wg-muted">
        {item.submitterName} 提交{item.submittedAt ? ` · ${ago(item.submittedAt)}` : ''}
      </div>
    </>
  );
}
