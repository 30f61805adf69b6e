import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../widgets/common/cookies';
import { LaunchPage } from '../../../widgets/launch/LaunchPage';
import { fakeServer, openAt, renderWidget, watchNavigation } from './fakeServer';

const userAgent = navigator.userAgent;
afterEach(() => {
  delete window.h5sdk;
  delete window.tt;
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
});

const loginOk = { data: { token: 'tok-lark-9', name: '陈静', boundNow: false } };
const larkConfig = { data: { enabled: true, appId: 'cli_123' } };
const larkAnswers = (r: { url: string }) => (r.url === '/api/lark/clientConfig' ? larkConfig : loginOk);

/** Inside the Lark client: the JSSDK hands out `code`. */
function insideLark(code: string) {
  window.h5sdk = { ready: (callback) => callback() };
  window.tt = { requestAccess: (o: { success(r: { code: string }): void }) => o.success({ code }) };
}

describe('launch widget', () => {
  it("exchanges Lark's code for a token, keeps it in the portal cookie and opens `to`", async () => {
    openAt(`/widgets/launch?to=${encodeURIComponent('/widgets/detail?entity=b2b_payment&id=12')}`);
    insideLark('lark-code-1');
    const nav = watchNavigation();
    const { sent } = fakeServer(larkAnswers);
    renderWidget(<LaunchPage />);

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/widgets/detail?entity=b2b_payment&id=12'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ method: 'POST', url: '/api/lark/login', body: { code: 'lark-code-1' } });
    expect(getToken()).toBe('tok-lark-9');
  });

  it('never uses a ?code= from the address (a link cannot sign anyone in)', async () => {
    openAt('/widgets/launch?code=someone-elses-code&to=%2Fwidgets%2Finbox');
    const nav = watchNavigation();
    const { sent } = fakeServer(() => ({}));
    renderWidget(<LaunchPage />);
    expect(await screen.findByText('请在飞书中打开')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(nav.replace).not.toHaveBeenCalled();
    expect(getToken()).toBeUndefined();
  });

  it.each([
    ['another site', '//evil.example/widgets/inbox'],
    ['a full URL', 'https://evil.example/widgets/inbox'],
    ['a backslash trick', '/\\evil.example/widgets/inbox'],
    ['a portal page', '/admin/user'],
    ['a way out of /widgets', '/widgets/../admin/user'],
    ['the launch page itself', '/widgets/launch?to=/admin'],
  ])('refuses %s as `to` and opens the inbox instead', async (_, to) => {
    openAt(`/widgets/launch?to=${encodeURIComponent(to)}`);
    insideLark('c');
    const nav = watchNavigation();
    fakeServer(larkAnswers);
    renderWidget(<LaunchPage />);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/widgets/inbox'));
  });

  it("shows the server's refusal, how to get bound, and 重试", async () => {
    openAt('/widgets/launch?to=%2Fwidgets%2Finbox');
    insideLark('c1');
    const nav = watchNavigation();
    fakeServer((r) => (r.url === '/api/lark/clientConfig' ? larkConfig : { resCode: 403, resDes: '该飞书账号尚未绑定 CRM 账号' }));
    renderWidget(<LaunchPage />);

    expect(await screen.findByText('该飞书账号尚未绑定 CRM 账号')).toBeInTheDocument();
    expect(screen.getByText(/请联系管理员在「用户管理」中绑定/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '用 CRM 账号密码绑定' }).getAttribute('href')).toBe('/lark/start?to=%2Fwidgets%2Finbox');
    expect(getToken()).toBeUndefined();
    expect(nav.replace).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(nav.replace).toHaveBeenCalledWith('/widgets/launch?to=%2Fwidgets%2Finbox');
  });

  it('outside Lark without a session: asks to open it in Lark, with the portal login as the way out', async () => {
    openAt('/widgets/launch?to=%2Fwidgets%2Finbox');
    const nav = watchNavigation();
    const { sent } = fakeServer(() => ({}));
    renderWidget(<LaunchPage />);
    expect(await screen.findByText('请在飞书中打开')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往 CRM 登录页' }).getAttribute('href')).toBe('/login');
    expect(sent).toEqual([]);
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('outside Lark with a portal token that works: goes straight on', async () => {
    openAt('/widgets/launch?to=%2Fwidgets%2Finbox');
    setToken('tok-portal');
    const nav = watchNavigation();
    const { sent } = fakeServer(() => ({ data: { kinds: [], items: [] } }));
    renderWidget(<LaunchPage />);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/widgets/inbox'));
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/approvals/inbox', authorization: 'tok-portal' });
  });

  it('outside Lark with a stale token: asks to open it in Lark', async () => {
    openAt('/widgets/launch?to=%2Fwidgets%2Finbox');
    setToken('tok-old');
    const nav = watchNavigation();
    fakeServer(() => ({ resCode: 401, resDes: '登录已失效，请重新登录' }));
    renderWidget(<LaunchPage />);
    expect(await screen.findByText('请在飞书中打开')).toBeInTheDocument();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('inside Lark: asks Lark for a code with the configured app id and signs in with it', async () => {
    openAt('/widgets/launch?to=%2Fwidgets%2Finbox');
    const requestAccess = vi.fn((o: { appID: string; success(r: { code: string }): void }) => o.success({ code: 'from-lark' }));
    window.h5sdk = { ready: (callback) => callback() };
    window.tt = { requestAccess };
    const nav = watchNavigation();
    const { sent } = fakeServer((r) => (r.url === '/api/lark/clientConfig' ? { data: { enabled: true, appId: 'cli_123' } } : loginOk));
    renderWidget(<LaunchPage />);

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/widgets/inbox'));
    expect(requestAccess).toHaveBeenCalledWith(expect.objectContaining({ appID: 'cli_123', scopeList: [] }));
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/lark/clientConfig', 'POST /api/lark/login']);
    expect(sent[1]!.body).toEqual({ code: 'from-lark' });
  });

  it('inside an older Lark: falls back to requestAuthCode', async () => {
    openAt('/widgets/launch');
    const requestAuthCode = vi.fn((o: { appId: string; success(r: { code: string }): void }) => o.success({ code: 'old-lark' }));
    window.h5sdk = { ready: (callback) => callback() };
    window.tt = { requestAccess: (o) => o.fail({ errno: 103, errString: 'not supported' }), requestAuthCode };
    const nav = watchNavigation();
    const { sent } = fakeServer((r) => (r.url === '/api/lark/clientConfig' ? { data: { enabled: true, appId: 'cli_123' } } : loginOk));
    renderWidget(<LaunchPage />);

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/widgets/inbox'));
    expect(requestAuthCode).toHaveBeenCalledWith(expect.objectContaining({ appId: 'cli_123' }));
    expect(sent[1]!.body).toEqual({ code: 'old-lark' });
  });

  it('inside Lark with the integration off: says so instead of a blank page', async () => {
    openAt('/widgets/launch');
    Object.defineProperty(navigator, 'userAgent', { value: 'Mozilla/5.0 (iPhone) Lark/7.20.0 LarkLocale/zh_CN', configurable: true });
    watchNavigation();
    fakeServer(() => ({ data: { enabled: false, appId: null } }));
    renderWidget(<LaunchPage />);
    expect(await screen.findByText('飞书集成尚未启用，请联系管理员')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
