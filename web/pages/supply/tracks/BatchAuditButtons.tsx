import { useState } from 'react';
import { Modal, Space, TextArea } from '@douyinfe/semi-ui';
import { PARTIAL_SUCCESS } from '@shared/api/supply/common';
import { batchAuditPlanTrack, type BatchConfirmResult } from '@shared/api/supply/tracks';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** 批量通过 / 批量驳回 of chosen tracks waiting for audit: 10001 (some not moved) is a success too; the failed lines are listed. */
export function BatchAuditButtons({ ids, onDone }: { ids: number[]; onDone(result: BatchConfirmResult, verb: string): void }) {
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const run = async (pass: boolean) => {
    const result = await call(batchAuditPlanTrack, { body: { ids, pass, comment: pass ? undefined : comment }, okCodes: [PARTIAL_SUCCESS] });
    if (!result.failed.length) notice.success(`已${pass ? '通过' : '驳回'} ${result.done.length} 条`);
    setRejecting(false);
    setComment('');
    onDone(result, pass ? '通过' : '驳回');
  };
  return (
    <Space>
      <LockButton disabled={!ids.length} onClick={() => void run(true).catch(() => undefined)}>
        批量通过{ids.length ? `（${ids.length}）` : ''}
      </LockButton>
      <LockButton type="danger" disabled={!ids.length} onClick={() => setRejecting(true)}>
        批量驳回
      </LockButton>
      <Modal title="批量驳回" visible={rejecting} okText="驳回" onCancel={() => setRejecting(false)} onOk={() => void run(false).catch(() => undefined)}>
        <TextArea aria-label="驳回原因" placeholder="驳回原因（必填）" value={comment} onChange={setComment} maxCount={500} />
      </Modal>
    </Space>
  );
}
