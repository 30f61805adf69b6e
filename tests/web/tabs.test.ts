import { describe, expect, it } from 'vitest';
import { TAB_HIDDEN_TITLE } from '@shared/catalog';
import { afterClose, closeTab, EMPTY_TABS, HOME_TAB, splitTabs, visitTab, type TabsState } from '../../web/app/layout/tabs';

const open = (state: TabsState, ...paths: string[]) => paths.reduce((s, p) => visitTab(s, { path: p, title: `T${p}` }), state);
const paths = (tabs: { path: string }[]) => tabs.map((t) => t.path);

describe('tab bar rules', () => {
  it('never stores home (it is always first and not closable) nor the 其他上报新增 tab', () => {
    let s = visitTab(EMPTY_TABS, { path: HOME_TAB.path, title: '首页' });
    s = visitTab(s, { path: '/promoteManager/other-report', title: TAB_HIDDEN_TITLE });
    expect(s.tabs).toEqual([]);
  });

  it('shows up to 6 tabs in opening order and puts older ones under more, newest first', () => {
    const s = open(EMPTY_TABS, '/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h');
    const { visible, more } = splitTabs(s);
    expect(paths(visible)).toEqual(['/c', '/d', '/e', '/f', '/g', '/h']);
    expect(paths(more)).toEqual(['/b', '/a']);
  });

  it('keeps a reopened tab in place and brings it back from more', () => {
    let s = open(EMPTY_TABS, '/a', '/b', '/c', '/d', '/e', '/f', '/g');
    s = visitTab(s, { path: '/a', title: 'T/a', to: '/a?id=3' });
    expect(s.tabs).toHaveLength(7);
    const { visible, more } = splitTabs(s);
    expect(paths(visible)).toEqual(['/a', '/c', '/d', '/e', '/f', '/g']);
    expect(paths(more)).toEqual(['/b']);
    expect(visible[0].to).toBe('/a?id=3');
  });

  it('closes a tab, and after closing the active one goes to the most recently used, else home', () => {
    let s = open(EMPTY_TABS, '/a', '/b', '/c');
    s = visitTab(s, { path: '/a', title: 'T/a' });
    s = closeTab(s, '/a');
    expect(paths(s.tabs)).toEqual(['/b', '/c']);
    expect(afterClose(s)).toBe('/c');
    expect(afterClose(closeTab(closeTab(s, '/b'), '/c'))).toBe(HOME_TAB.path);
  });
});
