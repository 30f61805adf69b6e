import { useState } from 'react';
import { InputNumber, Modal, Space, TextArea, Typography } from '@douyinfe/semi-ui';
import { opSupplyScreen, trackScreen } from '@shared/api/supply/screens';
import { auditSupplyPlanTrack, delSupplyPlanTrack, saveConfirmSupplyPlanTrack, splitPlanTrack, withdrawPlanTrack, type TrackRow } from '@shared/api/supply/tracks';
import { LockButton } from '../../../components/LockButton';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { useSession } from '../../../lib/session/SessionContext';

/** The actions a user may take on one track now: 拆分, 确认, 撤回, 删除 (its planner), 审核 (a manager). */
export function TrackActions({ row, onChanged }: { row: TrackRow; onChanged(): void }) {
  const { can, info } = useSession();
  const [dialog, setDialog] = useState<'split' | 'reject' | null>(null);
  const mine = info?.id === row.createdBy && can(opSupplyScreen.code('edit'));
  const editable = mine && (row.status === 'draft' || row.status === 'rejected');
  const audits = can(trackScreen.code('audit')) && row.status === 'pending_audit' && info?.id !== row.createdBy;
  const run = async (action: () => Promise<unknown>, done: string) => {
    await action();
    notice.success(done);
    onChanged();
  };
  const ref = { id: row.id, version: row.version };
  return (
    <Space spacing={4}>
      {editable && (
        <>
          <LockButton size="small" theme="borderless" onClick={() => setDialog('split')}>拆分</LockButton>
          <LockButton size="small" theme="borderless" onClick={() => void run(() => call(saveConfirmSupplyPlanTrack, { body: ref }), '已确认，等待审核').catch(() => undefined)}>确认</LockButton>
          <LockButton size="small" theme="borderless" type="danger" onClick={() => void run(() => call(delSupplyPlanTrack, { body: ref }), '已删除').catch(() => undefined)}>删除</LockButton>
        </>
      )}
      {mine && row.status === 'pending_audit' && (
        <LockButton size="small" theme="borderless" onClick={() => void run(() => call(withdrawPlanTrack, { body: ref }), '已撤回').catch(() => undefined)}>撤回</LockButton>
      )}
      {audits && (
        <>
          <LockButton size="small" theme="borderless" onClick={() => void run(() => call(auditSupplyPlanTrack, { body: { ...ref, pass: true } }), '审核通过').catch(() => undefined)}>通过</LockButton>
          <LockButton size="small" theme="borderless" type="danger" onClick={() => setDialog('reject')}>驳回</LockButton>
        </>
      )}
      {dialog === 'split' && <SplitDialog row={row} onClose={() => setDialog(null)} onDone={onChanged} />}
      {dialog === 'reject' && <RejectDialog row={row} onClose={() => setDialog(null)} onDone={onChanged} />}
    </Space>
  );
}

function SplitDialog({ row, onClose, onDone }: { row: TrackRow; onClose(): void; onDone(): void }) {
  const [qtys, setQtys] = useState<number[]>([Math.ceil(row.qty / 2), Math.floor(row.qty / 2)]);
  const sum = qtys.reduce((a, b) => a + (b || 0), 0);
  const save = async () => {
    await call(splitPlanTrack, { body: { id: row.id, version: row.version, qtys } });
    notice.success(`已拆分为 ${qtys.length} 条`);
    onClose();
    onDone();
  };
  return (
    <Modal title={`拆分 ${row.serialNo}（${row.sku}，共 ${row.qty}）`} visible onCancel={onClose} onOk={() => void save().catch(() => undefined)} okText="拆分">
      <Space vertical align="start">
        {qtys.map((q, i) => (
          <InputNumber key={i} aria-label={`第${i + 1}批数量`} prefix={`第${i + 1}批`} min={1} precision={0} value={q} onChange={(v) => setQtys(qtys.map((x, j) => (j === i ? Number(v) : x)))} />
        ))}
        <Space>
          <LockButton size="small" disabled={qtys.length >= 10} onClick={() => setQtys([...qtys, 1])}>加一批</LockButton>
          <LockButton size="small" disabled={qtys.length <= 2} onClick={() => setQtys(qtys.slice(0, -1))}>减一批</LockButton>
        </Space>
        <Typography.Text type={sum === row.qty ? 'success' : 'danger'}>合计 {sum} / {row.qty}</Typography.Text>
      </Space>
    </Modal>
  );
}

function RejectDialog({ row, onClose, onDone }: { row: TrackRow; onClose(): void; onDone(): void }) {
  const [comment, setComment] = useState('');
  const save = async () => {
    await call(auditSupplyPlanTrack, { body: { id: row.id, version: row.version, pass: false, comment } });
    notice.success('已驳回');
    onClose();
    onDone();
  };
  return (
    <Modal title={`驳回 ${row.serialNo}`} visible onCancel={onClose} onOk={() => void save().catch(() => undefined)} okText="驳回">
      <TextArea placeholder="驳回原因（必填）" value={comment} onChange={setComment} maxCount={500} />
    </Modal>
  );
}
