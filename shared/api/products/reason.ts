import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { categoryReasonScreen } from './screens';
import { blankAsNull, queryId, requiredQueryId } from './common';

/** Where a category reason is used. */
export const REASON_KINDS = ['after_sale', 'review'] as const;
export const reasonKindLabels: Record<(typeof REASON_KINDS)[number], string> = { after_sale: '售后原因', review: '差评原因' };
const kind = z.enum(REASON_KINDS, { error: '原因类型只能是售后原因或差评原因' });

export const categoryReasonRow = z.object({ id: z.number(), categoryId: z.number(), categoryName: z.string(), kind, reason: z.string(), sort: z.number(), enabled: z.boolean(), createdAt: z.string() });
export type CategoryReasonRow = z.infer<typeof categoryReasonRow>;

const BASE = '/api/base/nextopCategoryReason';

export const listReasonsByCategory = endpoint({
  method: 'GET',
  path: `${BASE}/listByCategory`,
  access: LOGIN,
  summary: '售后和差评登记时的原因选择：SKU 所在品类（任一级）对应一级品类的启用原因，按排序',
  query: z.object({ categoryId: requiredQueryId('品类'), kind }),
  response: z.array(categoryReasonRow),
});

export const categoryReasonFields = defineFields<CategoryReasonRow>()({
  categoryName: field.text('一级品类', { width: 140, filter: { key: 'categoryId', kind: 'select', width: 150, options: 'topCategories', schema: queryId('品类') }, input: { key: 'categoryId', kind: 'select', options: 'topCategories', required: true } }),
  kind: field.enum('类型', reasonKindLabels, { width: 100, filter: { kind: 'select', width: 120, schema: blankAsNull(kind) }, input: { kind: 'radio', initial: 'after_sale', schema: kind } }),
  reason: field.text('原因', { width: 260, ellipsis: true, input: { kind: 'text', required: true, max: 100 } }),
  sort: field.number('排序', { width: 70, input: { kind: 'number', max: 9999, initial: 0 } }),
  enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
  createdAt: field.datetime('创建时间'),
});

/** 品类原因: the after-sales and review reasons of each first-level category; one reason once per category and kind. */
export const categoryReasons = defineMaster({
  screen: categoryReasonScreen,
  idLabel: '原因',
  paths: { page: `${BASE}/page`, save: `${BASE}/addOrUpd`, setEnabled: `${BASE}/setEnabled` },
  row: categoryReasonRow,
  fields: categoryReasonFields,
  columns: ['categoryName', 'kind', 'reason', 'sort', 'enabled', 'createdAt'],
  name: (r) => `「${r.reason}」`,
  summaries: {
    page: '品类原因列表（按一级品类、类型、排序）。筛选：一级品类、类型、启用状态',
    save: '新增（无 id，需 btn_add）或编辑（带 id，需 btn_edit）品类原因；品类须为一级品类；同一品类同类型原因不重复',
    setEnabled: '停用或启用品类原因（停用的不再可选，已登记的记录保留原因文字）',
  },
});
export const { page: categoryReasonPage, save: addOrUpdCategoryReason, setEnabled: setCategoryReasonEnabled } = categoryReasons;
