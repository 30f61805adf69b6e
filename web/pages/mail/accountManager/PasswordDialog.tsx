import { Form } from '@douyinfe/semi-ui';
import { z } from 'zod';
import { changePwd, password, type AccountRow } from '@shared/api/mail/accounts';
import { FormDialog } from '../../../components/form/FormDialog';
import { call } from '../../../lib/api';

const schema = z.object({ password });

/** 修改密码: the new password is sealed on the server; the old one is never shown. */
export function PasswordDialog({ row, onClose, onSaved }: { row: AccountRow | null; onClose(): void; onSaved(): void }) {
  return (
    <FormDialog
      title={`修改密码：${row?.email ?? ''}`}
      visible={row !== null}
      schema={schema}
      successText="密码已修改，请重新测试连接"
      onClose={onClose}
      onSubmit={async ({ password: value }) => {
        await call(changePwd, { body: { id: row!.id, password: value } });
        onSaved();
      }}
    >
      <Form.Input field="password" label="新密码" mode="password" autoComplete="new-password" />
    </FormDialog>
  );
}
