import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken, setUser } from '../../../web/lib/cookies';
import { http } from '../../../web/lib/http';
import { notice } from '../../../web/lib/notice';
import { ColumnChooser } from '../../../web/components/table/ColumnChooser';
import { columnSettingsStore } from '../../../web/components/table/columnSettingsStore';
import { mergeSaved, useColumnSettings, type ChoosableColumn } from '../../../web/components/table/useColumnSettings';

const columns: ChoosableColumn[] = [
  { key: 'username', title: '账号' },
  { key: 'name', title: '姓名' },
  { key: 'email', title: '邮箱' },
  { key: 'note', title: '备注', defaultHidden: true },
  { key: 'actions', title: '操作', pinned: true },
];
const keys = (cs: Array<{ key: string }>) => cs.map((c) => c.key);

describe('mergeSaved: a saved choice against today\'s columns', () => {
  it('without a saved choice gives the code order and default visibility; pinned columns are not choosable', () => {
    expect(mergeSaved(columns, undefined)).toEqual({ order: ['username', 'name', 'email', 'note'], hidden: ['note'] });
  });

  it('drops unknown keys and slots new columns in after their predecessor in the code', () => {
    const saved = { order: ['email', 'gone', 'username'], hidden: ['gone', 'username'] };
    expect(mergeSaved(columns, saved)).toEqual({ order: ['email', 'note', 'username', 'name'], hidden: ['username', 'note'] });
  });
});

describe('useColumnSettings (per table key; nobody signed in: kept in the page)', () => {
  it('hides, moves and remembers per key; pinned columns stay last', () => {
    const { result, unmount } = renderHook(() => useColumnSettings('test.users', columns));
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);

    act(() => result.current.setVisible('name', false));
    act(() => result.current.move('email', -1)); // above 姓名 (hidden) ...
    act(() => result.current.move('email', -1)); // ... then above 账号
    act(() => result.current.setVisible('note', true));
    expect(keys(result.current.visibleColumns)).toEqual(['email', 'username', 'note', 'actions']);
    unmount();

    // A new mount (a reload) reads the same choice; another table key is untouched.
    const again = renderHook(() => useColumnSettings('test.users', columns));
    expect(keys(again.result.current.visibleColumns)).toEqual(['email', 'username', 'note', 'actions']);
    expect(again.result.current.choices.map((c) => [c.key, c.visible])).toEqual([
      ['email', true],
      ['username', true],
      ['name', false],
      ['note', true],
    ]);
    const other = renderHook(() => useColumnSettings('test.other', columns));
    expect(keys(other.result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);

    act(() => again.result.current.reset());
    expect(keys(again.result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);
    expect(columnSettingsStore.load('test.users')).toBeUndefined();
  });

  it('never hides the last visible column and ignores moves past the ends', () => {
    const two: ChoosableColumn[] = [
      { key: 'a', title: 'A' },
      { key: 'b', title: 'B' },
    ];
    const { result } = renderHook(() => useColumnSettings('test.two', two));
    act(() => result.current.setVisible('a', false));
    act(() => result.current.setVisible('b', false));
    expect(keys(result.current.visibleColumns)).toEqual(['b']);
    act(() => result.current.move('a', -1));
    act(() => result.current.move('b', 1));
    expect(result.current.choices.map((c) => c.key)).toEqual(['a', 'b']);
  });

});

describe('<ColumnChooser>', () => {
  it('lists the columns with checkboxes and up/down buttons wired to the settings', () => {
    function Harness() {
      const s = useColumnSettings('test.chooser', columns);
      return (
        <>
          <ColumnChooser choices={s.choices} onVisible={s.setVisible} onMove={s.move} onReset={s.reset} />
          <output>{keys(s.visibleColumns).join(',')}</output>
        </>
      );
    }
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '姓名' }));
    expect(screen.getByText('username,email,actions')).toBeInTheDocument();
    // 姓名 is hidden: moving 账号 down twice puts it after 邮箱.
    fireEvent.click(screen.getByRole('button', { name: '下移 账号' }));
    fireEvent.click(screen.getByRole('button', { name: '下移 账号' }));
    expect(screen.getByText('email,username,actions')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(screen.getByText('username,name,email,actions')).toBeInTheDocument();
  });

  it('closes on Escape wherever the focus is, so it never stays over the rows', async () => {
    render(<ColumnChooser choices={[{ key: 'name', title: '姓名', visible: true }]} onVisible={() => undefined} onMove={() => undefined} onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    // jsdom never ends Semi's closing animation, so the popover's state is read off its trigger.
    const trigger = screen.getByRole('button', { name: '列设置' }).closest('[aria-haspopup="dialog"]')!;
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });
});

