import { z } from 'zod';
import { endpoint, LOGIN, needs } from '../contract';
import { pageOf } from '../paging';
import { categoryOwnerScreen } from './screens';
import { blankAsNull, id, listPaging, prefixText, queryFlag, requiredQueryId, text, userRef } from './common';

/** The category tree has three levels; SKUs sit in level 3. */
export const CATEGORY_LEVELS = [1, 2, 3] as const;
export const categoryLevelLabels: Record<string, string> = { 1: '一级品类', 2: '二级品类', 3: '三级品类' };

const node = { id: z.number(), parentId: z.number().nullable(), level: z.number(), name: z.string(), sort: z.number(), enabled: z.boolean() };
const leaf = z.object(node);
const middle = z.object({ ...node, children: z.array(leaf) });
export const categoryTree = z.array(z.object({ ...node, children: z.array(middle) }));
export type CategoryNode = z.infer<typeof leaf> & { children?: CategoryNode[] };

export const deepThreeCategoryList = endpoint({
  method: 'GET',
  path: '/api/base/nextopCategory/deepThreeCategoryList',
  access: LOGIN,
  summary: '三级品类树（一级 > 二级 > 三级，按排序和名称）；默认只含启用的，includeDisabled=true 含停用的。各业务页面的品类选择都用它',
  query: z.object({ includeDisabled: queryFlag }),
  response: categoryTree,
});

export const categoryBody = z.object({
  id: blankAsNull(id('品类')).transform((v) => v ?? undefined),
  parentId: blankAsNull(id('上级品类')).transform((v) => v ?? null),
  name: text('品类名称', 50),
  sort: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序最大9999').default(0),
});
export type CategoryBody = z.output<typeof categoryBody>;

export const addOrUpdCategory = endpoint({
  method: 'POST',
  path: '/api/base/nextopCategory/addOrUpdCategory',
  access: needs(categoryOwnerScreen.code('category')),
  summary: '新增（无 id）或改名/调整排序（带 id）品类；无上级为一级，上级为一级则为二级，上级为二级则为三级；同级名称不重复。上级不可修改',
  body: categoryBody,
  response: leaf,
});

export const setCategoryEnabled = endpoint({
  method: 'POST',
  path: '/api/base/nextopCategory/setEnabled',
  access: needs(categoryOwnerScreen.code('category')),
  summary: '停用或启用品类（停用的品类不再出现在选择中，已绑定的SKU保留；上级停用时下级也不再可选）',
  body: z.object({ id: id('品类'), enabled: z.boolean({ error: '请指定启用或停用' }) }),
  response: leaf,
});

export const categoryUserRow = z.object({
  categoryId: z.number(),
  level: z.number(),
  name: z.string(),
  /** 家居 > 厨房 > 刀具 */
  path: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  owners: z.array(userRef),
  /** Owners of the categories above, who also cover this one. */
  inheritedOwners: z.array(userRef),
});
export type CategoryUserRow = z.infer<typeof categoryUserRow>;

export const categoryUserList = endpoint({
  method: 'GET',
  path: '/api/operate/costManageCategory/categoryUserList',
  access: needs(categoryOwnerScreen.menu),
  summary: '品类负责人列表：每个品类（按树的顺序）及其负责人和从上级继承的负责人。筛选：品类名称（前缀）、层级、上级品类、负责人、是否无负责人',
  query: z.object({
    ...listPaging,
    name: prefixText,
    level: blankAsNull(z.coerce.number().int().min(1, '层级只能是1、2、3').max(3, '层级只能是1、2、3')),
    parentId: blankAsNull(z.coerce.number({ error: '上级品类不正确' }).int().positive()),
    userId: blankAsNull(z.coerce.number({ error: '负责人不正确' }).int().positive()),
    unowned: queryFlag,
  }),
  response: pageOf(categoryUserRow),
});

export const categoryOwner = userRef.extend({ username: z.string(), categoryId: z.number(), categoryName: z.string(), inherited: z.boolean() });

export const getUserByCategory = endpoint({
  method: 'GET',
  path: '/api/operate/costManageCategory/getUserByCategory',
  access: needs(categoryOwnerScreen.menu),
  summary: '一个品类的负责人：本品类的（inherited=false）和上级品类的（inherited=true）',
  query: z.object({ categoryId: requiredQueryId('品类') }),
  response: z.array(categoryOwner),
});

export const addOrUpdCategoryUser = endpoint({
  method: 'POST',
  path: '/api/operate/costManageCategory/addOrUpdCategoryUser',
  access: needs(categoryOwnerScreen.code('owner')),
  summary: '设置品类的负责人（整组替换，可为空；最多20人；停用的用户不可选）',
  body: z.object({
    categoryId: id('品类'),
    userIds: z
      .array(z.number({ error: '负责人不正确' }).int().positive(), { error: '请选择负责人' })
      .max(20, '一个品类最多20个负责人')
      .transform((ids) => [...new Set(ids)]),
  }),
  response: categoryUserRow,
});
