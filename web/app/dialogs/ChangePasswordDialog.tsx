import { Input } from '@douyinfe/semi-ui';
import { Field } from '../../components/Field';
import { SubmitDialog } from '../../components/SubmitDialog';
import { useChangePassword } from './useChangePassword';

export function ChangePasswordDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { form, set, busy, submit, reset } = useChangePassword(onClose);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <SubmitDialog title="修改密码" visible={visible} onCancel={close} maskClosable={false} submitText="确定" busy={busy} onSubmit={submit}>
      <Field id="cd-old-password" label="旧密码">
        <Input id="cd-old-password" mode="password" autoComplete="current-password" value={form.oldPassword} onChange={set('oldPassword')} />
      </Field>
      <Field id="cd-new-password" label="新密码">
        <Input id="cd-new-password" mode="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
      </Field>
      <Field id="cd-confirm-password" label="确认新密码">
        <Input id="cd-confirm-password" mode="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
      </Field>
    </SubmitDialog>
  );
}
