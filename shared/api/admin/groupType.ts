import { z } from 'zod';
import { LOGIN, endpoint, needs } from '../contract';
import { optionalText, pageOf, pageQuery } from '../paging';
import { identifierCode, noteText, requiredText } from './fields';
import { groupTypeScreen } from './screens';

/** groupTypeManager: kinds of groups (角色、部门, ...); each type holds its own tree of groups. */
export const GROUP_TYPE_SCREEN = groupTypeScreen.menu;

/** Seeded at every start and relied on by the seed: never deleted, code never changed. */
export const SEEDED_GROUP_TYPES = ['role', 'department'];

export const groupTypeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  groupCount: z.number(),
});
export type GroupTypeRow = z.infer<typeof groupTypeRow>;

const fields = {
  name: requiredText('请输入名称', 50, '名称不超过50个字'),
  description: noteText(500, '描述不超过500个字'),
};

export const groupTypePage = endpoint({
  method: 'GET',
  path: '/api/admin/groupType/page',
  access: needs(GROUP_TYPE_SCREEN),
  summary: '角色类型列表（按名称或编码筛选），每行带角色数',
  query: pageQuery.extend({ name: optionalText }),
  response: pageOf(groupTypeRow),
});

export const groupTypeAll = endpoint({
  method: 'GET',
  path: '/api/admin/groupType/all',
  access: LOGIN,
  summary: '全部角色类型（下拉选择用）',
  response: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
});

export const addGroupType = endpoint({
  method: 'POST',
  path: '/api/admin/groupType',
  access: needs(groupTypeScreen.code('add')),
  summary: '新增角色类型（编码唯一）',
  body: z.object({ code: identifierCode, ...fields }),
  response: z.object({ id: z.number() }),
});

export const putGroupType = endpoint({
  method: 'PUT',
  path: '/api/admin/groupType/:id',
  access: needs(groupTypeScreen.code('edit')),
  summary: '修改角色类型：名称必填，编码和描述不传则不变；内置类型（role、department）的编码不可修改',
  body: z.object({ code: identifierCode.optional(), ...fields }),
});

export const deleteGroupType = endpoint({
  method: 'DELETE',
  path: '/api/admin/groupType/:id',
  access: needs(groupTypeScreen.code('del')),
  summary: '删除角色类型：内置类型不可删除，类型下还有角色时拒绝',
});
