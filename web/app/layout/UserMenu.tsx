import { Avatar, Dropdown } from '@douyinfe/semi-ui';
import { IconChevronDown } from '@douyinfe/semi-icons';
import { useSession } from '../../lib/session/SessionContext';

export type UserAction = 'home' | 'password' | 'avatar' | 'logout';

const ACTIONS: Array<{ action: UserAction; text: string }> = [
  { action: 'home', text: '首页' },
  { action: 'password', text: '修改密码' },
  { action: 'avatar', text: '上传头像' },
  { action: 'logout', text: '退出登录' },
];

/** User name and avatar with the four actions of spec §2 Shell. */
export function UserMenu({ onAction }: { onAction(action: UserAction): void }) {
  const { info } = useSession();
  const name = info?.name ?? '';
  return (
    <Dropdown
      trigger="click"
      clickToHide
      position="bottomRight"
      render={
        <Dropdown.Menu>
          {ACTIONS.map(({ action, text }) => (
            <Dropdown.Item key={action} onClick={() => onAction(action)}>
              {text}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      }
    >
      <span className="cd-user" role="button" tabIndex={0} aria-label="用户菜单">
        <span>{name}</span>
        <Avatar size="small" color="light-blue" src={info?.avatar ?? undefined} alt={`${name}的头像`}>
          {name.slice(0, 1)}
        </Avatar>
        <IconChevronDown size="small" />
      </span>
    </Dropdown>
  );
}
