import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARK_BIND_CODE, type LarkAccount, type LarkBinding } from '@shared/api/lark';
import { USER_MENU, type UserRow } from '@shared/api/user';
import { formatTime } from '@shared/format';
import { createCan } from '../../../web/lib/session/permissions';
import { SessionContext, type Session } from '../../../web/lib/session/SessionContext';
import { notice } from '../../../web/lib/notice';
import { LarkBindingDialog } from '../../../web/pages/admin/users/lark/LarkBindingDialog';
import { LarkStatusBanner } from '../../../web/pages/admin/users/lark/LarkStatusBanner';
import { UserActions } from '../../../web/pages/admin/users/UserActions';
import { UserList } from '../../../web/pages/admin/users/UserList';
import { fakeLarkServer, STATUS_OFF, STATUS_ON, type SentRequest } from './larkFakeServer';

const user: UserRow = {
  id: 5,
  username: 'chenjing',
  name: '陈静',
  avatar: null,
  email: 'chenjing@crossdock.example',
  mobile: null,
  status: 'active',
  description: null,
  resetRequestedAt: null,
  createdAt: '2024-01-01T00:00:00Z',
  larkName: null,
  groups: [],
};

const bound: LarkBinding = {
  userId: 5,
  openId: 'ou_chen01',
  unionId: 'on_chen01',
  larkUserId: 'u_chen',
  larkName: '陈静（飞书）',
  email: 'chenjing@crossdock.example',
  mobile: '+86 138 0000 0001',
  via: 'self',
  boundAt: '2026-11-18T02:15:00.000Z',
};

const directory: LarkAccount[] = [
  { openId: 'ou_chen01', unionId: 'on_chen01', userId: 'u_chen', name: '陈静', email: 'chenjing@crossdock.example', mobile: '+86 138 0000 0001', boundTo: null },
  { openId: 'ou_chen02', unionId: null, userId: null, name: '陈晶', email: 'chenjing2@crossdock.example', mobile: null, boundTo: { userId: 9, name: '陈晶晶' } },
  { openId: 'ou_wang', unionId: null, userId: null, name: '王强', email: 'wang@crossdock.example', mobile: null, boundTo: null },
];

/** Renders inside a session holding `codes`, with an SWR cache of its own. */
function renderWith(ui: ReactElement, codes: string[] = [USER_MENU, LARK_BIND_CODE]) {
  const session: Session = {
    status: 'ready',
    info: null,
    roles: [],
    can: createCan({ menus: codes.filter((c) => c.startsWith('/')), elements: codes.filter((c) => !c.startsWith('/')) }),
    ensureLoaded: () => undefined,
    setAvatar: () => undefined,
    logout: async () => undefined,
  };
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
    </SWRConfig>,
  );
}

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

function server(options: { status?: typeof STATUS_ON; binding?: LarkBinding; forbidden?: string; otherGets?: Record<string, unknown> } = {}) {
  const fake = fakeLarkServer({
    status: options.status ?? STATUS_ON,
    bindings: new Map(options.binding ? [[options.binding.userId, options.binding]] : []),
    logs: new Map(
      options.binding
        ? [
            [
              5,
              [
                // Oldest first on purpose: the dialog shows the newest first.
                { id: 1, action: 'bind', via: 'admin', openId: 'ou_old', larkName: '陈静（旧号）', actorName: '张伟', createdAt: '2026-10-01T01:00:00.000Z' },
                { id: 2, action: 'unbind', via: 'admin', openId: 'ou_old', larkName: '陈静（旧号）', actorName: '张伟', createdAt: '2026-11-01T01:00:00.000Z' },
                { id: 3, action: 'bind', via: 'self', openId: 'ou_chen01', larkName: '陈静（飞书）', actorName: null, createdAt: '2026-11-18T02:15:00.000Z' },
              ],
            ],
          ]
        : [],
    ),
    directory: directory.map((a) => ({ ...a })),
    forbidden: options.forbidden,
    otherGets: options.otherGets,
  });
  restore = fake.restore;
  vi.spyOn(notice, 'success').mockImplementation(() => undefined);
  return fake;
}

const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'post');
const historyEntries = () => within(screen.getByRole('region', { name: '绑定记录' })).getAllByText(/^(绑定|解绑)$/).map((t) => t.textContent);

describe('绑定飞书 in the row actions', () => {
  it('is shown only to holders of userManager:btn_lark and opens the dialog for that row', () => {
    const onLark = vi.fn();
    const props = { user, onEdit: vi.fn(), onReset: vi.fn(), onLark, onChanged: vi.fn() };
    const { unmount } = renderWith(<UserActions {...props} />, [USER_MENU]);
    expect(screen.queryByRole('button', { name: '绑定飞书' })).toBeNull();
    unmount();
    renderWith(<UserActions {...props} />);
    fireEvent.click(screen.getByRole('button', { name: '绑定飞书' }));
    expect(onLark).toHaveBeenCalledWith(user);
  });
});

