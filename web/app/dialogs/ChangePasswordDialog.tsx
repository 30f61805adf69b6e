import { Input, Modal } from '@douyinfe/semi-ui';
import { Field } from '../../components/Field';
import { LockButton } from '../../components/LockButton';
import { useChangePassword } from './useChangePassword';

export function ChangePasswordDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { form, set, saving, submit, reset } = useChangePassword(onClose);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      title="修改密码"
      visible={visible}
      onCancel={close}
      maskClosable={false}
      footer={
        <>
          <LockButton onClick={close}>取消</LockButton>
          <LockButton theme="solid" loading={saving} onClick={submit}>
            确定
          </LockButton>
        </>
      }
    >
      <Field id="cd-old-password" label="旧密码">
        <Input id="cd-old-password" mode="password" autoComplete="current-password" value={form.oldPassword} onChange={set('oldPassword')} />
      </Field>
      <Field id="cd-new-password" label="新密码">
        <Input id="cd-new-password" mode="password" autoComplete="new-password" value={form.newPassword} onChange={set('newPassword')} />
      </Field>
      <Field id="cd-confirm-password" label="确认新密码">
        <Input id="cd-confirm-password" mode="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
      </Field>
    </Modal>
  );
}
