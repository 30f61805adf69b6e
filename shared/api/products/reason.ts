import { z } from 'zod';
import { endpoint, LOGIN, needs, needsToSave } from '../contract';
import { pageOf } from '../paging';
import { categoryReasonScreen } from './screens';
import { blankAsNull, id, listPaging, queryFlag, queryId, requiredQueryId, text } from './common';

/** Where a category reason is used. */
export const REASON_KINDS = ['after_sale', 'review'] as const;
export const reasonKindLabels: Record<(typeof REASON_KINDS)[number], string> = { after_sale: '售后原因', review: '差评原因' };
const kind = z.enum(REASON_KINDS, { error: '原因类型只能是售后原因或差评原因' });

export const categoryReasonRow = z.object({
  id: z.number(),
  categoryId: z.number(),
  categoryName: z.string(),
  kind,
  reason: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type CategoryReasonRow = z.infer<typeof categoryReasonRow>;

const BASE = '/api/base/nextopCategoryReason';

export const categoryReasonPage = endpoint({
  method: 'GET',
  path: `${BASE}/page`,
  access: needs(categoryReasonScreen.menu),
  summary: '品类原因列表（按一级品类、类型、排序）。筛选：一级品类、类型、启用状态',
  query: z.object({ ...listPaging, categoryId: queryId('品类'), kind: blankAsNull(kind), enabled: queryFlag }),
  response: pageOf(categoryReasonRow),
});

export const listReasonsByCategory = endpoint({
  method: 'GET',
  path: `${BASE}/listByCategory`,
  access: LOGIN,
  summary: '售后和差评登记时的原因选择：SKU 所在品类（任一级）对应一级品类的启用原因，按排序',
  query: z.object({ categoryId: requiredQueryId('品类'), kind }),
  response: z.array(categoryReasonRow),
});

export const categoryReasonBody = z.object({
  id: blankAsNull(id('原因')).transform((v) => v ?? undefined),
  categoryId: id('一级品类'),
  kind,
  reason: text('原因', 100),
  sort: z.coerce.number({ error: '排序必须是整数' }).int('排序必须是整数').min(0, '排序不能小于0').max(9999, '排序最大9999').default(0),
});
export type CategoryReasonBody = z.output<typeof categoryReasonBody>;

export const addOrUpdCategoryReason = endpoint({
  method: 'POST',
  path: `${BASE}/addOrUpd`,
  access: needsToSave(categoryReasonScreen.code('add'), categoryReasonScreen.code('edit')),
  summary: '新增（无 id，需 btn_add）或编辑（带 id，需 btn_edit）品类原因；品类须为一级品类；同一品类同类型原因不重复',
  body: categoryReasonBody,
  response: categoryReasonRow,
});

export const setCategoryReasonEnabled = endpoint({
  method: 'POST',
  path: `${BASE}/setEnabled`,
  access: needs(categoryReasonScreen.code('edit')),
  summary: '停用或启用品类原因（停用的不再可选，已登记的记录保留原因文字）',
  body: z.object({ id: id('原因'), enabled: z.boolean({ error: '请指定启用或停用' }) }),
  response: categoryReasonRow,
});
