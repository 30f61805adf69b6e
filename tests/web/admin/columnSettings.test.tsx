import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('useColumnSettings (per table key, in localStorage for now)', () => {
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

  it('survives unreadable storage by falling back to the defaults', () => {
    localStorage.setItem('crossdock:columns:test.bad', '{not json');
    const { result } = renderHook(() => useColumnSettings('test.bad', columns));
    expect(keys(result.current.visibleColumns)).toEqual(['username', 'name', 'email', 'actions']);
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
    expect(screen.getByText('username,email,actions')).toBeTruthy();
    // 姓名 is hidden: moving 账号 down twice puts it after 邮箱.
    fireEvent.click(screen.getByRole('button', { name: '下移 账号' }));
    fireEvent.click(screen.getByRole('button', { name: '下移 账号' }));
    expect(screen.getByText('email,username,actions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(screen.getByText('username,name,email,actions')).toBeTruthy();
  });
});
