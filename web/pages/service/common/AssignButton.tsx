import { useState } from 'react';
import { Form, Modal } from '@douyinfe/semi-ui';
import type { handlingCalls } from '@shared/api/service/handling';
import type { Code } from '@shared/screen';
import { LockButton } from '../../../components/LockButton';
import { call, useApi } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { Auth } from '../../../lib/session/Auth';

interface Props {
  record: { id: number; version: number; status: string; createdBy: number };
  code: Code;
  /** The record kind's handling calls (转派, the owners to choose from). */
  calls: ReturnType<typeof handlingCalls>;
  onDone(): void;
}

/** 转派: another 客服 takes an open record over (the manager's button). */
export function AssignButton({ record, code, calls, onDone }: Props) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<{ ownerId?: number; comment?: string }>({});
  const list = useApi(open ? calls.owners : null);
  if (record.status !== 'new' && record.status !== 'following') return null;
  const options = (list.data ?? []).filter((u) => u.id !== record.createdBy).map((u) => ({ value: u.id, label: u.name }));
  const submit = async () => {
    if (!values.ownerId) return notice.error('请选择新负责人');
    await call(calls.assign, { body: { id: record.id, version: record.version, ownerId: values.ownerId, comment: values.comment } });
    notice.success('转派成功');
    setOpen(false);
    onDone();
  };
  return (
    <Auth code={code}>
      <LockButton onClick={() => setOpen(true)}>转派</LockButton>
      <Modal title="转派" visible={open} onCancel={() => setOpen(false)} onOk={() => void submit()} okText="确认转派">
        {open && (
          <Form onValueChange={(v) => setValues(v as typeof values)}>
            <Form.Select field="ownerId" label="新负责人" style={{ width: '100%' }} optionList={options} />
            <Form.TextArea field="comment" label="说明" maxCount={500} rows={2} />
          </Form>
        )}
      </Modal>
    </Auth>
  );
}
