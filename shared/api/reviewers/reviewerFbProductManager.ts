import { z } from 'zod';
import { field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { REVIEWERS_BASE } from './common';
import { reviewerFbProductManagerScreen } from './screens';

/** Facebook产品: products offered to reviewers in Facebook groups (docs/domain/reviewers.md). */
export const FB_PRODUCT_STATES = { pending: '待发布', posted: '已发布', closed: '已下架' } as const;

const link = z
  .string({ error: '请填写帖子链接' })
  .trim()
  .min(1, '请填写帖子链接')
  .max(500, '帖子链接最多500字')
  .regex(/^https?:\/\/\S+$/i, '帖子链接须以 http:// 或 https:// 开头');
const sku = z
  .string({ error: '请填写SKU' })
  .trim()
  .min(1, '请填写SKU')
  .max(64, 'SKU最多64字')
  .transform((v) => v.toUpperCase());

export const reviewerFbProductManager = defineMaster({
  screen: reviewerFbProductManagerScreen,
  paths: { base: `${REVIEWERS_BASE}/reviewerFbProduct` },
  enable: false,
  fields: {
    groupName: field.text('Facebook群组', { width: 180, filter: { kind: 'text', width: 180, placeholder: '群组前缀' }, input: { kind: 'text', required: true, max: 100 } }),
    sku: field.sku('SKU', { filter: { kind: 'text', width: 140, placeholder: 'SKU前缀' }, input: { kind: 'text', required: true, schema: sku } }),
    productName: field.text('产品名称', { width: 200, ellipsis: true, input: { kind: 'text', required: true, max: 200 } }),
    link: field.text('帖子链接', { width: 240, ellipsis: true, input: { kind: 'text', required: true, schema: link, placeholder: 'https://www.facebook.com/groups/...' } }),
    state: field.enum('状态', FB_PRODUCT_STATES, { width: 90, filter: { kind: 'select', width: 120 }, input: { kind: 'radio', required: true, initial: 'pending' } }),
    remark: field.text('备注', { width: 200, ellipsis: true, nullable: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
    updatedAt: field.datetime('更新时间', { defaultHidden: true }),
  },
  columns: ['groupName', 'sku', 'productName', 'link', 'state', 'remark', 'createdAt', 'updatedAt'],
  name: (r) => `${r.groupName} ${r.sku}`,
  summaries: { page: 'Facebook产品列表。筛选：群组、SKU（前缀）、状态', save: '新增（无 id）或编辑（带 id）Facebook产品：{groupName, sku, productName, link, state, remark}' },
});
