import type { ApprovalLogRow } from '@shared/api/approvals';
import { when } from '../common/format';

/** Who did what to the record and when, with their reason; oldest first as the server sends it. */
export function History({ log }: { log: ApprovalLogRow[] }) {
  if (log.length === 0) return <p className="wg-muted">暂无记录</p>;
  return (
    <ol className="wg-history">
      {log.map((entry) => (
        <li key={entry.id}>
          <div>
            <strong>{entry.actorName}</strong> {entry.actionLabel}
            {entry.toStatusLabel && <span className="wg-muted"> → {entry.toStatusLabel}</span>}
          </div>
          <div className="wg-muted">{when(entry.createdAt)}</div>
          {entry.comment && <div className="wg-history-comment">{entry.comment}</div>}
        </li>
      ))}
    </ol>
  );
}
