import { useEffect, useRef, useState } from 'react';
import { Button } from '@douyinfe/semi-ui';
import { launchUrl, page, PORTAL_LOGIN_PATH } from '../common/navigation';
import { PageMessage } from '../common/Shell';
import { launch, type LaunchOutcome } from './launchFlow';

const portalLink = (
  <a className="wg-link" href={PORTAL_LOGIN_PATH}>
    前往 CRM 登录页
  </a>
);

/** Signs the person in (Lark identity -> CRM token) and moves on to the widget they asked for. */
export function LaunchPage() {
  const [outcome, setOutcome] = useState<LaunchOutcome | null>(null);
  // One launch per page, even when React runs the effect twice (StrictMode): a Lark code works once.
  const running = useRef<Promise<LaunchOutcome> | null>(null);

  useEffect(() => {
    let live = true;
    running.current ??= launch();
    void running.current.then((result) => {
      if (!live) return;
      setOutcome(result);
      if (result.kind === 'signedIn') page.replace(result.to);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!outcome) return <PageMessage loading title="正在登录…" />;
  if (outcome.kind === 'signedIn') return <PageMessage loading title="登录成功，正在打开…" />;
  if (outcome.kind === 'outsideLark') {
    return <PageMessage title="请在飞书中打开" description="此页面需要在飞书（Lark）中打开；也可以先在 CRM 中登录后再打开此链接。" actions={portalLink} />;
  }
  return (
    <PageMessage
      title="登录失败"
      description={
        <>
          <p>{outcome.message}</p>
          {outcome.loginRefused && (
            <p>
              如果你的飞书账号尚未绑定 CRM 账号，请联系管理员在「用户管理」中绑定，或
              <a className="wg-link" href={`/lark/start?to=${encodeURIComponent(outcome.to)}`}>
                用 CRM 账号密码绑定
              </a>
              。
            </p>
          )}
        </>
      }
      actions={
        <>
          <Button className="wg-touch" theme="solid" onClick={() => page.replace(launchUrl(outcome.to))}>
            重试
          </Button>
          {portalLink}
        </>
      }
    />
  );
}
