import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, listPaging, MAIL_API, idFilter } from './common';
import { myMailsScreen, tagManagerScreen as screen } from './screens';

/** Labels (标签管理) applied to conversations. */
const L = `${MAIL_API}/mailCenterLabel`;
export const DUPLICATE_LABEL = '该标签已存在';
export const NO_LABEL = '标签不存在';
export const LABEL_COLORS = ['blue', 'green', 'orange', 'red', 'violet', 'grey'] as const;

export const labelName = z.string({ error: '请填写标签名称' }).trim().min(1, '请填写标签名称').max(30, '标签名称最多30字');
export const labelRow = z.object({ id: z.number(), name: z.string(), color: z.string(), rooms: z.number(), createdAt: z.string() });
export type LabelRow = z.infer<typeof labelRow>;

export const labelPageList = endpoint({
  method: 'GET',
  path: `${L}/pageList`,
  access: needs(screen.menu, myMailsScreen.menu),
  summary: '标签列表（含使用它的会话数）。筛选：名称（包含）',
  query: z.object({ ...listPaging, name: z.string().trim().max(30).optional() }),
  response: cappedPage(labelRow),
});

export const getLabelByName = endpoint({
  method: 'GET',
  path: `${L}/getLabelByName`,
  access: needs(screen.menu, myMailsScreen.menu),
  summary: '按名称查找标签（包含，最多20个），给打标签时的下拉用',
  query: z.object({ name: z.string().trim().max(30).default('') }),
  response: z.array(labelRow),
});

export const checkLabelExist = endpoint({
  method: 'GET',
  path: `${L}/checkLabelExist`,
  access: needs(screen.menu),
  summary: '同名标签是否已存在（不分大小写）',
  query: z.object({ name: labelName, id: idFilter('标签') }),
  response: z.object({ exists: z.boolean() }),
});

export const addLabel = endpoint({
  method: 'POST',
  path: `${L}/add`,
  access: needs(screen.code('add')),
  summary: '新增标签；同名（不分大小写）拒绝',
  body: z.object({ name: labelName, color: z.enum(LABEL_COLORS, { error: '颜色不正确' }).default('blue') }),
  response: labelRow,
});

export const deleteLabel = endpoint({
  method: 'DELETE',
  path: `${L}/:id/del`,
  access: needs(screen.code('del')),
  summary: '删除标签，并从所有会话上移除',
  response: z.object({ id: z.number() }),
});