/** The two baseFieldsConfig endpoints in memory, in place of the network; records what was sent. */
function fakeServer(saved: Record<string, unknown>, options: { failSaves?: boolean } = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  let releaseGet: () => void = () => undefined;
  const getHeld = new Promise<void>((resolve) => (releaseGet = resolve));
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const reply = (body: unknown) => ({ data: body, status: 200, statusText: 'OK', headers: {}, config });
    const key = decodeURIComponent(/baseFieldsConfig\/([^/]+)/.exec(config.url ?? '')?.[1] ?? '');
    if (config.method === 'get') {
      await getHeld;
      return reply({ resCode: 200, resDes: '成功', data: saved[key] ?? null });
    }
    if (options.failSaves) return reply({ resCode: 500, resDes: '保存失败', data: null });
    const body = JSON.parse(config.data as string) as unknown[];
    saved[key] = body.length ? body : null;
    return reply({ resCode: 200, resDes: '成功', data: null });
  };
  http.defaults.adapter = adapter;
  setToken('tok-1');
  setUser(7, '张伟');
  return { sent, releaseGet };
}

describe('column settings on the server (GET/PUT /api/base/baseFieldsConfig/{key})', () => {
  afterEach(() => {
    http.defaults.adapter = undefined;
    vi.restoreAllMocks();
  });

  it('renders the defaults at once, then the saved choice when it arrives', async () => {
    const { sent, releaseGet } = fakeServer({
      'srv.load': [
        { key: 'email', visible: true },
        { key: 'username', visible: false },
        { key: 'name', visible: true },
      ],
    });
    const { result } = renderHook(() => useColumnSettings('srv.load', columns));
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);
    releaseGet();
    await waitFor(() => expect(keys(result.current.visibleColumns)).toEqual(['email', 'name', 'actions']));
    expect(sent[0]).toMatchObject({ method: 'get', url: '/api/base/baseFieldsConfig/srv.load' });
    // Spec §7: no user id on the field-config path.
    expect(sent[0]!.params).toBeUndefined();
  });

  it('shows a change at once and saves the whole array, in order, without the user id', async () => {
    const server: Record<string, unknown> = {};
    const { sent, releaseGet } = fakeServer(server);
    releaseGet();
    const { result } = renderHook(() => useColumnSettings('srv.save', columns));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => result.current.setVisible('name', false));
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'email', 'actions']);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'put', url: '/api/base/baseFieldsConfig/srv.save/saveField' });
    expect(sent[1]!.params).toBeUndefined();
    expect(JSON.parse(sent[1]!.data as string)).toEqual([
      { key: 'username', visible: true },
      { key: 'name', visible: false },
      { key: 'email', visible: true },
      { key: 'note', visible: false },
    ]);
    // Another table with the same key shows the same choice without asking again.
    const twin = renderHook(() => useColumnSettings('srv.save', columns));
    expect(keys(twin.result.current.visibleColumns)).toEqual(['username', 'email', 'actions']);

    act(() => result.current.reset());
    await waitFor(() => expect(server['srv.save']).toBeNull());
    expect(JSON.parse(sent.at(-1)!.data as string)).toEqual([]);
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);
  });

  it('rolls a change back, with the server\'s message, when the save is refused', async () => {
    const shown = vi.spyOn(notice, 'error').mockImplementation(() => undefined);
    const { releaseGet } = fakeServer({}, { failSaves: true });
    releaseGet();
    const { result } = renderHook(() => useColumnSettings('srv.fail', columns));
    act(() => result.current.setVisible('email', false));
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'actions']);
    await waitFor(() => expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']));
    expect(shown).toHaveBeenCalledWith('保存失败');
  });

  it('falls back to the defaults when the settings cannot be read', async () => {
    http.defaults.adapter = async () => {
      throw new Error('network down');
    };
    setToken('tok-1');
    const { result } = renderHook(() => useColumnSettings('srv.down', columns));
    await act(async () => undefined);
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);
    http.defaults.adapter = undefined;
  });
});
