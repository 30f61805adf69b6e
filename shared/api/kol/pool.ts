import { z } from 'zod';
import { endpoint, needs, needsToSave } from '../contract';
import { cappedPage, moneyOut } from '../inputs';
import { exportTaskCreated, importEndpoint } from '../report';
import { amountOrZero, blankAsNull, count, currency, id, idList, isoDay, kolChannel, link, listPaging, optionalEnum, optionalId, optionalText, text } from './common';
import { field } from '../../screen/fields';
import { defineMaster, type MasterRow } from '../../screen/master';
import { kolCategoryScreen, kolPoolScreen, kolRequireScreen } from './screens';

/** The influencer pool, its categories, tags and follow-ups (docs/domain/kol.md, Pool). */
const pool = kolPoolScreen.code;
const onPool = needs(kolPoolScreen.menu, kolRequireScreen.menu);

export const POOL_IMPORT_KIND = 'kolPool';
export const POOL_TEMPLATE_FILE = 'KOL资源池导入模板.xlsx';
export const BLACKLISTED_MESSAGE = '该红人已被拉黑，不能选择';

/* ---------- categories ---------- */

const catBase = '/api/promote/kolCategory';

/** KOL分类 (/kol/kol-category): name (unique ignoring case), sort, how many influencers each holds; 删除 beside it. */
export const kolCategories = defineMaster({
  screen: kolCategoryScreen,
  title: '分类',
  paths: { page: `${catBase}/queryKolCategoryList`, save: `${catBase}/addOrUpdKolCategory`, remove: `${catBase}/deleteKolCategory?id=` },
  fields: {
    name: field.text('分类名称', { width: 200, filter: { kind: 'text', width: 200, schema: blankAsNull(z.string().trim().max(50)).transform((v) => v || undefined) }, input: { kind: 'text', required: true, max: 50 } }),
    sort: field.number('排序', { width: 80, input: { kind: 'number', max: 9999, initial: 0 } }),
    remark: field.text('备注', { nullable: true, input: { kind: 'textarea', max: 200 } }),
    kolCount: field.number('红人数', { width: 100 }),
    createdAt: field.datetime('创建时间'),
  },
  columns: ['name', 'sort', 'kolCount', 'remark'],
  name: (r) => r.name,
  summaries: { page: 'KOL分类列表（按排序），筛选：名称（包含）；含每类红人数', save: '新增（无 id，需 btn_add）或修改（带 id，需 btn_edit）分类；名称不重复（不区分大小写）', remove: '删除分类：?id=；分类下还有红人时拒绝' },
});
export type KolCategoryRow = MasterRow<typeof kolCategories>;
export const { page: queryKolCategoryList, save: addOrUpdKolCategory } = kolCategories;
export const deleteKolCategory = kolCategories.remove!;

export const getAllKolCategory = endpoint({
  method: 'GET',
  path: `${catBase}/getAllKolCategory`,
  access: needs(kolCategoryScreen.menu, kolPoolScreen.menu, kolRequireScreen.menu),
  summary: '全部分类（下拉选择用）',
  response: z.array(z.object({ id: z.number(), name: z.string() })),
});

/* ---------- tags ---------- */

export const TAG_COLORS = ['blue', 'green', 'orange', 'red', 'violet', 'cyan', 'amber', 'grey'] as const;
export const tagRow = z.object({ id: z.number(), name: z.string(), color: z.string(), retired: z.boolean(), kolCount: z.number() });
export type KolTagRow = z.infer<typeof tagRow>;

export const getListPoolTag = endpoint({
  method: 'GET',
  path: '/api/promote/kolPoolTag/getListPoolTag',
  access: onPool,
  summary: '全部红人标签（按名称），含使用数',
  response: z.array(tagRow),
});

export const addOrUpdPoolTag = endpoint({
  method: 'POST',
  path: '/api/promote/kolPoolTag/addOrUpdPoolTag',
  access: needs(pool('tag')),
  summary: '新增、改名或停用/启用标签（名称不重复，最多20字；retired=true 停用：已有该标签的红人保留，不能再打给其他红人或导入）。需 kol-info-list:btn_tag',
  body: z.object({
    id: optionalId('标签'),
    name: text('标签名称', 20),
    color: z.enum(TAG_COLORS, { error: '标签颜色不正确' }).default('blue'),
    retired: z.boolean({ error: '停用只能是 true 或 false' }).default(false),
  }),
  response: tagRow,
});

/* ---------- pool ---------- */

