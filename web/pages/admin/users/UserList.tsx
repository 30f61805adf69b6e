import { useMemo, useState } from 'react';
import { Form, Tag } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { userPage, type UserRow } from '@shared/api/user';
import { formatTime } from '@shared/format';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, StatusTag, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { Auth } from '../../../lib/session/Auth';
import { useGroupOptions } from '../common/options';
import { userStatusFilter, userStatusLooks } from './looks';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserActions } from './UserActions';
import { UserForm } from './UserForm';
import { LarkBindingDialog, LarkStatusBanner } from './lark';

const FILTERS = { name: '', status: '', groupId: '' };

type Dialog = { kind: 'add' } | { kind: 'edit'; user: UserRow } | { kind: 'lark'; user: UserRow } | null;

/** 用户管理: staff accounts with their roles; add, edit, bind to Lark, reset password, direct login, delete. */
export function UserList() {
  const filters = useUrlFilters(FILTERS);
  const list = useListQuery(userPage, filters.values);
  const groups = useGroupOptions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reset, setReset] = useState<{ name: string; username: string; password: string } | null>(null);
  const refresh = () => void list.refresh();

  const columns = useMemo<DataColumn<UserRow>[]>(
    () => [
      { key: 'username', title: '账号', width: 110 },
      { key: 'name', title: '姓名', width: 100 },
      {
        key: 'groups',
        title: '角色',
        width: 150,
        render: (u) =>
          u.groups.length ? (
            <span className="cd-admin-tags">
              {u.groups.map((g) => (
                <Tag key={g.id} size="small" color="blue">
                  {g.name}
                </Tag>
              ))}
            </span>
          ) : (
            <span className="cd-cell-muted">未分配</span>
          ),
      },
      { key: 'email', title: '邮箱', width: 170, ellipsis: true },
      { key: 'mobile', title: '手机', width: 110 },
      { key: 'larkName', title: '飞书', width: 100, render: (u) => u.larkName ?? <span className="cd-cell-muted">未绑定</span> },
      {
        key: 'status',
        title: '状态',
        width: 100,
        render: (u) => (
          <span className="cd-admin-tags">
            <StatusTag value={u.status} looks={userStatusLooks} />
            {u.resetRequestedAt && (
              <Tag size="small" shape="circle" color="orange">
                待重置
              </Tag>
            )}
          </span>
        ),
      },
      { key: 'description', title: '备注', width: 200, ellipsis: true, defaultHidden: true },
      { key: 'createdAt', title: '创建时间', width: 150, render: (u) => <span className="cd-nowrap">{formatTime(u.createdAt)}</span> },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 300,
        render: (u) => (
          <UserActions
            user={u}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onLark={(user) => setDialog({ kind: 'lark', user })}
            onReset={setReset}
            onChanged={refresh}
          />
        ),
      },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <LarkStatusBanner />
      <div className="cd-panel">
        <FilterBar filters={filters} label="用户筛选">
          <Form.Input field="name" label="姓名/账号" showClear style={{ width: 220 }} />
          <Form.Select field="status" label="状态" showClear style={{ width: 160 }} optionList={userStatusFilter} />
          <Form.Select
            field="groupId"
            label="角色"
            showClear
            filter
            style={{ width: 200 }}
            optionList={groups.options.map((o) => ({ value: String(o.value), label: o.label }))}
          />
        </FilterBar>
      </div>
      <DataTable
        tableKey="admin.users"
        label="用户列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的用户"
        toolbar={
          <Auth code="userManager:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
              新增用户
            </LockButton>
          </Auth>
        }
      />
      <UserForm
        visible={dialog?.kind === 'add' || dialog?.kind === 'edit'}
        user={dialog?.kind === 'edit' ? dialog.user : undefined}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
      <LarkBindingDialog
        user={dialog?.kind === 'lark' ? dialog.user : null}
        onClose={() => {
          setDialog(null);
          refresh();
        }}
      />
      <ResetPasswordDialog result={reset} onClose={() => setReset(null)} />
    </div>
  );
}
