import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { USER_MENU } from '../user';
import { idList, identifierCode, noteText, requiredText, rowId } from './fields';
import { groupScreen } from './screens';

/** groupManager: groups (roles) as a tree per group type, their members and leaders, their grants. */
export const GROUP_SCREEN = groupScreen.menu;

/** The administrators' group (seeded): always holds every grant, keeps at least one active member. */
export const ADMIN_GROUP_CODE = 'admin';
/** Puts users into roles: groupManager's 成员与领导, and the roles field of userManager. */
export const ASSIGN_ROLES_CODE = groupScreen.code('userManager');

export const groupRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parentId: z.number().nullable(),
  groupTypeId: z.number(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupRow = z.infer<typeof groupRow>;

export interface GroupNode extends GroupRow {
  /** Distinct users linked as member or leader (deleted accounts not counted). */
  memberCount: number;
  children: GroupNode[];
}
// Named: a tree refers to itself, so the API reference writes it once under components.
export const groupNode: z.ZodType<GroupNode> = z.lazy(() =>
  groupRow.extend({ memberCount: z.number(), children: z.array(groupNode) }),
).meta({ id: 'GroupNode' });

const fields = {
  name: requiredText('请输入名称', 50, '名称不超过50个字'),
  description: noteText(500, '描述不超过500个字'),
};
const parentId = rowId('请选择上级角色').nullish();

export const groupTree = endpoint({
  method: 'GET',
  path: '/api/admin/group/tree',
  access: needs(GROUP_SCREEN),
  summary: '某个角色类型下的角色树，每个节点带成员数',
  query: z.object({ groupTypeId: z.coerce.number({ error: '请选择角色类型' }).int().positive('请选择角色类型') }),
  response: z.array(groupNode),
});

export const groupAll = endpoint({
  method: 'GET',
  path: '/api/admin/group/all',
  access: needs(GROUP_SCREEN, USER_MENU),
  summary: '全部角色（平铺，供用户管理选择角色）',
  response: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), parentId: z.number().nullable(), groupTypeId: z.number() })),
});

export const getGroup = endpoint({
  method: 'GET',
  path: '/api/admin/group/:id',
  access: needs(GROUP_SCREEN),
  summary: '角色详情',
  response: groupRow.extend({ groupTypeName: z.string() }),
});

export const addGroup = endpoint({
  method: 'POST',
  path: '/api/admin/group',
  access: needs(groupScreen.code('add')),
  summary: '新增角色：编码唯一；上级可选，必须属于同一角色类型',
  body: z.object({ code: identifierCode, groupTypeId: rowId('请选择角色类型'), parentId, ...fields }),
  response: z.object({ id: z.number() }),
});

export const putGroup = endpoint({
  method: 'PUT',
  path: '/api/admin/group/:id',
  access: needs(groupScreen.code('edit')),
  summary:
    '修改角色：名称必填；编码、上级（null 为顶级）、描述不传则不变。上级须同类型且不能是自己或自己的下级；系统管理员角色的编码不可修改',
  body: z.object({ code: identifierCode.optional(), parentId, ...fields }),
});

export const deleteGroup = endpoint({
  method: 'DELETE',
  path: '/api/admin/group/:id',
  access: needs(groupScreen.code('del')),
  summary: '删除角色（有下级角色时拒绝），同时移除其成员和授权；系统管理员角色不可删除',
});

const person = z.object({ id: z.number(), username: z.string(), name: z.string() });

export const groupUsers = endpoint({
  method: 'GET',
  path: '/api/admin/group/:id/user',
  access: needs(GROUP_SCREEN),
  summary: '角色的成员与领导',
  response: z.object({ members: z.array(person), leaders: z.array(person) }),
});

export const putGroupUsers = endpoint({
  method: 'PUT',
  path: '/api/admin/group/:id/user',
  access: needs(groupScreen.code('userManager')),
  summary:
    '整体替换角色的成员与领导（用户须存在且未删除；领导同样拥有角色权限）。系统管理员角色至少保留一个启用中的成员',
  body: z.object({ members: idList('成员必须是用户编号列表'), leaders: idList('领导必须是用户编号列表') }),
});

export const groupAuthority = endpoint({
  method: 'GET',
  path: '/api/admin/group/:id/authority',
  access: needs(GROUP_SCREEN),
  summary: '角色已授权的菜单编码与按钮编码',
  response: z.object({ menus: z.array(z.string()), elements: z.array(z.string()) }),
});

const codeList = (message: string) => z.array(z.string({ error: message }).trim().min(1, message), { error: message }).max(5000);

export const putGroupAuthority = endpoint({
  method: 'PUT',
  path: '/api/admin/group/:id/authority',
  access: needs(groupScreen.code('resourceManager')),
  summary:
    '整体替换角色的菜单与按钮授权（按编码）。未知编码拒绝；固定路由无需授权，传入时忽略；授权子菜单不必同时授权上级。系统管理员角色的授权不可修改',
  body: z.object({ menus: codeList('菜单必须是编码列表'), elements: codeList('按钮必须是编码列表') }),
});
