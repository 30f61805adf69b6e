import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, id, moneyOut, optionalText, text } from '../inputs';
import { secret } from '../secret';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { emailOrMasked, REVIEWERS_BASE } from './common';
import { blackListScreen, reviewerUserManagerScreen } from './screens';

/** 测评人档案: a reviewer's profile with their programme orders in figures (docs/domain/reviewers.md). */
export const reviewerRow = z.object({
  id: z.number(),
  name: z.string(),
  country: z.string(),
  email: z.string(),
  channels: z.string().nullable(),
  socialAccounts: z.string().nullable(),
  remark: z.string().nullable(),
  /** E-mail and social accounts are masked (the caller does not hold 收货地址 btn_viewFull). */
  masked: z.boolean(),
  orderCount: z.number(),
  reviewedCount: z.number(),
  /** Order amounts and fees in CNY at the latest rates; null when a currency has no rate. */
  costCny: moneyOut.nullable(),
  blacklisted: z.boolean(),
  blacklistReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewerRow = z.infer<typeof reviewerRow>;

const country = z
  .string({ error: '请填写国家' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, '国家请填两位代码，如 US')
  .transform((v) => v.toUpperCase());

export const reviewerFields = defineFields<ReviewerRow>()({
  name: field.text('姓名', { width: 140, filter: { kind: 'text', label: '姓名/邮箱', width: 200, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 100 } }),
  country: field.text('国家', { width: 70, filter: { kind: 'text', width: 90, placeholder: 'US' }, input: { kind: 'text', required: true, schema: country, placeholder: '两位代码，如 US' } }),
  email: field.text('邮箱', { width: 200, input: { kind: 'text', required: true } }),
  channels: field.text('渠道', { width: 160, ellipsis: true, input: { kind: 'text', max: 200, placeholder: 'Amazon, Facebook群组, Instagram' } }),
  socialAccounts: field.text('社交账号', { width: 180, ellipsis: true, input: { kind: 'textarea', max: 500, placeholder: '每行一个，如 Facebook: jane.d' } }),
  orderCount: field.number('订单数', { width: 80 }),
  reviewedCount: field.number('已测评', { width: 80 }),
  costCny: field.money('费用(CNY)', { currency: 'CNY' }),
  blacklisted: field.enum('黑名单', { true: '已拉黑', false: '正常' }, { width: 80, get: (r) => String(r.blacklisted), filter: { kind: 'flag', width: 110, options: { true: '已拉黑', false: '正常' } } }),
  blacklistReason: field.text('拉黑原因', { width: 160, ellipsis: true, defaultHidden: true }),
  remark: field.text('备注', { width: 160, ellipsis: true, input: { kind: 'textarea', max: 500 } }),
  createdAt: field.datetime('创建时间'),
});

export const reviewerUsers = defineMaster({
  screen: reviewerUserManagerScreen,
  title: '测评人',
  paths: { base: `${REVIEWERS_BASE}/reviewerUser` },
  row: reviewerRow,
  enable: false,
  fields: reviewerFields,
  columns: ['name', 'country', 'email', 'channels', 'socialAccounts', 'orderCount', 'reviewedCount', 'costCny', 'blacklisted', 'blacklistReason', 'remark', 'createdAt'],
  body: z.object({
    id: blankAsAbsent(id('测评人')),
    name: text('姓名', 100),
    country,
    email: secret(emailOrMasked('邮箱')),
    channels: optionalText('渠道', 200),
    socialAccounts: secret(optionalText('社交账号', 500)),
    remark: optionalText('备注', 500),
  }),
  name: (r) => r.name,
  summaries: {
    page: '测评人档案列表（含计划单订单数、已测评数、费用折人民币）。筛选：姓名/邮箱（前缀）、国家、是否黑名单',
    save: '新增（无 id）或编辑（带 id）测评人：{name, country, email, channels, socialAccounts, remark}；邮箱唯一',
  },
});

export const getReviewer = endpoint({
  method: 'GET',
  path: `${REVIEWERS_BASE}/reviewerUser/getReviewer`,
  access: needs(reviewerUserManagerScreen.menu, blackListScreen.menu),
  summary: '一个测评人的档案：{id}',
  query: z.object({ id: id('测评人') }),
  response: reviewerRow,
});
