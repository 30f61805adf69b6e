import { describe, expect, it } from 'vitest';
import type { MenuNode } from '@shared/api/user';
import { flattenCatalog } from '@shared/catalog';
import { menuIcons } from '../../web/app/layout/icons';
import { groupOf, sidebarItems } from '../../web/app/layout/sidebarItems';

const node = (code: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: 0, code, title: code, icon: null, href: null, type: 'menu', hidden: false, redirect: null, authority: code, children: [], ...extra,
});

describe('sidebar items (spec §2 Shell)', () => {
  const items = sidebarItems([
    node('/login', { hidden: true }),
    node('/dashboard', { icon: 'IconHome' }),
    node('/mailManager', {
      children: [node('/mailManager/my-mails'), node('/mailManager/mails-detail', { hidden: true })],
    }),
    node('/kol', { children: [node('/kol/kol-detail', { hidden: true })] }),
    node('/docs', { type: 'link', href: 'https://wiki.example/crm' }),
    node('/section', { type: 'dirt' }),
  ]);

  it('leaves out hidden items and groups with nothing visible', () => {
    expect(items.map((i) => i.key)).toEqual(['/dashboard', '/mailManager', '/docs', '/section']);
    expect(items[1].children?.map((c) => c.key)).toEqual(['/mailManager/my-mails']);
  });

  it('opens http links in a new tab and does not link dirt items', () => {
    expect(items.find((i) => i.key === '/docs')).toMatchObject({ kind: 'external', href: 'https://wiki.example/crm' });
    expect(items.find((i) => i.key === '/section')?.kind).toBe('label');
    expect(items.find((i) => i.key === '/dashboard')?.kind).toBe('route');
  });

  it('finds the group to open for a path', () => {
    expect(groupOf(items, '/mailManager/my-mails')).toBe('/mailManager');
    expect(groupOf(items, '/dashboard')).toBeUndefined();
  });

  it('has a component for every icon the catalog names', () => {
    const named = flattenCatalog().flatMap((e) => (e.icon ? [e.icon] : []));
    expect(named.filter((name) => !menuIcons[name])).toEqual([]);
  });
});
