import { useState } from 'react';
import { Radio, RadioGroup, Space, TextArea } from '@douyinfe/semi-ui';
import { batchAuditOrderOp } from '@shared/api/review/orderOps';
import { orderOpScreen } from '@shared/api/review/screens';
import { LockButton } from '../../../components/LockButton';
import { SubmitDialog } from '../../../components/SubmitDialog';
import { call } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { notice } from '../../../lib/notice';

/** 批量审核: the selected operations waiting for audit, all passed or all rejected with one reason; refusals are listed. */
export function BatchAudit({ items, onDone }: { items: Array<{ id: number; version: number; status: string }>; onDone(): void }) {
  const pending = items.filter((i) => i.status === 'pending_audit');
  const [open, setOpen] = useState(false);
  const [pass, setPass] = useState(true);
  const [comment, setComment] = useState('');
  const submit = async () => {
    if (!pass && !comment.trim()) return notice.warning('请填写驳回原因');
    const result = await call(batchAuditOrderOp, { body: { items: pending.map(({ id, version }) => ({ id, version })), pass, comment: comment.trim() || undefined } });
    if (result.failed.length) notice.warning(`已审核 ${result.done} 条；未审核：${result.failed.map((f) => `${f.serialNo} ${f.message}`).join('；')}`);
    else notice.success(`已审核 ${result.done} 条`);
    setOpen(false);
    onDone();
  };
  return (
    <Auth code={orderOpScreen.code('audit')}>
      <LockButton disabled={pending.length === 0} onClick={() => setOpen(true)}>
        批量审核{pending.length ? `（${pending.length}）` : ''}
      </LockButton>
      <SubmitDialog title={`批量审核 ${pending.length} 条`} visible={open} onCancel={() => setOpen(false)} submitText="确定" onSubmit={() => void submit()}>
        <Space vertical align="start" style={{ width: '100%' }}>
          <RadioGroup value={pass ? 'pass' : 'reject'} onChange={(e) => setPass(e.target.value === 'pass')} aria-label="审核结果">
            <Radio value="pass">通过</Radio>
            <Radio value="reject">驳回</Radio>
          </RadioGroup>
          <TextArea value={comment} onChange={setComment} maxCount={500} autosize placeholder={pass ? '意见（选填）' : '驳回原因（必填）'} aria-label="审核意见" />
        </Space>
      </SubmitDialog>
    </Auth>
  );
}
