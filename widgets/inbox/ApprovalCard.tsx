import type { ApprovalItem } from '@shared/api/approvals';
import { ItemSummary } from '../common/ItemSummary';
import { detailUrl } from '../common/navigation';

/** One waiting approval as a card the whole of which opens its detail. */
export function ApprovalCard({ item }: { item: ApprovalItem }) {
  return (
    <a className="wg-card" href={detailUrl(item.entity, item.id)} data-testid="approval-card">
      <ItemSummary item={item} />
    </a>
  );
}
