import { Form } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { addBlackKolPool, type PoolRow } from '@shared/api/kol/pool';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';

const reasonForm = z.object({ reason: z.string({ error: '请填写拉黑原因' }).trim().min(1, '请填写拉黑原因').max(200, '拉黑原因最多200字') });

/** 拉黑 asks why; the influencer can no longer be picked for a post. */
export function BlackDialog({ row, onClose, onDone }: { row: PoolRow | null; onClose(): void; onDone(): void }) {
  return (
    <FormDialog
      title={`拉黑红人：${row?.name ?? ''}`}
      visible={row !== null}
      schema={reasonForm}
      successText="已拉黑"
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        await call(addBlackKolPool, { body: { id: row!.id, black: true, reason } });
        onDone();
      }}
    >
      <Form.TextArea field="reason" label="拉黑原因" maxCount={200} />
    </FormDialog>
  );
}
