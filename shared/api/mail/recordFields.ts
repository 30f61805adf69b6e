/** How the mail centre's records are labelled and typed: list columns and detail rows (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { mailRoomMachine } from '../../workflow/mail';
import { connectStatuses, type AccountRow } from './accounts';
import { LANGUAGES } from './common';
import { MAIL_KINDS, type OutboxRow } from './outbox';
import { pullStatuses, pullTriggers, type PullErrorRow, type PullLogRow } from './pulls';
import type { RoomRow } from './rooms';
import type { RuleRow } from './rules';
import type { TemplateRow } from './templates';

export const OUTBOX_STATUSES = { draft: '草稿', sent: '已发送', failed: '发送失败' } as const;

export const mailAccountFields = defineFields<AccountRow>()({
  email: field.text('邮箱', { width: 220 }),
  senderName: field.text('发件人名称', { width: 140 }),
  brandName: field.text('品牌', { width: 110 }),
  imapHost: field.text('IMAP 服务器', { width: 170, get: (r) => `${r.imapHost}:${r.imapPort}${r.imapSecure ? ' (SSL)' : ''}` }),
  smtpHost: field.text('SMTP 服务器', { width: 170, get: (r) => `${r.smtpHost}:${r.smtpPort}${r.smtpSecure ? ' (SSL)' : ''}` }),
  username: field.text('登录名', { width: 180, defaultHidden: true }),
  enabled: field.enabled(),
  connectStatus: field.enum('连接状态', connectStatuses, { width: 100 }),
  connectMessage: field.text('连接说明', { width: 200, ellipsis: true }),
  openErrors: field.number('未恢复异常', { width: 100 }),
  lastPulledAt: field.datetime('最近拉取'),
});

export const ruleFields = defineFields<RuleRow>()({
  sort: field.number('顺序', { width: 70 }),
  name: field.text('规则名称', { width: 160 }),
  assigneeName: field.user('分配给'),
  accountEmail: field.text('邮箱账号', { width: 200 }),
  brandName: field.text('品牌', { width: 100 }),
  senderContains: field.text('发件人包含', { width: 150 }),
  keywords: field.text('关键词', { width: 180, ellipsis: true }),
  language: field.enum('语言', LANGUAGES, { width: 80 }),
  enabled: field.enabled(),
  updatedAt: field.datetime('修改时间'),
});

export const pullLogFields = defineFields<PullLogRow>()({
  accountEmail: field.text('邮箱账号', { width: 220 }),
  trigger: field.enum('触发方式', pullTriggers, { width: 90 }),
  status: field.enum('结果', pullStatuses, { width: 80 }),
  fetched: field.number('拉取', { width: 70 }),
  created: field.number('新邮件', { width: 80 }),
  duplicates: field.number('重复', { width: 70 }),
  error: field.text('失败原因', { width: 220, ellipsis: true }),
  startedAt: field.datetime('开始时间'),
  finishedAt: field.datetime('结束时间'),
});

export const pullErrorFields = defineFields<PullErrorRow>()({
  accountEmail: field.text('邮箱账号', { width: 220 }),
  reason: field.text('异常原因', { width: 220 }),
  detail: field.text('技术信息', { width: 260, ellipsis: true }),
  retries: field.number('已重试', { width: 80 }),
  occurredAt: field.datetime('发生时间'),
  resolvedAt: field.datetime('恢复时间'),
});

export const roomFields = defineFields<RoomRow>()({
  customerEmail: field.text('客户', { width: 240, ellipsis: true, get: (r) => (r.customerName ? `${r.customerName} <${r.customerEmail}>` : r.customerEmail) }),
  subject: field.text('主题', { width: 260, ellipsis: true }),
  status: field.status(mailRoomMachine),
  unread: field.number('未读', { width: 70 }),
  messageCount: field.number('邮件数', { width: 80 }),
  accountEmail: field.text('邮箱账号', { width: 200 }),
  brandName: field.text('品牌', { width: 100 }),
  language: field.enum('语言', LANGUAGES, { width: 80 }),
  assigneeName: field.user('负责人'),
  lastMessageAt: field.datetime('最近来信'),
});

export const outboxFields = defineFields<OutboxRow>()({
  subject: field.text('主题', { width: 260, ellipsis: true }),
  toAddrs: field.text('收件人', { width: 220, ellipsis: true }),
  ccAddrs: field.text('抄送', { width: 160, ellipsis: true, defaultHidden: true }),
  kind: field.enum('类型', MAIL_KINDS, { width: 90 }),
  accountEmail: field.text('发件邮箱', { width: 200 }),
  status: field.enum('状态', OUTBOX_STATUSES, { width: 90 }),
  error: field.text('失败原因', { width: 200, ellipsis: true }),
  createdByName: field.user('发件人'),
  sentAt: field.datetime('发送时间'),
  updatedAt: field.datetime('修改时间'),
});

export const templateFields = defineFields<TemplateRow>()({
  name: field.text('模板名称', { width: 180 }),
  brandName: field.text('品牌', { width: 110, get: (r) => r.brandName ?? '通用' }),
  language: field.enum('语言', LANGUAGES, { width: 90 }),
  subject: field.text('主题', { width: 220, ellipsis: true }),
  body: field.text('内容', { width: 280, ellipsis: true }),
  enabled: field.enabled(),
  updatedAt: field.datetime('修改时间'),
});
