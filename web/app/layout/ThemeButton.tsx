import { useState } from 'react';
import { Button, Dropdown, Tooltip } from '@douyinfe/semi-ui';
import { IconDesktop, IconMoon, IconSun, IconTick } from '@douyinfe/semi-icons';
import { saveThemeMode, type ThemeMode } from '@shared/api/user';
import { call } from '../../lib/api';
import { applyThemeMode, currentThemeMode } from '../../lib/theme';

const CHOICES: Array<{ mode: ThemeMode; text: string; icon: JSX.Element }> = [
  { mode: 'light', text: '浅色', icon: <IconSun /> },
  { mode: 'dark', text: '深色', icon: <IconMoon /> },
  { mode: 'system', text: '跟随系统', icon: <IconDesktop /> },
];

/** Light, dark or the system's colours; drawn at once and kept for the user on the server. */
export function ThemeButton() {
  const [mode, setMode] = useState<ThemeMode>(currentThemeMode);
  const choose = (next: ThemeMode) => {
    const before = mode;
    setMode(next);
    applyThemeMode(next);
    call(saveThemeMode, { body: { themeMode: next } }).catch(() => {
      setMode(before);
      applyThemeMode(before);
    });
  };
  return (
    <Dropdown
      trigger="click"
      clickToHide
      position="bottomRight"
      render={
        <Dropdown.Menu>
          {CHOICES.map((c) => (
            <Dropdown.Item key={c.mode} active={c.mode === mode} icon={c.mode === mode ? <IconTick /> : <span style={{ width: 16 }} />} onClick={() => choose(c.mode)}>
              {c.text}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      <span>
        <Tooltip content="主题">
          <Button theme="borderless" type="tertiary" aria-label="主题" icon={CHOICES.find((c) => c.mode === mode)!.icon} />
        </Tooltip>
      </span>
    </Dropdown>
  );
}
