import { Card, Input, Typography } from '@douyinfe/semi-ui';
import { IconLock, IconUser } from '@douyinfe/semi-icons';
import { Field } from '../../components/Field';
import { LockButton } from '../../components/LockButton';
import { useLogin } from './useLogin';

const page: React.CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'var(--semi-color-fill-0)',
  padding: 16,
};

export function LoginPage() {
  const { form, set, submit, submitting, captchaOn, captcha } = useLogin();
  return (
    <div style={page}>
      <Card style={{ width: 380, maxWidth: '100%' }} bodyStyle={{ padding: 32 }}>
        <Typography.Title heading={3} style={{ marginBottom: 4 }}>
          Crossdock
        </Typography.Title>
        <Typography.Paragraph type="tertiary" style={{ marginBottom: 24 }}>
          跨境电商运营后台 · 员工登录
        </Typography.Paragraph>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Field id="cd-login-username" label="账号">
            <Input id="cd-login-username" size="large" prefix={<IconUser />} autoComplete="username" autoFocus value={form.username} onChange={set('username')} />
          </Field>
          <Field id="cd-login-password" label="密码">
            <Input id="cd-login-password" size="large" prefix={<IconLock />} mode="password" autoComplete="current-password" value={form.password} onChange={set('password')} />
          </Field>
          {captchaOn && (
            <Field id="cd-login-captcha" label="验证码">
              <div style={{ display: 'flex', gap: 8 }}>
                <Input id="cd-login-captcha" size="large" autoComplete="off" value={form.veritycode} onChange={set('veritycode')} />
                {captcha.src && (
                  <img
                    src={captcha.src}
                    alt="验证码"
                    title="看不清？点击换一张"
                    width={120}
                    height={40}
                    style={{ cursor: 'pointer', borderRadius: 'var(--semi-border-radius-small)', background: 'var(--semi-color-bg-0)' }}
                    onClick={captcha.refresh}
                  />
                )}
              </div>
            </Field>
          )}
          <LockButton htmlType="submit" theme="solid" size="large" block loading={submitting} style={{ marginTop: 8 }}>
            登录
          </LockButton>
        </form>
      </Card>
    </div>
  );
}
