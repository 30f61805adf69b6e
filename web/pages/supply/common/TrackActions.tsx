import { useState } from 'react';
import { DatePicker, InputNumber, Modal, Space, TextArea, Typography } from '@douyinfe/semi-ui';
import { auditSupplyPlanTrack, closePlanTrack, delSupplyPlanTrack, saveConfirmSupplyPlanTrack, splitPlanTrack, withdrawPlanTrack, type TrackRow } from '@shared/api/supply/tracks';
import { supplyTrackMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { runTransition } from '../../../components/resource/runTransition';
import { useAllowedActions } from '../../../components/workflow/useAllowedActions';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** The contracts that move a track from its row (供应链确认, 下单, 发货, 到货 come by batch and import). */
const TRACK_TRANSITIONS = [saveConfirmSupplyPlanTrack, withdrawPlanTrack, auditSupplyPlanTrack, delSupplyPlanTrack, closePlanTrack];
/** What each action says when done. */
const DONE: Record<string, string> = { submit: '已确认，等待审核', withdraw: '已撤回', approve: '审核通过', reject: '已驳回', delete: '已删除', close: '已关闭' };
/** Shorter button texts for a table row. */
const ROW_LABELS: Record<string, string> = { approve: '通过' };

/** The actions a user may take on one track now (确认, 撤回, 删除 by its planner, 审核 by a manager), and 拆分 while it may be confirmed. */
export function TrackActions({ row, onChanged }: { row: TrackRow; onChanged(): void }) {
  const actions = useAllowedActions(supplyTrackMachine, row, { runnable: TRACK_TRANSITIONS });
  const [dialog, setDialog] = useState<'split' | 'submit' | { action: string; label: string } | null>(null);
  const run = async (action: string, values: Record<string, unknown> = {}) => {
    await runTransition(TRACK_TRANSITIONS, action, row, values);
    notice.success(DONE[action] ?? '操作成功');
    onChanged();
  };
  // A line is split while its planner may still confirm it.
  const splittable = actions.some((t) => t.action === 'submit');
  return (
    <Space spacing={4}>
      {splittable && (
        <LockButton size="small" theme="borderless" onClick={() => setDialog('split')}>
          拆分
        </LockButton>
      )}
      {actions.map((t) => (
        <LockButton
          key={t.action}
          size="small"
          theme="borderless"
          type={t.danger ? 'danger' : undefined}
          onClick={() => (t.action === 'submit' ? setDialog('submit') : t.comment === 'required' ? setDialog({ action: t.action, label: t.label }) : void run(t.action).catch(() => undefined))}
        >
          {ROW_LABELS[t.action] ?? t.label}
        </LockButton>
      ))}
      {dialog === 'split' && <SplitDialog row={row} onClose={() => setDialog(null)} onDone={onChanged} />}
      {dialog === 'submit' && <SubmitDialog row={row} onClose={() => setDialog(null)} onSubmit={(values) => run('submit', values)} />}
      {dialog && typeof dialog === 'object' && <ReasonDialog row={row} label={dialog.label} onClose={() => setDialog(null)} onSave={(comment) => run(dialog.action, { comment })} />}
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

/** 驳回 or 关闭: a reason is required. */
function ReasonDialog({ row, label, onClose, onSave }: { row: TrackRow; label: string; onClose(): void; onSave(comment: string): Promise<unknown> }) {
  const [comment, setComment] = useState('');
  const save = async () => {
    await onSave(comment);
    onClose();
  };
  return (
    <Modal title={`${label} ${row.serialNo}`} visible onCancel={onClose} onOk={() => void save().catch(() => undefined)} okText={label}>
      <TextArea aria-label={`${label}原因`} placeholder={`${label}原因（必填）`} value={comment} onChange={setComment} maxCount={500} />
    </Modal>
  );
}

/** 确认: the track's units and expected ship date, as the planner settles them, sent with the confirmation. */
function SubmitDialog({ row, onClose, onSubmit }: { row: TrackRow; onClose(): void; onSubmit(values: Record<string, unknown>): Promise<unknown> }) {
  const [qty, setQty] = useState<number>(row.qty);
  const [shipDate, setShipDate] = useState<Date | string | null>(row.shipDate);
  const save = async () => {
    await onSubmit({ qty, shipDate });
    onClose();
  };
  return (
    <Modal title={`确认 ${row.serialNo}（${row.sku}）`} visible onCancel={onClose} onOk={() => void save().catch(() => undefined)} okText="确认">
      <Space vertical align="start">
        <InputNumber aria-label="数量" prefix="数量" min={1} precision={0} value={qty} onChange={(v) => setQty(Number(v))} />
        <DatePicker aria-label="预计发货日期" placeholder="预计发货日期" value={shipDate ?? undefined} onChange={(d) => setShipDate((d as Date | null) ?? null)} />
      </Space>
    </Modal>
  );
}
