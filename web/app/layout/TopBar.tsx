import { Button } from '@douyinfe/semi-ui';
import { IconIndentLeft, IconIndentRight } from '@douyinfe/semi-icons';
import { Breadcrumbs } from './Breadcrumbs';
import { ErrorLogButton } from './ErrorLogButton';
import { FullscreenButton } from './FullscreenButton';
import { ThemeButton } from './ThemeButton';
import { UserMenu, type UserAction } from './UserMenu';

interface TopBarProps {
  collapsed: boolean;
  onToggle(): void;
  onOpenErrors(): void;
  onUserAction(action: UserAction): void;
}

export function TopBar({ collapsed, onToggle, onOpenErrors, onUserAction }: TopBarProps) {
  return (
    <header className="cd-topbar">
      <Button
        theme="borderless"
        type="tertiary"
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
        icon={collapsed ? <IconIndentRight /> : <IconIndentLeft />}
        onClick={onToggle}
      />
      <Breadcrumbs />
      <span className="cd-topbar-spacer" />
      <ErrorLogButton onOpen={onOpenErrors} />
      <FullscreenButton />
      <ThemeButton />
      <UserMenu onAction={onUserAction} />
    </header>
  );
}
