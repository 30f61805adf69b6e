import { directLogin } from '@shared/api/auth';
import { LARK_BIND_CODE } from '@shared/api/lark';
import { deleteUser, resetPassword, type UserRow } from '@shared/api/user';
import { userScreen } from '@shared/api/admin/screens';
import { ConfirmAction, DeleteAction, EditAction, RowAction, RowActions } from '../../../components/resource';
import { call } from '../../../lib/api';
import { clearSessionCookies, setToken } from '../../../lib/cookies';
import { useSession } from '../../../lib/session/SessionContext';

interface UserActionsProps {
  user: UserRow;
  onEdit(user: UserRow): void;
  onReset(result: { name: string; username: string; password: string }): void;
  /** Opens 绑定飞书 for this user. */
  onLark(user: UserRow): void;
  onChanged(): void;
}

/** Opens a new session as `userId` in this browser: the admin's cookies are replaced, the page reloads. */
export async function loginAs(userId: number): Promise<void> {
  const { token } = await call(directLogin, { query: { userId } });
  clearSessionCookies();
  setToken(token);
  window.location.assign('/dashboard');
}

/** The row buttons of userManager, each shown only to holders of its element code. */
export function UserActions({ user, onEdit, onReset, onLark, onChanged }: UserActionsProps) {
  const { info } = useSession();
  const self = info?.id === user.id;
  const active = user.status === 'active';
  return (
    <RowActions>
      <EditAction code={userScreen.code('edit')} onClick={() => onEdit(user)} />
      <RowAction code={LARK_BIND_CODE} onClick={() => onLark(user)}>
        绑定飞书
      </RowAction>
      <ConfirmAction
        code={userScreen.code('resetPwd')}
        title={`重置 ${user.name} 的密码？`}
        content="将生成一个临时密码（只显示一次），并结束该用户现有的登录会话。"
        onConfirm={async () => {
          const { password } = await call(resetPassword, { body: { id: user.id } });
          onReset({ name: user.name, username: user.username, password });
          onChanged();
        }}
      >
        重置密码
      </ConfirmAction>
      {active && !self && (
        <ConfirmAction
          code={userScreen.code('directLogin')}
          title={`以 ${user.name} 的身份登录？`}
          content="当前浏览器会切换为该用户的会话（操作会记录在操作日志中）；要回到管理员身份，请退出后重新登录。"
          onConfirm={() => loginAs(user.id)}
        >
          代登录
        </ConfirmAction>
      )}
      {!self && user.username !== 'admin' && (
        <DeleteAction
          code={userScreen.code('del')}
          title={`删除用户 ${user.name}？`}
          content="删除后该账号停用、不能再登录，从所有角色中移出，现有登录会话立即结束；历史记录中的姓名保留。"
          onDelete={() => call(deleteUser, { body: { id: user.id } })}
          onDeleted={onChanged}
        />
      )}
    </RowActions>
  );
}
