import { z } from 'zod';
import { field } from '../../screen/fields';
import { defineMaster, type MasterRow } from '../../screen/master';
import { MAIL_API } from './common';
import { myMailsScreen, tagManagerScreen as screen } from './screens';

/** Labels (标签管理) applied to conversations. */
const L = `${MAIL_API}/mailCenterLabel`;
export const DUPLICATE_LABEL = '该标签已存在';
export const NO_LABEL = '标签不存在';
export const LABEL_COLORS = ['blue', 'green', 'orange', 'red', 'violet', 'grey'] as const;

export const labelName = z.string({ error: '请填写标签名称' }).trim().min(1, '请填写标签名称').max(30, '标签名称最多30字');

export const labelColor = z.enum(LABEL_COLORS, { error: '颜色不正确' });
export const LABEL_COLOR_NAMES: Record<(typeof LABEL_COLORS)[number], string> = { blue: '蓝', green: '绿', orange: '橙', red: '红', violet: '紫', grey: '灰' };

/** 标签管理: add and delete (no edit); the list is also the label pick list of 我的邮件. */
export const labels = defineMaster({
  screen,
  paths: { page: `${L}/pageList`, save: `${L}/add`, remove: `${L}/:id/del` },
  readers: [myMailsScreen.menu],
  fields: {
    name: field.text('标签名称', { width: 200, filter: { kind: 'text', label: '名称', width: 180, schema: z.string().trim().max(30).optional() }, input: { kind: 'text', schema: labelName } }),
    color: field.enum('颜色', LABEL_COLOR_NAMES, { width: 90, input: { kind: 'custom', initial: 'blue' } }),
    rooms: field.number('会话数', { width: 90 }),
    createdAt: field.datetime('创建时间'),
  },
  columns: ['name', 'color', 'rooms', 'createdAt'],
  body: z.object({ name: labelName, color: labelColor.default('blue') }),
  name: (r) => r.name,
  edit: false,
  summaries: { page: '标签列表（含使用它的会话数）。筛选：名称（包含）', save: '新增标签；同名（不分大小写）拒绝', remove: '删除标签，并从所有会话上移除' },
  lookups: {
    find: { path: `${L}/getLabelByName`, by: 'name', limit: 20, summary: '按名称查找标签（包含，最多20个），给打标签时的下拉用' },
    exists: { path: `${L}/checkLabelExist`, by: ['name'], summary: '同名标签是否已存在（不分大小写）' },
  },
});
export type LabelRow = MasterRow<typeof labels>;
export const labelPageList = labels.page;
export const addLabel = labels.save;
export const deleteLabel = labels.remove!;
export const getLabelByName = labels.lookups.find!.endpoint;
export const checkLabelExist = labels.lookups.exists!.endpoint;
