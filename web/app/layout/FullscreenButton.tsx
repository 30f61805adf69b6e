import { useEffect, useState } from 'react';
import { Button, Tooltip } from '@douyinfe/semi-ui';
import { IconExpand, IconShrink } from '@douyinfe/semi-icons';
import { notice } from '../../lib/notice';

export const FULLSCREEN_UNSUPPORTED = '您的浏览器不支持全屏';

/** Toggles full screen; warns when the browser cannot (spec §2 Shell). */
export function FullscreenButton() {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) return notice.warning(FULLSCREEN_UNSUPPORTED);
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => notice.warning(FULLSCREEN_UNSUPPORTED));
  };

  const label = full ? '退出全屏' : '全屏';
  return (
    <Tooltip content={label}>
      <Button theme="borderless" type="tertiary" aria-label={label} icon={full ? <IconShrink /> : <IconExpand />} onClick={toggle} />
    </Tooltip>
  );
}
