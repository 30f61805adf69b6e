import type { WorkflowLogRow } from '@shared/api/workflow';
import { actionLabel } from '@shared/workflow/labels';
import { stateLabel } from '@shared/workflow/machine';
import { machineOf } from '@shared/workflow/registry';
import { when } from '../common/format';

/** Who did what to the record and when, with their reason; oldest first as the server sends it. */
export function History({ entity, log }: { entity: string; log: WorkflowLogRow[] }) {
  if (log.length === 0) return <p className="wg-muted">暂无记录</p>;
  const machine = machineOf(entity);
  return (
    <ol className="wg-history">
      {log.map((entry) => (
        <li key={entry.id}>
          <div>
            <strong>{entry.actorName}</strong> {actionLabel(machine, entry.action)}
            {machine && entry.fromStatus !== entry.toStatus && <span className="wg-muted"> → {stateLabel(machine, entry.toStatus)}</span>}
          </div>
          <div className="wg-muted">{when(entry.createdAt)}</div>
          {entry.comment && <div className="wg-history-comment">{entry.comment}</div>}
        </li>
      ))}
    </ol>
  );
}
