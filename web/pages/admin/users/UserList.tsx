import { useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { userFields } from '@shared/api/admin/recordFields';
import { userScreen } from '@shared/api/admin/screens';
import { userPage, type UserRow } from '@shared/api/user';
import { fieldColumns } from '../../../components/fields';
import { useGroupOptions } from '../../../components/pickers/options';
import { actionsColumn, AddButton, ResourceList, useResourceList } from '../../../components/resource';
import { StatusTag } from '../../../components/table';
import { userStatusFilter, userStatusLooks } from './looks';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserActions } from './UserActions';
import { UserForm } from './UserForm';
import { LarkBindingDialog, LarkStatusBanner } from './lark';

const FILTERS = { name: '', status: '', groupId: '' };

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserRow } | { kind: 'lark'; user: UserRow } | null;

/** 用户管理: staff accounts with their roles; add, edit, bind to Lark, reset password, direct login, delete. */
export function UserList() {
  const state = useResourceList({ endpoint: userPage, filters: FILTERS });
  const groups = useGroupOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reset, setReset] = useState<{ name: string; username: string; password: string } | null>(null);

  const columns = [
    ...fieldColumns(userFields, ['username', 'name', 'groups', 'email', 'mobile', 'larkName', 'status', 'description', 'createdAt'], {
      groups: {
        empty: '未分配',
        render: (u) => (
          <span className="cd-screen-tags">
            {u.groups.map((g) => (
              <Tag key={g.id} size="small" color="blue">
                {g.name}
              </Tag>
            ))}
          </span>
        ),
      },
      larkName: { empty: '未绑定' },
      status: {
        render: (u) => (
          <span className="cd-screen-tags">
            <StatusTag value={u.status} looks={userStatusLooks} />
            {u.resetRequestedAt && (
              <Tag size="small" shape="circle" color="orange">
                待重置
              </Tag>
            )}
          </span>
        ),
      },
    }),
    actionsColumn(300, (u: UserRow) => (
      <UserActions user={u} onEdit={(user) => setDialog({ kind: 'edit', user })} onLark={(user) => setDialog({ kind: 'lark', user })} onReset={setReset} onChanged={state.refresh} />
    )),
  ];

  return (
    <>
      <ResourceList
        title="用户"
        state={state}
        banner={<LarkStatusBanner />}
        tableKey="admin.users"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="姓名/账号" showClear style={{ width: 220 }} />
            <Form.Select field="status" label="状态" showClear style={{ width: 160 }} optionList={userStatusFilter} />
            <Form.Select field="groupId" label="角色" showClear filter style={{ width: 200 }} optionList={groups.options.map((o) => ({ value: String(o.value), label: o.label }))} />
          </>
        }
        toolbar={
          <AddButton code={userScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
            新增用户
          </AddButton>
        }
      />
      <UserForm visible={dialog?.kind === 'add' || dialog?.kind === 'edit'} user={dialog?.kind === 'edit' ? dialog.user : undefined} onClose={() => setDialog(null)} onSaved={state.refresh} />
      <LarkBindingDialog
        user={dialog?.kind === 'lark' ? dialog.user : null}
        onClose={() => {
          setDialog(null);
          state.refresh();
        }}
      />
      <ResetPasswordDialog result={reset} onClose={() => setReset(null)} />
    </>
  );
}