describe('LarkBindingDialog', () => {
  it('shows the current binding and the history newest first, and unbinds after confirming', async () => {
    const { sent } = server({ binding: bound });
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);

    const current = await screen.findByRole('region', { name: '当前绑定' });
    expect(within(current).getByText('陈静（飞书）')).toBeInTheDocument();
    expect(within(current).getByText('chenjing@crossdock.example')).toBeInTheDocument();
    expect(within(current).getByText('+86 138 0000 0001')).toBeInTheDocument();
    expect(within(current).getByText('ou_chen01')).toBeInTheDocument();
    expect(within(current).getByText('首次登录自动绑定')).toBeInTheDocument();
    expect(within(current).getByText(formatTime(bound.boundAt))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '邮箱或手机号' })).toBeNull();
    expect(sent.filter((r) => r.url === '/api/lark/bindings/5').map((r) => r.method)).toContain('get');

    expect(historyEntries()).toEqual(['绑定', '解绑', '绑定']);
    const history = screen.getByRole('region', { name: '绑定记录' });
    expect(within(history).getByText('首次登录自动绑定 · 操作人：本人')).toBeInTheDocument();
    expect(within(history).getAllByText('管理员操作 · 操作人：张伟')).toHaveLength(2);

    // 解除绑定 asks first: nothing is sent until 确定.
    fireEvent.click(within(current).getByRole('button', { name: '解除绑定' }));
    expect(await screen.findByText('解除 陈静 的飞书绑定？')).toBeInTheDocument();
    expect(posts(sent)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]).toMatchObject({ url: '/api/lark/unbind', body: { userId: 5 } });
    // The dialog reloads in place: no binding, the search offered, the unbind on top of the history.
    expect(await screen.findByText('该用户尚未绑定飞书账号。')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '当前绑定' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '邮箱或手机号' })).toBeInTheDocument();
    expect(historyEntries()).toEqual(['解绑', '绑定', '解绑', '绑定']);
    expect(notice.success).toHaveBeenCalledWith('已解除绑定');
  });

  it('searches by email or mobile, shows who holds an account already, and binds the chosen one', async () => {
    const { sent } = server();
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);
    const box = await screen.findByRole('textbox', { name: '邮箱或手机号' });
    expect(screen.getByText('暂无绑定记录')).toBeInTheDocument();

    fireEvent.change(box, { target: { value: ' chenjing ' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    const results = await screen.findByRole('region', { name: '查找结果' });
    expect(sent.find((r) => r.url === '/api/lark/users/search')?.params).toMatchObject({ keyword: 'chenjing' });

    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('陈静')).toBeInTheDocument();
    expect(within(items[0]!).getByText('chenjing@crossdock.example · +86 138 0000 0001')).toBeInTheDocument();
    expect(within(items[1]!).getByText('陈晶')).toBeInTheDocument();
    expect(within(items[1]!).getByText('chenjing2@crossdock.example · 无手机号')).toBeInTheDocument();
    // The account bound to someone else says so and cannot be chosen.
    expect(within(items[1]!).getByText('已绑定：陈晶晶')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: '绑定' })).toBeNull();
    expect(within(results).getAllByRole('button', { name: '绑定' })).toHaveLength(1);

    fireEvent.click(within(items[0]!).getByRole('button', { name: '绑定' }));
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]!.url).toBe('/api/lark/bind');
    expect(posts(sent)[0]!.body).toEqual({ userId: 5, openId: 'ou_chen01' });

    // Refreshed in place: the binding shows, the search is gone, the history has the bind.
    const current = await screen.findByRole('region', { name: '当前绑定' });
    expect(within(current).getByText('ou_chen01')).toBeInTheDocument();
    expect(within(current).getByText('管理员绑定')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '邮箱或手机号' })).toBeNull();
    expect(historyEntries()).toEqual(['绑定']);
    expect(notice.success).toHaveBeenCalledWith('绑定成功');
  });

  it('asks for at least 3 characters before searching', async () => {
    const { sent } = server();
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: '邮箱或手机号' }), { target: { value: ' ch ' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    expect(screen.getByText('请输入至少 3 个字符的邮箱或手机号')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(sent.some((r) => r.url === '/api/lark/users/search')).toBe(false);
    expect(screen.queryByRole('region', { name: '查找结果' })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    server();
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);
    fireEvent.change(await screen.findByRole('textbox', { name: '邮箱或手机号' }), { target: { value: 'nobody@crossdock.example' } });
    fireEvent.click(screen.getByRole('button', { name: '查找' }));
    const results = await screen.findByRole('region', { name: '查找结果' });
    expect(within(results).getByText('没有找到匹配的飞书账号')).toBeInTheDocument();
    expect(within(results).queryByRole('button', { name: '绑定' })).toBeNull();
  });

  it('says the binding could not be read instead of calling the user unbound', async () => {
    server({ forbidden: '/api/lark/bindings/5' });
    vi.spyOn(notice, 'error').mockImplementation(() => undefined);
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);
    expect(await screen.findByText('飞书绑定信息加载失败，请稍后重试')).toBeInTheDocument();
    expect(screen.queryByText('该用户尚未绑定飞书账号。')).toBeNull();
    expect(notice.error).toHaveBeenCalled();
  });

  it('says the bridge is off, with the missing variables, and offers no search', async () => {
    const { sent } = server({ status: STATUS_OFF });
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);
    expect(await screen.findByText('飞书集成未启用')).toBeInTheDocument();
    expect(screen.getByText('暂不能查找和绑定飞书账号。缺少配置：LARK_APP_ID、LARK_APP_SECRET、PUBLIC_URL')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '邮箱或手机号' })).toBeNull();
    expect(screen.queryByRole('button', { name: '查找' })).toBeNull();
    expect(sent.some((r) => r.url === '/api/lark/users/search')).toBe(false);
  });

  it('still shows an existing binding while the bridge is off, under the same warning', async () => {
    server({ status: STATUS_OFF, binding: bound });
    renderWith(<LarkBindingDialog user={user} onClose={vi.fn()} />);
    const current = await screen.findByRole('region', { name: '当前绑定' });
    expect(within(current).getByText('ou_chen01')).toBeInTheDocument();
    expect(await screen.findByText('飞书集成未启用')).toBeInTheDocument();
    expect(within(current).getByRole('button', { name: '解除绑定' })).toBeInTheDocument();
  });
});

