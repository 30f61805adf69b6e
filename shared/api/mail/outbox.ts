import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, idFilter, listPaging, MAIL_API, positiveId, recipients } from './common';
import { draftsScreen, mailPoolScreen, myMailsScreen, sendListScreen, writeMailScreen } from './screens';

/** Writing (写邮件): send, drafts, sent list. */
const O = `${MAIL_API}/mailCenterOutbox`;
export const NO_DRAFT = '草稿不存在';
export const ACCOUNT_DISABLED = '邮箱已停用，不能发信';

export const MAIL_KINDS = { new: '新邮件', reply: '回复', replyAll: '回复全部', forward: '转发' } as const;
export type MailKind = keyof typeof MAIL_KINDS;

export const outboxBody = z
  .object({
    /** A draft being sent or saved again. */
    id: idFilter('草稿'),
    accountId: positiveId('发件邮箱'),
    roomId: idFilter('会话'),
    kind: z.enum(Object.keys(MAIL_KINDS) as [MailKind, ...MailKind[]], { error: '邮件类型不正确' }).default('new'),
    to: recipients('收件人', false),
    cc: recipients('抄送', false),
    subject: z.string({ error: '请填写主题' }).trim().max(500, '主题最多500字').default(''),
    body: z.string({ error: '请填写正文' }).max(200_000, '正文最多200000字').default(''),
    /** The body written in rich text (HTML); sanitised as received mail is. The text part is `body`. */
    html: z.string({ error: '正文格式不正确' }).max(500_000, '正文最多500000字').optional(),
    templateId: idFilter('模板'),
    /** Files uploaded by the writer (/api/tool/fastDfsClient/upload) to go with the mail. */
    fileIds: z.array(positiveId('附件'), { error: '附件不正确' }).max(10, '附件最多10个').default([]),
    /** On a forward: the mail of the conversation whose attachments go along. */
    forwardMessageId: idFilter('原邮件'),
  })
  .refine((b) => b.kind === 'new' || b.kind === 'forward' || b.roomId, { message: '回复需要选择会话', path: ['roomId'] });
export type OutboxBody = z.output<typeof outboxBody>;

export const outboxRow = z.object({
  id: z.number(),
  accountId: z.number(),
  accountEmail: z.string(),
  roomId: z.number().nullable(),
  kind: z.string(),
  toAddrs: z.string(),
  ccAddrs: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Files sent with it (uploads and, on a forward, the original's). */
  attachments: z.array(z.object({ name: z.string(), contentType: z.string(), size: z.number() })),
  status: z.enum(['draft', 'sent', 'failed']),
  error: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRow>;

const WRITERS = needs(writeMailScreen.menu, myMailsScreen.menu);

export const sendMail = endpoint({
  method: 'POST',
  path: `${O}/send`,
  access: WRITERS,
  summary: '发送邮件（新邮件/回复/回复全部/转发）：经账号的 SMTP 发出，副本存入账号的已发送文件夹，进入会话与已发送列表；带 id 时发送该草稿。fileIds 为上传的附件；转发时 forwardMessageId 的附件一并发出；html 为富文本正文（与收信同样净化）',
  body: outboxBody.refine((b) => b.to.length > 0, { message: '请填写收件人', path: ['to'] }).refine((b) => b.subject !== '', { message: '请填写主题', path: ['subject'] }),
  response: outboxRow,
});

export const saveDraft = endpoint({
  method: 'POST',
  path: `${O}/saveDraft`,
  access: WRITERS,
  summary: '保存草稿（带 id 时覆盖自己的草稿）',
  body: outboxBody,
  response: outboxRow,
});

const outboxFilters = { ...listPaging, accountId: idFilter('邮箱账号'), keyword: z.string().trim().max(100).optional() };

export const sentList = endpoint({
  method: 'GET',
  path: `${O}/sentList`,
  access: needs(sendListScreen.menu),
  summary: '已发送（含发送失败）：自己的；持有 mailPool:btn_viewAll 者看全部。筛选：账号、关键词（收件人/主题）',
  query: z.object(outboxFilters),
  response: cappedPage(outboxRow),
});

export const draftList = endpoint({
  method: 'GET',
  path: `${O}/draftList`,
  access: needs(draftsScreen.menu, writeMailScreen.menu),
  summary: '我的草稿，最近修改在前',
  query: z.object(outboxFilters),
  response: cappedPage(outboxRow),
});

export const delDraft = endpoint({
  method: 'GET',
  path: `${O}/delDraft`,
  access: needs(draftsScreen.code('del')),
  summary: '删除自己的一封草稿（GET，按规格）',
  query: z.object({ id: positiveId('草稿') }),
  response: z.object({ id: z.number() }),
});

export const viewAllMail = mailPoolScreen.code('viewAll');
