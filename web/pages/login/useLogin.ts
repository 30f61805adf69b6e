import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { login, loginOptions } from '@shared/api/auth';
import { call, useApi } from '../../lib/api';
import { setToken } from '../../lib/cookies';
import { notice } from '../../lib/notice';
import { safeRedirect } from '../../app/routing/redirect';
import { useCaptcha } from './useCaptcha';

export interface LoginForm {
  username: string;
  password: string;
  veritycode: string;
}

/** Signs in (user name trimmed, spec §5), then goes to ?redirect= (internal paths only) or /. */
export function useLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const options = useApi(loginOptions, undefined, { silent: true });
  const captchaOn = options.data?.captcha ?? false;
  const captcha = useCaptcha(captchaOn);
  const [form, setForm] = useState<LoginForm>({ username: '', password: '', veritycode: '' });
  const [submitting, setSubmitting] = useState(false);

  const set = (field: keyof LoginForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const username = form.username.trim();
    if (!username || !form.password) return notice.warning('请输入账号和密码');
    if (captchaOn && !form.veritycode.trim()) return notice.warning('请输入验证码');
    setSubmitting(true);
    try {
      const { token } = await call(login, {
        body: { username, password: form.password, veritycode: captchaOn ? form.veritycode.trim() : undefined },
      });
      setToken(token);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The client has shown why (402: 账号或密码错误); a used captcha is never valid again.
      if (captchaOn) {
        captcha.refresh();
        setForm((f) => ({ ...f, veritycode: '' }));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { form, set, submit, submitting, captchaOn, captcha };
}
