import { z } from 'zod';
import { endpoint, LOGIN, needs } from '../contract';
import { blankAsAbsent, blankAsNull, currency, id, isoDay, money, optionalText, prefixText } from '../inputs';
import { formatMoney } from '../../format/currency';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { productLimitScreen, rateLimitScreen } from './screens';
import { MONTH_PATTERN } from './types';

/** 产品费用限额 and 费率限额, and the over-limit check (docs/domain/promotion.md, Limits). */

export const LIMIT_TARGETS = { sku: 'SKU', spu: 'SPU' } as const;

export const month = z.string({ error: '请填写月份' }).trim().regex(MONTH_PATTERN, '月份格式应为 yyyy-MM');
const monthFilter = blankAsAbsent(month);

/** A CNY amount: positive, two decimals at most. */
const cnyAmount = z
  .union([z.string(), z.number()], { error: '请填写限额' })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,14}(\.\d{1,2})?$/, '限额格式不正确（最多两位小数）'))
  .refine((v) => Number(v) > 0, '限额必须大于0');

/** A percentage of sales: more than 0, at most 100, two decimals at most. */
const percent = z
  .union([z.string(), z.number()], { error: '请填写费率上限' })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, '费率上限格式不正确（最多两位小数）'))
  .refine((v) => Number(v) > 0 && Number(v) <= 100, '费率上限应大于0且不超过100');