export const poolRow = z.object({
  id: z.number(),
  name: z.string(),
  channel: z.string(),
  profileUrl: z.string(),
  followers: z.number(),
  categoryId: z.number(),
  categoryName: z.string().nullable(),
  tagIds: z.array(z.number()),
  country: z.string().nullable(),
  email: z.string().nullable(),
  contact: z.string().nullable(),
  price: moneyOut.nullable(),
  priceCurrency: z.string().nullable(),
  remark: z.string().nullable(),
  score: z.string(),
  evaluateCount: z.number(),
  cooperateCount: z.number(),
  blacklisted: z.boolean(),
  blackReason: z.string().nullable(),
  blackedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PoolRow = z.infer<typeof poolRow>;

const followers = blankAsNull(count('粉丝数')).transform((v) => v ?? undefined);

export const poolFilter = z.object({
  /** One influencer (its detail page). */
  id: optionalId('红人'),
  name: blankAsNull(z.string().trim().max(100)).transform((v) => v || undefined),
  channel: optionalEnum(kolChannel),
  categoryId: optionalId('分类'),
  tagIds: blankAsNull(idList('标签', 20)).transform((v) => v ?? undefined),
  blacklisted: blankAsNull(z.enum(['true', 'false'], { error: '只能是 true 或 false' })).transform((v) => (v == null ? undefined : v === 'true')),
  followersMin: followers,
  followersMax: followers,
  /** Only influencers that may be picked for a red (not blacklisted). */
  selectable: blankAsNull(z.enum(['true', 'false'])).transform((v) => v === 'true'),
});
export type PoolFilter = z.output<typeof poolFilter>;

const poolBase = '/api/promote/kolPool';
export const queryKolPoolList = endpoint({
  method: 'GET',
  path: `${poolBase}/queryKolPoolList`,
  access: onPool,
  summary: 'KOL资源池列表，最新在前。筛选：名称（前缀）、渠道、分类、标签（含全部所选）、是否黑名单、粉丝数区间；total 精确计数到 10000',
  query: poolFilter.extend(listPaging),
  response: cappedPage(poolRow),
});

export const poolFields = z.object({
  name: text('红人名称', 100),
  channel: kolChannel,
  profileUrl: link('主页链接'),
  followers: count('粉丝数'),
  categoryId: id('分类'),
  tagIds: blankAsNull(idList('标签', 20)).transform((v) => v ?? []),
  country: optionalText('国家', 50),
  email: blankAsNull(z.string().trim().max(100, '邮箱最多100字').pipe(z.email({ error: '邮箱格式不正确' }))).transform((v) => v ?? null),
  contact: optionalText('其他联系方式', 200),
  price: blankAsNull(amountOrZero('报价')).transform((v) => v ?? null),
  priceCurrency: blankAsNull(currency).transform((v) => v ?? null),
  remark: optionalText('备注', 500),
});
export const poolSaveQuery = poolFields
  .extend({ id: optionalId('红人') })
  .refine((p) => (p.price === null) === (p.priceCurrency === null), { message: '报价和报价币种须同时填写', path: ['priceCurrency'] });
export type PoolSaveQuery = z.input<typeof poolSaveQuery>;

export const addOrUpdKolPool = endpoint({
  method: 'GET',
  path: `${poolBase}/addOrUpdKolPool`,
  access: needsToSave(pool('add'), pool('edit')),
  summary: '新增（无 id，需 btn_add）或修改（带 id，需 btn_edit）红人；字段在查询参数中（标签 tagIds 可重复）；同一渠道主页链接不重复',
  query: poolSaveQuery,
  response: poolRow,
});

export const deleteKolPool = endpoint({
  method: 'GET',
  path: `${poolBase}/deleteKolPool`,
  access: needs(pool('del')),
  summary: '删除红人：?id=；已有合作帖子的红人不能删除（可拉黑）',
  query: z.object({ id: id('红人') }),
  response: z.object({ id: z.number() }),
});

export const exportKolPool = endpoint({
  method: 'GET',
  path: `${poolBase}/exportKolPool`,
  access: needs(pool('export')),
  summary: '按列表筛选条件导出资源池（xlsx，直接下载，分批流式写出全部行，不截断）；空值不输出',
  query: poolFilter,
  transport: 'blob',
});

export const addKolPoolExcelTask = endpoint({
  method: 'GET',
  path: `${poolBase}/addKolPoolExcelTask`,
  access: needs(pool('export')),
  summary: '按列表筛选条件创建“KOL资源池”导出任务（报表中心下载，分批写出全部行，不截断）；空值不输出',
  query: poolFilter,
  response: exportTaskCreated,
});

export const addBlackKolPool = endpoint({
  method: 'POST',
  path: `${poolBase}/addBlackKolPool`,
  access: needs(pool('black')),
  summary: '拉黑（black=true，须填原因）或解除拉黑（black=false）：{id, black, reason}；记入跟进记录',
  body: z
    .object({ id: id('红人'), black: z.boolean({ error: '请指定拉黑或解除' }).default(true), reason: optionalText('拉黑原因', 200) })
    .refine((b) => !b.black || !!b.reason, { message: '请填写拉黑原因', path: ['reason'] }),
  response: poolRow,
});

export const importKolPool = importEndpoint({
  path: `${poolBase}/importKolPool`,
  code: pool('import'),
  summary: '导入红人（模板：KOL资源池导入模板.xlsx，最多5000行）',
});

/* ---------- follow-ups ---------- */

export const trackRow = z.object({ id: z.number(), poolId: z.number(), content: z.string(), nextFollowAt: z.string().nullable(), creatorName: z.string().nullable(), createdAt: z.string() });
export type TrackRow = z.infer<typeof trackRow>;

export const getPoolTrackListByPoolId = endpoint({
  method: 'GET',
  path: '/api/promote/kolPoolTrack/getPoolTrackListByPoolId',
  access: onPool,
  summary: '红人的跟进记录，最新在前',
  query: z.object({ poolId: id('红人') }),
  response: z.array(trackRow),
});

export const addPoolTack = endpoint({
  method: 'POST',
  path: '/api/promote/kolPoolTrack/addPoolTack',
  access: needs(pool('track')),
  summary: '添加跟进记录：{poolId, content, nextFollowAt}。需 kol-info-list:btn_track',
  body: z.object({ poolId: id('红人'), content: text('跟进内容', 500), nextFollowAt: blankAsNull(isoDay).transform((v) => v ?? null) }),
  response: trackRow,
});
