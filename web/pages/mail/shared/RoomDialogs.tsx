import { useState } from 'react';
import { Select } from '@douyinfe/semi-ui';
import { changeCustomerUser, setRoomLabels, type RoomRow } from '@shared/api/mail/rooms';
import { SubmitDialog } from '../../../components/SubmitDialog';
import { call } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { LabelTag } from './LabelTag';
import { useOptions } from '../../../components/options';
import { useLabelOptions } from './options';
import {  } from '../../../components/options';

type RoomRef = Pick<RoomRow, 'id' | 'version' | 'customerEmail' | 'assigneeId'> & { labels: RoomRow['labels'] };

/** 转交: to a colleague, or back to the pool (empty). */
export function TransferDialog({ room, onClose, onDone }: { room: RoomRef | null; onClose(): void; onDone(): void }) {
  const people = useOptions('users').options;
  const [to, setTo] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!room) return;
    setBusy(true);
    try {
      await call(changeCustomerUser, { query: { id: room.id, version: room.version, customerUserId: to } });
      notice.success(to ? '已转交' : '已放回邮件池');
      onDone();
      onClose();
    } catch {
      // the http client said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <SubmitDialog title={`转交会话：${room?.customerEmail ?? ''}`} visible={room !== null} onCancel={onClose} submitText="确定" busy={busy} onSubmit={() => void submit()}>
      <Select
        aria-label="接手人"
        placeholder="选择接手的同事；不选 = 放回邮件池"
        filter
        showClear
        style={{ width: '100%' }}
        optionList={people.filter((p) => p.value !== room?.assigneeId)}
        value={to}
        onChange={(v) => setTo(v as number | undefined)}
      />
    </SubmitDialog>
  );
}

/** 打标签: the room's whole set of labels. */
export function LabelsDialog({ room, onClose, onDone }: { room: RoomRef | null; onClose(): void; onDone(): void }) {
  const labels = useLabelOptions(room !== null);
  const [picked, setPicked] = useState<number[] | null>(null);
  const value = picked ?? room?.labels.map((l) => l.id) ?? [];
  const submit = async () => {
    if (!room) return;
    try {
      await call(setRoomLabels, { body: { id: room.id, labelIds: value } });
      notice.success('标签已保存');
      onDone();
      setPicked(null);
      onClose();
    } catch {
      // the http client said why
    }
  };
  return (
    <SubmitDialog
      title="打标签"
      visible={room !== null}
      onCancel={() => {
        setPicked(null);
        onClose();
      }}
      submitText="保存"
      onSubmit={() => void submit()}
    >
      <Select
        aria-label="标签"
        multiple
        filter
        style={{ width: '100%' }}
        value={value}
        onChange={(v) => setPicked(v as number[])}
        optionList={labels.map((l) => ({ value: l.id, label: <LabelTag name={l.name} color={l.color} /> }))}
        renderSelectedItem={(o: { label?: unknown; value?: unknown }) => ({ isRenderInTag: false, content: o.label as never })}
      />
    </SubmitDialog>
  );
}
