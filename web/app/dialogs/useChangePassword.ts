import { useState } from 'react';
import { Messages } from '@shared/api/envelope';
import { updatePassword } from '@shared/api/auth';
import { call } from '../../lib/api';
import { notice, notify } from '../../lib/notice';
import { passwordFormError, type PasswordForm } from './checks';

const EMPTY: PasswordForm = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Spec §5/§8: checked here first; the server's refusal is a 失败 notice, success 成功 / 修改成功. */
export function useChangePassword(onDone: () => void) {
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof PasswordForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const problem = passwordFormError(form);
    if (problem) return notice.error(problem);
    setSaving(true);
    try {
      await call(updatePassword, { body: { oldPassword: form.oldPassword, newPassword: form.newPassword }, silent: true });
      notify.success(Messages.ok, Messages.passwordChanged);
      setForm(EMPTY);
      onDone();
    } catch (error) {
      notify.error('失败', (error as Error).message || Messages.generic);
    } finally {
      setSaving(false);
    }
  };

  return { form, set, saving, submit, reset: () => setForm(EMPTY) };
}