describe('LarkStatusBanner', () => {
  it('lists the missing variables while the bridge is off', async () => {
    const { sent } = server({ status: STATUS_OFF });
    renderWith(<LarkStatusBanner />);
    expect(await screen.findByText('飞书集成未启用，缺少配置：LARK_APP_ID、LARK_APP_SECRET、PUBLIC_URL')).toBeInTheDocument();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['get /api/lark/status']);
  });

  it('shows the App ID, the bound count and both console URLs when on; closing hides it for this tab', async () => {
    server({ binding: bound });
    const { unmount } = renderWith(<LarkStatusBanner />);
    expect(await screen.findByText(`飞书集成已启用（App ID cli_a1b2c3，已绑定 ${STATUS_ON.boundUsers + 1} 人）`)).toBeInTheDocument();
    expect(screen.getByText(STATUS_ON.eventUrl!)).toBeInTheDocument();
    expect(screen.getByText(STATUS_ON.launchUrl!)).toBeInTheDocument();
    expect(screen.getByText('事件与回调请求地址：')).toBeInTheDocument();
    expect(screen.getByText('网页应用登录重定向 URL：')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/飞书集成已启用/)).toBeNull();
    unmount();
    renderWith(<LarkStatusBanner />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/飞书集成已启用/)).toBeNull();
  });

  it('is absent, and asks nothing, for someone without the screen; absent too when the server refuses', async () => {
    const { sent } = server({ forbidden: '/api/lark/status' });
    const { unmount, container } = renderWith(<LarkStatusBanner />, []);
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(0);
    expect(container.textContent).toBe('');
    unmount();

    const again = renderWith(<LarkStatusBanner />);
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(again.container.textContent).toBe('');
  });
});

describe('userManager with the Lark parts', () => {
  it('shows the bridge on top, opens 绑定飞书 from a row, and updates the bound count without reloading the page', async () => {
    const { sent } = server({ otherGets: { '/api/admin/user/page': { total: 1, rows: [user] }, '/api/admin/group/all': [] } });
    renderWith(
      <MemoryRouter initialEntries={['/baseManager/userManager']}>
        <UserList />
      </MemoryRouter>,
    );
    expect(await screen.findByText(`飞书集成已启用（App ID cli_a1b2c3，已绑定 ${STATUS_ON.boundUsers} 人）`)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '绑定飞书' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('绑定飞书：陈静（chenjing）')).toBeInTheDocument();

    fireEvent.change(await within(dialog).findByRole('textbox', { name: '邮箱或手机号' }), { target: { value: 'wang@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查找' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: '绑定' }));
    await waitFor(() => expect(posts(sent).map((r) => r.body)).toEqual([{ userId: 5, openId: 'ou_wang' }]));
    // The banner above the list reads the new count from the same status it shares with the dialog.
    expect(await screen.findByText(`飞书集成已启用（App ID cli_a1b2c3，已绑定 ${STATUS_ON.boundUsers + 1} 人）`)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: '当前绑定' })).getByText('王强')).toBeInTheDocument();
    expect(sent.filter((r) => r.url === '/api/admin/user/page')).toHaveLength(1);
  });
});
