import { useState } from 'react';
import { Modal, Select, TextArea } from '@douyinfe/semi-ui';
import { addOrUpdKolRequire, addRequireLog, getAllChangeUser, type RequireDetail } from '@shared/api/kol/require';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';

/** 更换负责人: the marketer in charge of a requirement (any state but deleted), logged. */
export function ChangeOwnerButton({ record, onDone }: { record: RequireDetail; onDone(): void }) {
  const [open, setOpen] = useState(false);
  const [owner, setOwner] = useState<number>();
  const owners = useApi(open ? getAllChangeUser : null);
  const save = async () => {
    if (!owner) return notice.warning('请选择新负责人');
    await call(addOrUpdKolRequire, { body: { id: record.id, version: record.version, changeOwnerTo: owner } });
    notice.success('负责人已更换');
    setOpen(false);
    onDone();
  };
  return (
    <>
      <LockButton onClick={() => setOpen(true)}>更换负责人</LockButton>
      <Modal title={`更换负责人 ${record.serialNo}`} visible={open} okText="更换" onCancel={() => setOpen(false)} onOk={() => void save().catch(() => undefined)}>
        <Select
          aria-label="新负责人"
          placeholder={record.ownerName ? `当前：${record.ownerName}` : '选择负责人'}
          style={{ width: '100%' }}
          value={owner}
          onChange={(v) => setOwner(v as number)}
          optionList={(owners.data ?? []).filter((u) => u.id !== record.ownerId).map((u) => ({ value: u.id, label: u.name }))}
        />
      </Modal>
    </>
  );
}

/** 添加备注: a note in the requirement's log, for anyone who sees it. */
export function AddNoteButton({ requireId, onDone }: { requireId: number; onDone(): void }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const save = async () => {
    await call(addRequireLog, { body: { requireId, content } });
    notice.success('备注已添加');
    setContent('');
    setOpen(false);
    onDone();
  };
  return (
    <>
      <LockButton onClick={() => setOpen(true)}>添加备注</LockButton>
      <Modal title="添加备注" visible={open} okText="保存" onCancel={() => setOpen(false)} onOk={() => void save().catch(() => undefined)}>
        <TextArea aria-label="备注内容" placeholder="备注内容" value={content} onChange={setContent} maxCount={500} />
      </Modal>
    </>
  );
}
