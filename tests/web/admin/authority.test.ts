import { describe, expect, it } from 'vitest';
import type { AdminMenuNode } from '@shared/api/admin';
import { checkedLeaves, grantBody, grantLeaves, parentsOf, toGrantItems } from '../../../web/pages/admin/groups/authority';
import { menuName, readableBody, resultColor } from '../../../web/pages/admin/gateLog/looks';

let nextId = 1;
const node = (code: string, children: AdminMenuNode[] = [], extra: Partial<AdminMenuNode> = {}): AdminMenuNode => ({
  id: nextId++,
  code,
  parentId: null,
  title: code,
  icon: null,
  href: null,
  type: children.length ? 'dirt' : 'menu',
  hidden: false,
  redirect: null,
  fixed: null,
  orderNum: 0,
  source: 'catalog',
  description: null,
  elementCount: 0,
  children,
  ...extra,
});

const tree = [
  node('/login', [], { fixed: 'public' }),
  node('/baseManager', [node('/baseManager/userManager', [], { elementCount: 5 }), node('/baseManager/menuManager')]),
  node('/reportCenter', [node('/reportCenter/a'), node('/reportCenter/b')]),
];

describe('分配权限 tree', () => {
  it('leaves fixed routes out and keys nodes by code', () => {
    const items = toGrantItems(tree);
    expect(items.map((i) => i.key)).toEqual(['/baseManager', '/reportCenter']);
    expect(grantLeaves(items).map((n) => n.code)).toEqual([
      '/baseManager/userManager',
      '/baseManager/menuManager',
      '/reportCenter/a',
      '/reportCenter/b',
    ]);
  });

  it('shows only granted leaves as checked: a granted group does not check a screen added later', () => {
    const leaves = grantLeaves(toGrantItems(tree));
    expect(checkedLeaves(['/baseManager', '/reportCenter/a', '/unknown'], leaves)).toEqual(['/reportCenter/a']);
  });

  it('opens the groups holding granted screens', () => {
    expect(parentsOf(toGrantItems(tree), new Set(['/reportCenter/b']))).toEqual(['/reportCenter']);
  });

  it('saves only the buttons of screens still checked', () => {
    const body = grantBody(['/baseManager/userManager'], new Set(['userManager:btn_add', 'kolList:btn_del']), ['userManager:btn_add', 'userManager:btn_edit']);
    expect(body).toEqual({ menus: ['/baseManager/userManager'], elements: ['userManager:btn_add'] });
  });
});

describe('操作日志 cells', () => {
  it('names the permission code of a row (screen, or screen · button)', () => {
    expect(menuName('/baseManager/userManager')).toBe('用户管理');
    expect(menuName('userManager:btn_add')).toBe('用户管理 · 新增');
    expect(menuName('no:such')).toBeUndefined();
    expect(menuName(null)).toBeUndefined();
  });

  it('colours result codes by meaning and indents JSON bodies', () => {
    expect([200, 403, 409, 500, 0].map(resultColor)).toEqual(['green', 'orange', 'amber', 'red', 'grey']);
    expect(readableBody('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(readableBody('not json')).toBe('not json');
  });
});
