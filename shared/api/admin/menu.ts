import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { noteText, requiredText, rowId } from './fields';
import { GROUP_SCREEN } from './group';
import { menuScreen } from './screens';

/** menuManager: the menu tree (catalog rows and admin-added rows) and the buttons of each screen. */
export const MENU_SCREEN = menuScreen.menu;

export const menuTypes = ['menu', 'dirt', 'link'] as const;
export type AdminMenuType = (typeof menuTypes)[number];

/** Where a row comes from: `catalog` rows are declared in shared/catalog and re-synced at every start. */
export type RowSource = 'catalog' | 'custom';

export const menuRow = z.object({
  id: z.number(),
  code: z.string(),
  parentId: z.number().nullable(),
  title: z.string(),
  icon: z.string().nullable(),
  href: z.string().nullable(),
  type: z.string(),
  hidden: z.boolean(),
  redirect: z.string().nullable(),
  /** public | login: open to everyone / every logged-in user, so never granted per group. */
  fixed: z.string().nullable(),
  orderNum: z.number(),
  source: z.string(),
  description: z.string().nullable(),
});
export type MenuRow = z.infer<typeof menuRow>;

export interface AdminMenuNode extends MenuRow {
  elementCount: number;
  children: AdminMenuNode[];
}
// Named: a tree refers to itself, so the API reference writes it once under components.
export const adminMenuNode: z.ZodType<AdminMenuNode> = z.lazy(() =>
  menuRow.extend({ elementCount: z.number(), children: z.array(adminMenuNode) }),
).meta({ id: 'AdminMenuNode' });

/**
 * The rule between type, code and href of an admin-added menu: a `menu` links to its code (a path),
 * a `dirt` is a sidebar label without a link, a `link` opens `href` (http/https) in a new tab.
 * Returns the message to show, or undefined when the combination is valid.
 */
export function menuShapeProblem(m: { type: string; code: string; href: string | null | undefined }): string | undefined {
  if (m.type === 'menu' && !m.code.startsWith('/')) return '菜单编码必须以 / 开头';
  if (m.type === 'link' && !/^https?:\/\/\S+$/.test(m.href ?? '')) return '外链地址必须以 http:// 或 https:// 开头';
  if (m.type !== 'link' && m.href) return '只有外链类型可以填写链接地址';
  return undefined;
}

const menuCode = requiredText('请输入编码', 200, '编码不超过200个字符').regex(/^\S+$/, '编码不能包含空格');
const menuType = z.enum(menuTypes, { error: '类型只能是菜单、目录或外链' });
const editable = {
  title: requiredText('请输入名称', 50, '名称不超过50个字'),
  icon: noteText(100, '图标名称不超过100个字符'),
  description: noteText(500, '描述不超过500个字'),
};
const structure = {
  code: menuCode,
  parentId: rowId('请选择上级菜单').nullish(),
  type: menuType,
  href: noteText(500, '链接地址不超过500个字符'),
  hidden: z.boolean({ error: '是否隐藏只能是 true 或 false' }),
  orderNum: z.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0).max(1_000_000),
};

export const menuTree = endpoint({
  method: 'GET',
  path: '/api/admin/menu/tree',
  // Also read by groupManager's 分配权限.
  access: needs(MENU_SCREEN, GROUP_SCREEN),
  summary: '菜单管理：整棵菜单树（含固定路由），每个节点带按钮数',
  response: z.array(adminMenuNode),
});

export const getMenu = endpoint({
  method: 'GET',
  path: '/api/admin/menu/:id',
  access: needs(MENU_SCREEN),
  summary: '菜单详情',
  response: menuRow.extend({ elementCount: z.number() }),
});

export const addMenu = endpoint({
  method: 'POST',
  path: '/api/admin/menu',
  access: needs(menuScreen.code('add')),
  summary: '新增菜单（自定义行）：类型 menu 的编码以 / 开头，dirt 为无链接的目录，link 的链接以 http(s):// 开头；编码唯一；系统管理员角色自动获得',
  body: z
    .object({
      ...editable,
      ...structure,
      type: menuType.default('menu'),
      hidden: structure.hidden.default(false),
      orderNum: structure.orderNum.optional(),
    })
    .superRefine((m, ctx) => {
      const problem = menuShapeProblem(m);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['type'] });
    }),
  response: z.object({ id: z.number() }),
});

/** Edit: title required; other fields left out stay as they are. */
export const menuEdit = z.object({
  ...editable,
  code: structure.code.optional(),
  parentId: structure.parentId,
  type: structure.type.optional(),
  href: structure.href,
  hidden: structure.hidden.optional(),
  orderNum: structure.orderNum.optional(),
});
export type MenuEdit = z.output<typeof menuEdit>;

export const putMenu = endpoint({
  method: 'PUT',
  path: '/api/admin/menu/:id',
  access: needs(menuScreen.code('edit')),
  summary:
    '修改菜单：名称必填，其余字段不传则保持不变。系统菜单（catalog）只能改名称、图标和描述；传入与现值不同的编码、上级、类型、链接或隐藏会被拒绝',
  body: menuEdit,
});

export const deleteMenu = endpoint({
  method: 'DELETE',
  path: '/api/admin/menu/:id',
  access: needs(menuScreen.code('del')),
  summary: '删除自定义菜单（有下级时拒绝），同时删除其按钮和所有授权；系统菜单不可删除',
});

export const elementRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  menuId: z.number(),
  source: z.string(),
  description: z.string().nullable(),
});
export type ElementRow = z.infer<typeof elementRow>;

const elementFields = {
  name: requiredText('请输入按钮名称', 50, '按钮名称不超过50个字'),
  description: noteText(500, '描述不超过500个字'),
};
const elementCode = requiredText('请输入按钮编码', 100, '按钮编码不超过100个字符');

export const elementList = endpoint({
  method: 'GET',
  path: '/api/admin/element/list',
  access: needs(MENU_SCREEN, GROUP_SCREEN),
  summary: '某个菜单的按钮列表',
  query: z.object({ menuId: z.coerce.number({ error: '请选择菜单' }).int().positive('请选择菜单') }),
  response: z.array(elementRow),
});

export const addElement = endpoint({
  method: 'POST',
  path: '/api/admin/element',
  access: needs(menuScreen.code('element_add')),
  summary: '新增按钮：编码唯一（格式自由，最长100）；系统管理员角色自动获得',
  body: z.object({ menuId: rowId('请选择菜单'), code: elementCode, ...elementFields }),
  response: z.object({ id: z.number() }),
});

export const putElement = endpoint({
  method: 'PUT',
  path: '/api/admin/element/:id',
  access: needs(menuScreen.code('element_edit')),
  summary: '修改按钮：名称必填，描述不传则不变；系统按钮只能改名称和描述，编码不传则不变',
  body: z.object({ code: elementCode.optional(), ...elementFields }),
});

export const deleteElement = endpoint({
  method: 'DELETE',
  path: '/api/admin/element/:id',
  access: needs(menuScreen.code('element_del')),
  summary: '删除自定义按钮及其授权；系统按钮不可删除',
});
