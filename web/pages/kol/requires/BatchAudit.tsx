import { useState } from 'react';
import { List, TextArea } from '@douyinfe/semi-ui';
import type { BatchInfo } from '@shared/api/kol/require';
import { batchTransitions } from '@shared/api/kol/require';
import { kolBatchMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { runTransition } from '../../../components/resource';
import { notice } from '../../../lib/notice';

/**
 * The batch a requirement was submitted in: its requirements and, for a manager, one decision for all
 * of them (the same call the Lark card and the approvals inbox make).
 */
export function BatchAudit({ batch, onDecided }: { batch: BatchInfo; onDecided(): void }) {
  const [comment, setComment] = useState('');
  const decide = async (action: string) => {
    await runTransition(batchTransitions, action, batch, { comment });
    notice.success(action === 'approve' ? '已审核通过' : '已驳回');
    onDecided();
  };
  return (
    <div data-testid="kol-batch">
      <div style={{ marginBottom: 8 }}>
        批次 {batch.serialNo}（{batch.requireCount} 条，{kolBatchMachine.states[batch.status as 'pending_audit']?.label ?? batch.status}，提交人 {batch.submitterName}）
      </div>
      <List size="small" dataSource={batch.requires} renderItem={(r) => <List.Item>{`${r.serialNo} · ${r.sku} · ${r.channel} · ${r.budget} ${r.currency}`}</List.Item>} />
      {batch.actions.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <TextArea value={comment} onChange={setComment} placeholder="审核意见（驳回必填），作用于批次内每条需求" maxCount={500} rows={2} />
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            {batch.actions.map((a) => (
              <LockButton key={a.action} type={a.danger ? 'danger' : 'primary'} theme="solid" onClick={() => decide(a.action)}>
                批次{a.label}
              </LockButton>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
