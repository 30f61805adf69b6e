import { Messages } from '@shared/api/envelope';
import { updatePassword } from '@shared/api/auth';
import { call } from '../../lib/api';
import { notify } from '../../lib/notice';
import { passwordFormError, type PasswordForm } from './checks';
import { useDialogSubmit } from './useDialogSubmit';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5/§8: checked here first; the server's refusal is a 失败 notice, success 成功 / 修改成功. */
export function useChangePassword(onDone: () => void) {
  return useDialogSubmit({
    empty: EMPTY,
    check: passwordFormError,
    send: async (form) => {
      await call(updatePassword, { body: { oldPassword: form.oldPassword, newPassword: form.newPassword }, silent: true });
      notify.success(Messages.ok, Messages.passwordChanged);
    },
    failed: (message) => notify.error('失败', message),
    onDone,
  });
}
