import { Form } from '@douyinfe/semi-ui';
import { ASSIGN_ROLES_CODE } from '@shared/api/admin/group';
import { addUser, putUser, type UserRow } from '@shared/api/user';
import { call } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { useGroupOptions } from '../../../components/pickers/options';
import { formValues } from '../../../components/form/zodForm';
import { userStatusChoices } from './looks';
import { useSession } from '../../../lib/session/SessionContext';

interface UserFormProps {
  /** The row to edit; absent to add a user. */
  user?: UserRow;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}

/** 新增用户 (account, initial password, ...) or 编辑 (same without account and password, plus status). */
export function UserForm({ user, visible, onClose, onSaved }: UserFormProps) {
  const groups = useGroupOptions();
  // Giving roles is role management: only holders of that code see (and send) the roles field.
  const mayAssignRoles = useSession().can(ASSIGN_ROLES_CODE);
  const editing = user !== undefined;
  const roles = mayAssignRoles ? { groupIds: editing ? user.groups.map((g) => g.id) : [] } : {};
  const initValues = editing ? { ...formValues(user), ...roles } : roles;

  const common = {
    visible,
    initValues,
    onClose,
  };
  const fields = (
    <>
      {editing ? (
        <Form.Slot label="账号">
          <span style={{ lineHeight: '32px' }}>{user.username}</span>
        </Form.Slot>
      ) : (
        <>
          <Form.Input field="username" label="账号" placeholder="登录名：字母、数字、_ . @ -" autoComplete="off" />
          <Form.Input field="password" label="初始密码" mode="password" placeholder="至少5位，首次登录后请本人修改" autoComplete="new-password" />
        </>
      )}
      <Form.Input field="name" label="姓名" />
      <Form.Input field="email" label="邮箱" />
      <Form.Input field="mobile" label="手机" />
      {mayAssignRoles && (
        <Form.Select
          field="groupIds"
          label="角色"
          multiple
          filter
          maxTagCount={4}
          style={{ width: '100%' }}
          optionList={groups.options}
          loading={groups.loading}
          placeholder="选择一个或多个角色"
          emptyContent="暂无角色"
        />
      )}
      {editing && <Form.Select field="status" label="状态" style={{ width: '100%' }} optionList={userStatusChoices} />}
      <Form.TextArea field="description" label="备注" autosize rows={2} maxCount={500} />
    </>
  );

  return editing ? (
    <FormDialog
      {...common}
      title={`编辑用户：${user.name}`}
      schema={putUser.body!}
      successText="保存成功"
      onSubmit={async (body) => {
        await call(putUser, { params: { id: user.id }, body });
        onSaved();
      }}
    >
      {fields}
    </FormDialog>
  ) : (
    <FormDialog
      {...common}
      title="新增用户"
      schema={addUser.body!}
      successText="新增成功"
      onSubmit={async (body) => {
        await call(addUser, { body });
        onSaved();
      }}
    >
      {fields}
    </FormDialog>
  );
}
