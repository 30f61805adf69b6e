/**
 * How the KOL records' fields are labelled and typed: one declaration serves the list columns, the
 * detail drawer, the Excel export and the Lark card (shared/screen/fields).
 */
import { defineFields, field } from '../../screen/fields';
import { kolRequireMachine } from '../../workflow/kol';
import { KOL_CHANNELS } from './common';
import type { PoolRow } from './pool';
import type { RedsRow } from './reds';
import type { RequireDetail, RequireRow } from './require';

const inCurrency = (r: { currency: string }) => r.currency;

export const requireFieldSet = defineFields<RequireRow & Partial<RequireDetail>>()({
  serialNo: field.text('需求单号', { width: 170 }),
  status: field.status(kolRequireMachine),
  sku: field.sku(),
  productName: field.text('品名', { width: 180, ellipsis: true }),
  platformName: field.text('市场平台', { width: 120 }),
  channel: field.enum('渠道', KOL_CHANNELS, { width: 100 }),
  budget: field.money('预算', { currencyOf: inCurrency }),
  currency: field.text('币种', { width: 70 }),
  wantedPosts: field.number('期望帖子数', { width: 100 }),
  redsCount: field.number('已发帖子', { width: 90 }),
  deadline: field.date('截止日期'),
  ownerName: field.user('负责人'),
  batchNo: field.text('审核批次', { width: 160 }),
  description: field.text('需求说明', { ellipsis: true }),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
  submittedAt: field.datetime('提交时间', { defaultHidden: true }),
  attachments: field.attachments(),
});

export const poolFieldSet = defineFields<PoolRow>()({
  name: field.text('红人名称', { width: 160 }),
  channel: field.enum('渠道', KOL_CHANNELS, { width: 100 }),
  profileUrl: field.text('主页链接', { width: 220, ellipsis: true }),
  followers: field.number('粉丝数', { width: 100 }),
  categoryName: field.text('分类', { width: 110 }),
  country: field.text('国家', { width: 80 }),
  email: field.text('邮箱', { width: 180 }),
  contact: field.text('其他联系方式', { width: 160 }),
  price: field.money('报价', { currencyOf: (r) => r.priceCurrency }),
  score: field.rate('评分', { width: 80 }),
  evaluateCount: field.number('评价数', { width: 80 }),
  cooperateCount: field.number('合作次数', { width: 90 }),
  blacklisted: field.enum('黑名单', { true: '是', false: '否' }, { width: 80, get: (r) => String(r.blacklisted) }),
  blackReason: field.text('拉黑原因', { ellipsis: true }),
  remark: field.text('备注', { ellipsis: true }),
  createdAt: field.datetime('创建时间'),
});

export const redsFieldSet = defineFields<RedsRow>()({
  requireNo: field.text('需求单号', { width: 170 }),
  kolName: field.text('红人', { width: 140 }),
  channel: field.enum('渠道', KOL_CHANNELS, { width: 100 }),
  link: field.text('帖子链接', { width: 220, ellipsis: true }),
  publishDate: field.date('发布日期'),
  views: field.number('浏览量', { width: 90 }),
  clicks: field.number('点击量', { width: 90 }),
  orders: field.number('订单数', { width: 90 }),
  referralFee: field.money('推广费', { currencyOf: inCurrency }),
  score: field.rate('合作评分', { width: 90 }),
  creatorName: field.user('录入人'),
});

/** What the batch audit card and the approvals inbox show of each requirement. */
export const REQUIRE_CARD_FIELDS = ['sku', 'platformName', 'channel', 'budget', 'wantedPosts', 'deadline'] as const;
export const REQUIRE_EXPORT_FIELDS = ['serialNo', 'status', 'sku', 'productName', 'platformName', 'channel', 'budget', 'currency', 'wantedPosts', 'redsCount', 'deadline', 'ownerName', 'batchNo', 'description', 'creatorName', 'createdAt'] as const;
export const POOL_EXPORT_FIELDS = ['name', 'channel', 'profileUrl', 'followers', 'categoryName', 'country', 'email', 'contact', 'price', 'score', 'evaluateCount', 'cooperateCount', 'blacklisted', 'blackReason', 'remark', 'createdAt'] as const;