export const productLimitCalls = defineMaster({
  screen: productLimitScreen,
  paths: { base: '/api/promote/promoteProductLimit' },
  fields: {
    targetKind: field.enum('维度', LIMIT_TARGETS, { width: 80, filter: { kind: 'select', width: 110 }, input: { kind: 'radio', required: true, initial: 'sku' } }),
    code: field.sku('SKU/SPU', {
      filter: { kind: 'text', width: 160, placeholder: '前缀匹配' },
      input: { kind: 'custom', required: true, schema: z.string({ error: '请填写SKU/SPU' }).trim().min(1, '请填写SKU/SPU').max(50, 'SKU/SPU最多50字').transform((v) => v.toUpperCase()) },
    }),
    month: field.text('月份', { width: 90, filter: { kind: 'text', width: 120, placeholder: 'yyyy-MM', schema: monthFilter }, input: { kind: 'text', required: true, placeholder: 'yyyy-MM', schema: month } }),
    amountCny: field.money('限额', { currency: 'CNY', input: { kind: 'text', required: true, schema: cnyAmount } }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    remark: field.text('备注', { width: 200, ellipsis: true, nullable: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
  },
  columns: ['targetKind', 'code', 'month', 'amountCny', 'enabled', 'remark', 'createdAt'],
  name: (r) => `${r.code} ${r.month}`,
  summaries: { page: '产品费用限额列表（每个SKU或SPU每月的推广费用上限，人民币）。筛选：维度、SKU/SPU（前缀）、月份、启用状态' },
});

/** The SPU picker of 产品费用限额 (维度 SPU): SPUs by prefix, each with how many SKUs it has. */
export const searchLimitSpu = endpoint({
  method: 'GET',
  path: '/api/promote/promoteProductLimit/searchSpu',
  access: needs(productLimitScreen.menu),
  summary: '产品费用限额按SPU设置时选SPU：SPU 前缀匹配（不分大小写按大写查），去重后按SPU排序，最多 limit 个（默认50，最多200），每个带其SKU数',
  query: z.object({
    spu: prefixText,
    limit: z.coerce.number({ error: '条数必须是整数' }).int().min(1).max(200, '一次最多200条').default(50),
  }),
  response: z.array(z.object({ spu: z.string(), skuCount: z.number() })),
});

export const rateLimitRow = z.object({
  id: z.number(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  categoryId: z.number(),
  categoryName: z.string().nullable(),
  /** Percent of sales, e.g. '15.00'. */
  maxPercent: z.string(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type RateLimitRow = z.infer<typeof rateLimitRow>;

export const rateLimitBody = z.object({
  id: blankAsAbsent(id('费率限额')),
  platformId: id('平台'),
  categoryId: id('品类'),
  maxPercent: percent,
  remark: optionalText('备注', 500),
});

export const rateLimitCalls = defineMaster({
  screen: rateLimitScreen,
  paths: { base: '/api/promote/promoteRateLimit' },
  row: rateLimitRow,
  fields: defineFields<RateLimitRow>()({
    platformName: field.text('平台', {
      width: 130,
      filter: { key: 'platformId', kind: 'select', width: 150, options: 'platforms', schema: blankAsNull(id('平台')) },
      input: { key: 'platformId', kind: 'select', options: 'platforms', required: true },
    }),
    categoryName: field.text('品类', { width: 200, input: { key: 'categoryId', kind: 'custom', required: true, schema: id('品类') } }),
    maxPercent: field.text('费率上限(%)', { width: 110, input: { kind: 'text', required: true, placeholder: '如 15 表示销售额的15%', schema: percent } }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    remark: field.text('备注', { width: 200, ellipsis: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
  }),
  columns: ['platformName', 'categoryName', 'maxPercent', 'enabled', 'remark', 'createdAt'],
  body: rateLimitBody,
  name: (r) => `${r.platformName ?? ''} ${r.categoryName ?? ''}`,
  summaries: { page: '费率限额列表（推广费用占销售额的上限，按平台与品类）。筛选：平台、启用状态' },
});

/** One limit a set of spends would pass (checkPromotionLimits' answer). */
export const limitExceedance = z.object({
  kind: z.enum(['product', 'rate']),
  limitId: z.number(),
  /** e.g. `SKU HM-001 2026-11 限额` or `Amazon US / 厨房 费率上限`. */
  label: z.string(),
  month: z.string(),
  /** product: the limit in CNY; rate: the most spend the rate allows (maxRate × sales). */
  limitCny: z.string(),
  spentCny: z.string(),
  addedCny: z.string(),
  overCny: z.string(),
  /** rate limits only. */
  salesCny: z.string().nullable(),
  maxPercent: z.string().nullable(),
  percentAfter: z.string().nullable(),
});
export type LimitExceedance = z.infer<typeof limitExceedance>;

/** A text for messages and the detail: 「SKU HM-001 2026-11 限额 ¥5,000.00，已用 ¥4,000.00，本次 ¥2,000.00，超出 ¥1,000.00」. */
export function exceedanceText(e: LimitExceedance): string {
  const yuan = (v: string | null) => `¥${formatMoney(v ?? '0')}`;
  return `${e.label}：已用 ${yuan(e.spentCny)}，本次 ${yuan(e.addedCny)}，${e.kind === 'rate' ? `销售额 ${yuan(e.salesCny)}，上限 ${e.maxPercent}%（${yuan(e.limitCny)}）` : `限额 ${yuan(e.limitCny)}`}，超出 ${yuan(e.overCny)}`;
}

/**
 * One spend to check: in CNY (`amountCny`), or as an amount in a currency (`amount`, `currency`,
 * `spentOn`: converted at the rate of that day, as a claim line is when saved). `month` is the
 * spend's own month (an item spread over several); without it the body's.
 */
const spendInput = z
  .object({
    skuId: blankAsAbsent(id('SKU')),
    categoryId: blankAsAbsent(id('品类')),
    month: blankAsAbsent(month),
    amountCny: blankAsAbsent(cnyAmount),
    amount: blankAsAbsent(money),
    currency: blankAsAbsent(currency),
    spentOn: blankAsAbsent(isoDay),
  })
  .superRefine((s, ctx) => {
    if (s.amountCny === undefined && (s.amount === undefined || s.currency === undefined)) ctx.addIssue({ code: 'custom', path: ['amountCny'], message: '请填写费用金额（人民币，或金额与币种）' });
  });
export type SpendInput = z.input<typeof spendInput>;

export const checkLimitsBody = z
  .object({
    platformId: id('平台'),
    month: blankAsAbsent(month),
    spends: z.array(spendInput, { error: '请填写费用' }).min(1, '请填写费用').max(1000, '一次最多检查1000条'),
  })
  .superRefine((b, ctx) => {
    if (b.month === undefined && b.spends.some((s) => s.month === undefined)) ctx.addIssue({ code: 'custom', path: ['month'], message: '请填写月份' });
  });
export type CheckLimitsBody = z.input<typeof checkLimitsBody>;

export const checkLimits = endpoint({
  method: 'POST',
  path: '/api/promote/promoteLimit/checkLimits',
  access: LOGIN,
  summary:
    '检查一组推广费用（平台；每条：SKU或品类、月份、人民币金额，或金额+币种+费用日期按当日汇率折人民币）加上已提交的费用是否超出产品费用限额或费率限额；' +
    '返回超出的各限额及超出金额，空数组表示未超限。报销单与推广项目的表单填写时调用，提交时服务端以同样的算法再检查',
  body: checkLimitsBody,
  response: z.array(limitExceedance),
});
