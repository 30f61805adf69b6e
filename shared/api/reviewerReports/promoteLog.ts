import { z } from 'zod';
import { endpoint, needs, needsToSave } from '../contract';
import { dayFilter, idOnly, isoDay, nullIfBlank, optionalText, text } from '../inputs';
import { importEndpoint } from '../report';
import { pageOf } from '../paging';
import { idFilter, pagedRatingFilter, productColumns, PROMOTE_KINDS, REVIEWER, textFilter } from './common';
import { promoteLogScreen } from './screens';

/** 推广日志 (docs/domain/reviewer-reports.md): designed calls in the reviewer style. */
const base = `${REVIEWER}/reviewerPromoteLog`;
export const PROMOTE_IMPORT_KIND = 'promoteLog';
export const PROMOTE_TEMPLATE_FILE = '推广日志导入模板.xlsx';
export const promoteKind = z.enum(Object.keys(PROMOTE_KINDS) as [keyof typeof PROMOTE_KINDS, ...Array<keyof typeof PROMOTE_KINDS>], { error: '推广类型不正确' });

export const promoteLogRow = z.object({
  id: z.number(),
  ...productColumns,
  kind: z.string(),
  kindLabel: z.string(),
  actionDate: z.string(),
  weekStart: z.string(),
  week: z.string(),
  content: z.string(),
  remark: z.string().nullable(),
  createdBy: z.number(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type PromoteLogRow = z.infer<typeof promoteLogRow>;

export const listPromoteLogPage = endpoint({
  method: 'GET',
  path: `${base}/listPromoteLogPage`,
  access: needs(promoteLogScreen.menu),
  summary: '推广日志列表：筛选日期范围（from/to 按推广日期）、站点、产品组、ASIN（前缀）、推广类型；新日期在前；只含本人SKU范围',
  query: z.object({ ...pagedRatingFilter, from: dayFilter, to: dayFilter, asin: textFilter, kind: nullIfBlank(promoteKind), skuId: idFilter }),
  response: pageOf(promoteLogRow),
});

export const promoteLogBody = z.object({
  id: z.coerce.number().int().positive('推广日志不正确').optional(),
  platformId: z.coerce.number({ error: '请选择站点' }).int('请选择站点').positive('请选择站点'),
  asin: text('ASIN', 20).transform((v) => v.toUpperCase()),
  kind: promoteKind,
  actionDate: z.string({ error: '请选择推广日期' }).trim().min(1, '请选择推广日期').pipe(isoDay),
  content: text('推广内容', 500),
  remark: optionalText('备注', 500),
});
export type PromoteLogBody = z.output<typeof promoteLogBody>;

export const addOrUpdPromoteLog = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdPromoteLog`,
  access: needsToSave(promoteLogScreen.code('add'), promoteLogScreen.code('edit')),
  summary: '新增（无 id，需 promote-log:btn_add）或修改（带 id，需 btn_edit；只能改本人写的，查看全部者除外）推广日志；ASIN 须是该站点的在售链接且在本人SKU范围内',
  body: promoteLogBody,
  response: promoteLogRow,
});

export const delPromoteLog = endpoint({
  method: 'POST',
  path: `${base}/delPromoteLog`,
  access: needs(promoteLogScreen.code('del')),
  summary: '删除推广日志（只能删本人写的，查看全部者除外）',
  body: idOnly('推广日志'),
  response: z.object({ id: z.number() }),
});

export const importPromoteLog = importEndpoint({
  path: `${base}/importPromoteLog`,
  code: promoteLogScreen.code('import'),
  summary: `导入推广日志（xlsx，按“${PROMOTE_TEMPLATE_FILE.replace('.xlsx', '')}”：站点编码、ASIN、日期、推广类型、推广内容、备注）`,
});
