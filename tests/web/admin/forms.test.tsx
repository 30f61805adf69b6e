import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUser, putUser, type UserRow } from '@shared/api/user';
import { addGroup, employeeForm, menuEdit } from '@shared/api/admin';

const calls = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../../web/lib/api', () => ({
  call: calls.call,
  useApi: (endpoint: { path: string } | null) => ({
    data: endpoint?.path === '/api/admin/group/all' ? [{ id: 7, code: 'hr', name: '人事行政', parentId: null, groupTypeId: 1 }] : undefined,
    isLoading: false,
    mutate: vi.fn(),
  }),
}));

import type { ReactElement } from 'react';
import { ASSIGN_ROLES_CODE } from '@shared/api/admin/group';
import { createCan } from '../../../web/lib/session/permissions';
import { SessionContext, type Session } from '../../../web/lib/session/SessionContext';
import { UserForm } from '../../../web/pages/admin/users/UserForm';
import { waitForClickLock } from '../clickLock';
import { employeeInput } from '../../../web/pages/admin/employees/EmployeeForm';
import { firstIssues } from '../../../web/components/form/zodForm';

beforeEach(() => calls.call.mockReset().mockResolvedValue({ id: 42 }));

/** Renders inside a session holding `elements` (by default the code that lets one give roles). */
function renderForm(ui: ReactElement, elements: string[] = [ASSIGN_ROLES_CODE]) {
  const session: Session = {
    status: 'ready',
    info: null,
    roles: ['admin'],
    can: createCan({ menus: [], elements }),
    ensureLoaded: () => undefined,
    setAvatar: () => undefined,
    logout: async () => undefined,
  };
  return render(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));

describe('firstIssues: the contract schema, one Chinese message per field', () => {
  it('gives each field its first message, and the blank-value message for untouched fields', () => {
    expect(firstIssues(addUser.body!, {})).toEqual({
      username: '账号至少2个字符',
      password: '操作失败，密码长度不能小于5位！',
      name: '请输入姓名',
    });
    expect(firstIssues(addUser.body!, { username: 'a b', password: '12345', name: ' 张三 ', email: 'x@' })).toEqual({
      username: '账号只能包含字母、数字和 _ . @ -',
      email: '邮箱格式不正确',
    });
    expect(firstIssues(addGroup.body!, { code: 'ok', name: '销售' })).toEqual({ groupTypeId: '请选择角色类型' });
  });

  it('checks the staff form (email, mobile, date) and reads a blank optional field as "clear"', () => {
    expect(firstIssues(employeeForm, { employeeNo: 'CD 1', name: '', email: 'nope', mobile: 'abc', entryDate: '2024-13-01' })).toEqual({
      employeeNo: '工号只能包含字母、数字、_ 和 -',
      name: '请输入姓名',
      email: '邮箱格式不正确',
      mobile: '手机号只能包含数字、+ 和 -',
      entryDate: '入职日期格式应为 yyyy-MM-dd',
    });
    const parsed = employeeForm.parse(employeeInput({ employeeNo: 'CD1', name: '王五', department: '', entryDate: new Date(2024, 2, 9), userId: '' }));
    expect(parsed).toMatchObject({ department: null, entryDate: '2024-03-09', userId: null, status: 'on_job' });
  });

  it('keeps a catalog menu to title, icon and description', () => {
    const catalogEdit = menuEdit.pick({ title: true, icon: true, description: true });
    expect(catalogEdit.parse({ title: ' 用户 ', code: '/x', hidden: true, icon: '' })).toEqual({ title: '用户', icon: null });
  });
});

describe('UserForm (新增用户 / 编辑)', () => {
  it('shows the contract messages under the fields and sends nothing while invalid', async () => {
    renderForm(<UserForm visible onClose={vi.fn()} onSaved={vi.fn()} />);
    confirm();
    expect(await screen.findByText('账号至少2个字符')).toBeInTheDocument();
    expect(screen.getByText('操作失败，密码长度不能小于5位！')).toBeInTheDocument();
    expect(screen.getByText('请输入姓名')).toBeInTheDocument();
    expect(calls.call).not.toHaveBeenCalled();
  });

  it('sends the trimmed values of a valid form, then closes and refreshes the list', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderForm(<UserForm visible onClose={onClose} onSaved={onSaved} />);
    type('账号', ' chenjing ');
    type('初始密码', 'secret-1');
    type('姓名', ' 陈静 ');
    type('邮箱', 'chenjing@crossdock.example');
    confirm();
    await waitFor(() => expect(calls.call).toHaveBeenCalledTimes(1));
    const [endpoint, input] = calls.call.mock.calls[0]!;
    expect(endpoint).toBe(addUser);
    expect(input.body).toMatchObject({ username: 'chenjing', password: 'secret-1', name: '陈静', email: 'chenjing@crossdock.example', groupIds: [] });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalled();
  });

  it('keeps the dialog open when the server refuses (the http client shows its message)', async () => {
    calls.call.mockRejectedValueOnce(new Error('账号已存在')).mockRejectedValueOnce(new Error('账号已存在'));
    const onClose = vi.fn();
    renderForm(<UserForm visible onClose={onClose} onSaved={vi.fn()} />);
    type('账号', 'lina');
    type('初始密码', 'secret-1');
    type('姓名', '李娜');
    confirm();
    await waitFor(() => expect(calls.call).toHaveBeenCalledTimes(1));
    // The refusal is handled once the dialog takes 确定 again (one submit at a time): still open, not closed.
    await waitForClickLock(() => screen.getByRole('button', { name: '确定' }));
    confirm();
    await waitFor(() => expect(calls.call).toHaveBeenCalledTimes(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits without account and password, with the roles and status of the row', async () => {
    const user: UserRow = {
      id: 5,
      username: 'lina',
      name: '李娜',
      avatar: null,
      email: null,
      mobile: '13800000000',
      status: 'active',
      description: null,
      resetRequestedAt: null,
      createdAt: '2024-01-01T00:00:00Z',
      larkName: null,
      groups: [{ id: 7, name: '人事行政' }],
    };
    renderForm(<UserForm visible user={user} onClose={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.queryByLabelText('初始密码')).toBeNull();
    expect(screen.getByText('lina')).toBeInTheDocument();
    type('姓名', '');
    confirm();
    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    await waitForClickLock(() => screen.getByRole('button', { name: '确定' }));
    type('姓名', '李娜娜');
    type('手机', '');
    confirm();
    await waitFor(() => expect(calls.call).toHaveBeenCalledTimes(1));
    const [endpoint, input] = calls.call.mock.calls[0]!;
    expect(endpoint).toBe(putUser);
    expect(input.params).toEqual({ id: 5 });
    // A cleared input is sent as '' so the server clears it; roles and status come from the row.
    expect(input.body).toMatchObject({ name: '李娜娜', mobile: '', groupIds: [7], status: 'active' });
  });

  it('offers no roles field, and sends no roles, to someone who may not give roles', async () => {
    renderForm(<UserForm visible onClose={vi.fn()} onSaved={vi.fn()} />, []);
    expect(screen.queryByText('角色')).toBeNull();
    type('账号', 'chenjing');
    type('初始密码', 'secret-1');
    type('姓名', '陈静');
    confirm();
    await waitFor(() => expect(calls.call).toHaveBeenCalledTimes(1));
    expect(calls.call.mock.calls[0]![1].body).not.toHaveProperty('groupIds');
  });
});
