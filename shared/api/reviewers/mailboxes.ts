import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, dayFilter, id, listPaging, prefixText } from '../inputs';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { REVIEWERS_BASE } from './common';
import { mailUseRecordScreen, reviewerEmailManagerScreen } from './screens';

/** 测评邮箱 (which mail-centre mailboxes reach reviewers) and 邮箱使用记录 (what they sent), docs/domain/reviewers.md. */

export const CONNECT_STATES = { unknown: '未检测', ok: '正常', failed: '连接失败' } as const;

export const reviewerMailboxRow = z.object({
  id: z.number(),
  accountId: z.number(),
  email: z.string(),
  senderName: z.string(),
  connectStatus: z.string(),
  purpose: z.string(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  sentCount: z.number(),
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReviewerMailboxRow = z.infer<typeof reviewerMailboxRow>;

const mailboxEmail = z
  .string({ error: '请填写邮箱' })
  .trim()
  .min(1, '请填写邮箱')
  .max(100, '邮箱最多100字')
  .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, '邮箱格式不正确')
  .transform((v) => v.toLowerCase());

export const reviewerEmailManager = defineMaster({
  screen: reviewerEmailManagerScreen,
  paths: { base: `${REVIEWERS_BASE}/reviewerEmail` },
  row: reviewerMailboxRow,
  fields: defineFields<ReviewerMailboxRow>()({
    email: field.text('邮箱', { width: 220, filter: { kind: 'text', width: 200, placeholder: '邮箱前缀' }, input: { kind: 'text', required: true, schema: mailboxEmail, placeholder: '邮件中心已有的邮箱账号' } }),
    senderName: field.text('发件人名称', { width: 140 }),
    connectStatus: field.enum('连接状态', CONNECT_STATES, { width: 90 }),
    purpose: field.text('用途', { width: 160, input: { kind: 'text', required: true, max: 100, placeholder: '如 邀请测评、跟进催评' } }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    sentCount: field.number('已发邮件', { width: 90 }),
    lastSentAt: field.datetime('最近发送'),
    remark: field.text('备注', { width: 160, ellipsis: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间', { defaultHidden: true }),
  }),
  columns: ['email', 'senderName', 'connectStatus', 'purpose', 'enabled', 'sentCount', 'lastSentAt', 'remark', 'createdAt'],
  name: (r) => r.email,
  summaries: { page: '测评邮箱列表（邮件中心的账号、发件数）。筛选：邮箱（前缀）、状态', save: '新增（无 id）或编辑（带 id）测评邮箱：{email（须是邮件中心的账号）, purpose, remark}' },
});

export const mailUseRow = z.object({
  id: z.number(),
  mailboxEmail: z.string(),
  toAddrs: z.string(),
  reviewerId: z.number().nullable(),
  reviewerName: z.string().nullable(),
  subject: z.string(),
  sentAt: z.string(),
  senderName: z.string().nullable(),
});
export type MailUseRow = z.infer<typeof mailUseRow>;

export const mailUseFields = defineFields<MailUseRow>()({
  mailboxEmail: field.text('测评邮箱', { width: 220 }),
  toAddrs: field.text('收件人', { width: 220, ellipsis: true }),
  reviewerName: field.text('测评人', { width: 130 }),
  subject: field.text('主题', { width: 240, ellipsis: true }),
  sentAt: field.datetime('发送时间'),
  senderName: field.text('发送人', { width: 100 }),
});

export const mailUsePage = endpoint({
  method: 'GET',
  path: `${REVIEWERS_BASE}/reviewerMailUse/page`,
  access: needs(mailUseRecordScreen.menu),
  summary: '邮箱使用记录：测评邮箱经邮件中心发出的邮件（收件人、匹配的测评人、主题、时间、发送人）。筛选：测评邮箱 id、收件人（前缀）、测评人 id、发送日期',
  query: z.object({
    ...listPaging,
    mailboxId: blankAsAbsent(id('测评邮箱')),
    to: prefixText,
    reviewerId: blankAsAbsent(id('测评人')),
    sentFrom: dayFilter,
    sentTo: dayFilter,
  }),
  response: cappedPage(mailUseRow),
});
