import { z } from 'zod';
import { endpoint, needs, needsToSave } from '../contract';
import { blankAsAbsent, cappedPage, id, listPaging, nullIfBlank, optionalText, prefixText } from '../inputs';
import { keywordTaskScreen } from './screens';

/** 关键词任务 (docs/domain/store-performance.md). */
const base = '/api/reviewer/performanceKeywordTask';

export const keywordTaskRow = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  platformName: z.string(),
  asin: z.string(),
  keyword: z.string(),
  targetRank: z.number(),
  currentRank: z.number().nullable(),
  /** Reached: the current rank is at or above the target. */
  reached: z.boolean(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  remark: z.string().nullable(),
  version: z.number(),
  updatedAt: z.string(),
});
export type KeywordTaskRow = z.infer<typeof keywordTaskRow>;

export const keywordTaskFilter = z.object({
  storeId: blankAsAbsent(id('店铺')),
  asin: prefixText,
  keyword: prefixText,
  ownerId: blankAsAbsent(id('负责人')),
  reached: blankAsAbsent(z.enum(['true', 'false'], { error: '只能是 true 或 false' }).transform((v) => v === 'true')),
});
export type KeywordTaskFilter = z.output<typeof keywordTaskFilter>;

export const queryKeywordTaskList = endpoint({
  method: 'GET',
  path: `${base}/queryKeywordTaskList`,
  access: needs(keywordTaskScreen.menu),
  summary: '关键词任务列表（可见店铺的），最近更新在前。筛选：店铺、ASIN（前缀）、关键词（前缀）、负责人、是否达标',
  query: keywordTaskFilter.extend(listPaging),
  response: cappedPage(keywordTaskRow),
});

const rank = (label: string) =>
  z.coerce.number({ error: `${label}应为1到1000的整数` }).int(`${label}应为1到1000的整数`).min(1, `${label}应为1到1000的整数`).max(1000, `${label}应为1到1000的整数`);

export const keywordTaskInput = z.object({
  id: blankAsAbsent(id('关键词任务')),
  version: blankAsAbsent(z.coerce.number().int().positive()),
  storeId: id('店铺'),
  asin: z
    .string({ error: '请填写ASIN' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, 'ASIN应为10位字母或数字'),
  keyword: z.string({ error: '请填写关键词' }).trim().min(1, '请填写关键词').max(200, '关键词最多200字'),
  targetRank: rank('目标排名'),
  currentRank: z.preprocess((v) => (v === '' || v === undefined ? null : v), rank('当前排名').nullable()),
  ownerId: nullIfBlank(id('负责人')),
  remark: optionalText('备注', 500),
});
export type KeywordTaskInput = z.input<typeof keywordTaskInput>;

export const addOrUpdKeywordTask = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdKeywordTask`,
  access: needsToSave(keywordTaskScreen.code('add'), keywordTaskScreen.code('edit')),
  summary: '新增（不带 id）或修改（带 id 与 version）关键词任务；同一店铺、ASIN、关键词只能有一条',
  body: keywordTaskInput,
  response: z.object({ id: z.number(), version: z.number() }),
});

export const delKeywordTask = endpoint({
  method: 'GET',
  path: `${base}/delKeywordTask`,
  access: needs(keywordTaskScreen.code('del')),
  summary: '删除关键词任务（规格为 GET）：须带 version，他人已改则 409；已删除的再删答成功且不变（幂等）',
  query: z.object({ id: id('关键词任务'), version: z.coerce.number({ error: '请刷新后重试' }).int().positive() }),
  response: z.object({ id: z.number(), deleted: z.boolean() }),
});
