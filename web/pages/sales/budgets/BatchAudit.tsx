import { useState } from 'react';
import { Input, Modal, Space } from '@douyinfe/semi-ui';
import { statisticsAudit } from '@shared/api/sales/budgetStats';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** 批量审核: the chosen pending budgets approved or rejected (a reason), each on its own; the ones that failed are named. */
export function BatchAuditButtons({ ids, onDone }: { ids: number[]; onDone(): void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (pass: boolean) => {
    const result = await call(statisticsAudit, { body: { ids, pass, comment: pass ? undefined : reason } });
    if (result.failed.length) notice.warning(`成功 ${result.done.length} 条，未成功 ${result.failed.length} 条：${result.failed.map((f) => f.message).join('；')}`);
    else notice.success(`已${pass ? '通过' : '驳回'} ${result.done.length} 条`);
    setRejecting(false);
    setReason('');
    onDone();
  };
  return (
    <Space>
      <LockButton disabled={!ids.length} onClick={() => void run(true).catch(() => undefined)}>
        批量通过{ids.length ? `（${ids.length}）` : ''}
      </LockButton>
      <LockButton type="danger" disabled={!ids.length} onClick={() => setRejecting(true)}>
        批量驳回
      </LockButton>
      <Modal title="批量驳回" visible={rejecting} okText="驳回" onCancel={() => setRejecting(false)} onOk={() => (reason.trim() ? void run(false).catch(() => undefined) : notice.warning('请填写驳回原因'))}>
        <Input aria-label="驳回原因" placeholder="驳回原因（必填）" value={reason} onChange={setReason} />
      </Modal>
    </Space>
  );
}
