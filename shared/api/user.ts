import { z } from 'zod';
import { AVATAR_MAX_BYTES, Messages } from './envelope';
import { LOGIN, endpoint, needs, type DataOf } from './contract';
import { secret } from './secret';
import { optionalText, pageOf, pageQuery } from './paging';
import { gateLogScreen, userScreen } from './admin/screens';

export const USER_MENU = userScreen.menu;

export const userStatus = z.enum(['active', 'disabled']);

export const userRow = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.string(),
  description: z.string().nullable(),
  resetRequestedAt: z.string().nullable(),
  createdAt: z.string(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The bound Lark account's name, null while unbound (绑定飞书). */
  larkName: z.string().nullable(),
});
export type UserRow = z.infer<typeof userRow>;

// Named: a tree refers to itself, so the API reference writes it once under components.
export const menuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    code: z.string(),
    title: z.string(),
    icon: z.string().nullable(),
    href: z.string().nullable(),
    type: z.string(),
    hidden: z.boolean(),
    redirect: z.string().nullable(),
    authority: z.string(),
    children: z.array(menuNode),
  }),
).meta({ id: 'MenuNode' });
export interface MenuNode {
  id: number;
  code: string;
  title: string;
  icon: string | null;
  href: string | null;
  type: string;
  hidden: boolean;
  redirect: string | null;
  authority: string;
  children: MenuNode[];
}

/** The portal's colours a user picks: light, dark, or whatever their system uses. */
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export const themeMode = z.enum(THEME_MODES);
export type ThemeMode = z.infer<typeof themeMode>;

export const groupRef = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const frontInfo = endpoint({
  method: 'GET',
  path: '/api/admin/user/front/info',
  access: LOGIN,
  summary: '当前用户信息：菜单与按钮权限码、权限菜单树、所属角色',
  response: z.object({
    id: z.number(),
    username: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    introduction: z.string().nullable(),
    menus: z.array(z.string()),
    elements: z.array(z.string()),
    permissionMenus: z.array(menuNode),
    groups: z.array(groupRef),
    /** Set when an admin opened this session through directLogin. */
    actingAdmin: z.string().nullable(),
    themeMode,
  }),
});
export type FrontInfo = DataOf<typeof frontInfo>;

export const saveThemeMode = endpoint({
  method: 'POST',
  path: '/api/admin/user/front/theme',
  access: LOGIN,
  summary: '保存当前用户的界面主题（浅色、深色、跟随系统）',
  body: z.object({ themeMode }),
  response: z.null(),
});

export const frontMenus = endpoint({
  method: 'GET',
  path: '/api/admin/user/front/menus',
  access: LOGIN,
  summary: '当前用户可见的菜单树',
  response: z.array(menuNode),
});

export const menuAll = endpoint({
  method: 'GET',
  path: '/api/admin/user/front/menu/all',
  access: LOGIN,
  summary: '全部菜单（路由命名与图标）',
  response: z.array(z.object({ code: z.string(), title: z.string(), icon: z.string().nullable(), href: z.string().nullable(), type: z.string() })),
});

export const listGroupsByName = endpoint({
  method: 'GET',
  path: '/api/admin/group/front/listGroupsByName',
  access: LOGIN,
  summary: '当前用户所属角色（可按名称筛选）',
  query: z.object({ name: optionalText }),
  response: z.array(groupRef),
});

const userFilter = pageQuery.extend({
  name: optionalText,
  status: z.enum(['active', 'disabled', 'reset']).optional(),
  groupId: z.coerce.number().int().positive().optional(),
});

export const userPage = endpoint({
  method: 'GET',
  path: '/api/admin/user/page',
  access: needs(USER_MENU),
  summary: '用户列表（管理）',
  query: userFilter,
  response: pageOf(userRow),
});

export const getUserPage = endpoint({
  method: 'GET',
  path: '/api/admin/user/getUserPage',
  access: LOGIN,
  summary: '用户选择列表（在职用户，按姓名或账号搜索）',
  query: pageQuery.extend({ name: optionalText }),
  response: pageOf(z.object({ id: z.number(), username: z.string(), name: z.string() })),
});

const userFields = {
  name: z.string().trim().min(1, '请输入姓名').max(50),
  email: z.string().trim().email('邮箱格式不正确').max(200).nullish().or(z.literal('')),
  mobile: z.string().trim().max(30).nullish(),
  description: z.string().trim().max(500).nullish(),
  introduction: z.string().trim().max(500).nullish(),
  groupIds: z.array(z.number().int().positive()).max(50).optional(),
};

export const addUser = endpoint({
  method: 'POST',
  path: '/api/admin/user/addUser',
  access: needs(userScreen.code('add')),
  summary: '新增用户',
  body: z.object({
    username: z.string().trim().min(2, '账号至少2个字符').max(50).regex(/^[A-Za-z0-9_.@-]+$/, '账号只能包含字母、数字和 _ . @ -'),
    password: secret(z.string().min(5, Messages.passwordTooShort).max(200)),
    ...userFields,
  }),
  response: z.object({ id: z.number() }),
});

export const getUser = endpoint({
  method: 'GET',
  path: '/api/admin/user/:id',
  access: needs(USER_MENU),
  summary: '用户详情',
  response: userRow,
});

export const putUser = endpoint({
  method: 'PUT',
  path: '/api/admin/user/:id',
  access: needs(userScreen.code('edit')),
  summary: '修改用户（姓名、联系方式、状态、角色）',
  body: z.object({ ...userFields, status: userStatus.optional() }),
});

export const deleteUser = endpoint({
  method: 'POST',
  path: '/api/admin/user/deleteUserForCrm',
  access: needs(userScreen.code('del')),
  summary: '删除用户：停用账号、作废其会话、移出所有角色，历史记录保留',
  body: z.object({ id: z.coerce.number().int().positive() }),
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/admin/user/resetPassword',
  access: needs(userScreen.code('resetPwd')),
  summary: '重置用户密码，返回一次性显示的临时密码',
  body: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ password: z.string() }),
});

export const personalTasks = endpoint({
  method: 'POST',
  path: '/api/admin/user/listAllPersonalTasksAndNotPass',
  access: LOGIN,
  summary: '我的待办与被驳回事项（按类型计数）',
  response: z.object({
    tasks: z.array(z.object({ kind: z.string(), title: z.string(), count: z.number(), path: z.string() })),
    notPassed: z.array(z.object({ kind: z.string(), title: z.string(), count: z.number(), path: z.string() })),
  }),
});

export const uploadAvatar = endpoint({
  method: 'POST',
  path: '/api/admin/user/uploadAvatar',
  access: LOGIN,
  summary: '上传头像（JPG/PNG，按内容识别，小于 2MB）；为他人上传需编辑权限',
  transport: 'multipart',
  upload: { maxBytes: AVATAR_MAX_BYTES, tooLarge: Messages.avatarSize },
  body: z.object({ userId: z.coerce.number().int().positive().optional() }),
  response: z.object({ avatar: z.string() }),
});

export const sendFeedback = endpoint({
  method: 'POST',
  path: '/api/admin/feedback/sendFeedback',
  access: LOGIN,
  summary: '提交反馈',
  body: z.object({ subject: z.string().optional(), content: z.string().optional() }),
});

export const feedbackPage = endpoint({
  method: 'GET',
  path: '/api/admin/feedback/page',
  access: needs(gateLogScreen.code('feedback')),
  summary: '反馈列表',
  query: pageQuery,
  response: pageOf(
    z.object({ id: z.number(), subject: z.string(), content: z.string(), createdAt: z.string(), userName: z.string().nullable() }),
  ),
});
