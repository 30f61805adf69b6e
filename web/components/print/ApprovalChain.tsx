import type { WorkflowLogRow } from '@shared/api/workflow';
import { formatDateTime } from '@shared/format';
import type { Machine } from '@shared/workflow';
import { actionLabel } from '../workflow';

/** 审批记录 on a printed form: the log entries of the `steps` actions (who, when, what they said), oldest first. */
export function ApprovalChain({ machine, log, steps }: { machine: Machine; log: readonly WorkflowLogRow[]; steps: ReadonlySet<string> }) {
  const chain = log.filter((l) => steps.has(l.action));
  return (
    <>
      <h2>审批记录</h2>
      <table className="cd-print-table cd-print-chain">
        <thead>
          <tr>
            <th>环节</th>
            <th>处理人</th>
            <th>时间</th>
            <th>意见</th>
          </tr>
        </thead>
        <tbody>
          {chain.length ? (
            chain.map((l) => (
              <tr key={l.id}>
                <td>{actionLabel(machine, l.action)}</td>
                <td>{l.actorName}</td>
                <td>{formatDateTime(l.createdAt)}</td>
                <td>{l.comment ?? ''}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={4}>尚未提交</td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}
