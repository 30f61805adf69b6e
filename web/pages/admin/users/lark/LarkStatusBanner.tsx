import { useState, type ReactNode } from 'react';
import { Banner, Typography } from '@douyinfe/semi-ui';
import { larkStatus } from '@shared/api/lark';
import { USER_MENU } from '@shared/api/user';
import { useApi } from '../../../../lib/api';
import { useSession } from '../../../../lib/session/SessionContext';
import './lark.css';

/** sessionStorage key: the bridge state ('on' / 'off') whose banner was closed in this tab. */
export const LARK_BANNER_DISMISSED_KEY = 'cd.larkStatusBanner.dismissed';

function CopyLine({ label, value }: { label: string; value: string | null }) {
  return (
    <span className="cd-lark-status-line">
      <span>{label}：</span>
      {value ? (
        <Typography.Text size="small" copyable={{ content: value, successTip: '已复制' }}>
          <span className="cd-screen-mono">{value}</span>
        </Typography.Text>
      ) : (
        <span>-</span>
      )}
    </span>
  );
}

/**
 * The Lark bridge at the top of userManager: off (and which variables are missing) or on (App ID,
 * bound users, and the two URLs the Lark developer console asks for). Closing hides it for this tab
 * until the state changes; without access to the status it is simply absent.
 */
export function LarkStatusBanner() {
  const { can } = useSession();
  const { data } = useApi(can(USER_MENU) ? larkStatus : null, undefined, { silent: true });
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(LARK_BANNER_DISMISSED_KEY));
  if (!data) return null;
  const state = data.enabled ? 'on' : 'off';
  if (dismissed === state) return null;
  const close = () => {
    sessionStorage.setItem(LARK_BANNER_DISMISSED_KEY, state);
    setDismissed(state);
  };

  let banner: { type: 'warning' | 'info'; title: string; description?: ReactNode };
  if (!data.enabled) {
    banner = { type: 'warning', title: `飞书集成未启用，缺少配置：${data.missing.join('、')}` };
  } else {
    banner = {
      type: 'info',
      title: `飞书集成已启用（App ID ${data.appId ?? '-'}，已绑定 ${data.boundUsers} 人）`,
      description: (
        <>
          <CopyLine label="事件与回调请求地址" value={data.eventUrl} />
          <CopyLine label="网页应用登录重定向 URL" value={data.launchUrl} />
        </>
      ),
    };
  }
  return <Banner className="cd-lark-status" fullMode={false} bordered {...banner} onClose={close} />;
}
