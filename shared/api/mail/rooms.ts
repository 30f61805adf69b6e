import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { mailRoomMachine } from '../../workflow/mail';
import { blankAsNull, cappedPage, idFilter, listPaging, MAIL_API, positiveId } from './common';
import { mailDetailScreen, mailPoolScreen, myMailsScreen } from './screens';

/** Conversations (会话): my mails, the shared pool, one conversation with its mails, hand-over, close / reopen, labels. */
const R = `${MAIL_API}/mailCenterRoom`;
export const NO_ROOM = '会话不存在';
export const ALREADY_TAKEN = '该会话已被他人领取，请刷新后重试';

/** A label as a conversation shows it. */
const roomLabel = z.object({ id: z.number(), name: z.string(), color: z.string() });

export const roomRow = z.object({
  id: z.number(),
  version: z.number(),
  accountId: z.number(),
  accountEmail: z.string(),
  brandName: z.string().nullable(),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  subject: z.string(),
  language: z.string().nullable(),
  assigneeId: z.number().nullable(),
  assigneeName: z.string().nullable(),
  status: z.string(),
  unread: z.number(),
  messageCount: z.number(),
  lastMessageAt: z.string(),
  labels: z.array(roomLabel),
});
export type RoomRow = z.infer<typeof roomRow>;

const roomFilters = {
  ...listPaging,
  accountId: idFilter('邮箱账号'),
  labelId: idFilter('标签'),
  keyword: z.string().trim().max(100, '关键词最多100字').optional(),
  status: blankAsNull(z.enum(['open', 'closed'], { error: '状态不正确' })),
};

export const myRoomList = endpoint({
  method: 'GET',
  path: `${R}/myList`,
  access: needs(myMailsScreen.menu),
  summary: '我的会话（分配给我的），最近来信在前。筛选：账号、标签、关键词（客户邮箱/主题）、状态（open/closed）；带各状态数量',
  query: z.object(roomFilters),
  response: cappedPage(roomRow).extend({ counts: z.record(z.string(), z.number()) }),
});

export const poolList = endpoint({
  method: 'GET',
  path: `${R}/poolList`,
  access: needs(mailPoolScreen.menu),
  summary: '邮件池：未分配的会话；持有 mailPool:btn_viewAll 者 scope=all 可看全部会话（含已分配）',
  query: z.object({ ...roomFilters, scope: blankAsNull(z.enum(['pool', 'all'])) }),
  response: cappedPage(roomRow),
});

export const messageRow = z.object({
  id: z.number(),
  direction: z.enum(['in', 'out']),
  fromAddr: z.string(),
  fromName: z.string().nullable(),
  toAddrs: z.string(),
  ccAddrs: z.string(),
  subject: z.string(),
  sentAt: z.string(),
  bodyText: z.string(),
  /** Sanitised; remote images as data-src until the reader asks for them. */
  bodyHtml: z.string().nullable(),
  attachments: z.array(z.object({ name: z.string(), contentType: z.string(), size: z.number() })),
});
export type MessageRow = z.infer<typeof messageRow>;

export const roomDetail = endpoint({
  method: 'GET',
  path: `${R}/:id/detail`,
  access: needs(myMailsScreen.menu, mailPoolScreen.menu, mailDetailScreen.menu),
  summary: '一个会话：客户、状态、标签、全部往来邮件（HTML 已净化）与处理记录；打开即标为已读（仅负责人）',
  response: z.object({
    room: roomRow,
    messages: z.array(messageRow),
    log: z.array(z.object({ id: z.number(), action: z.string(), actorName: z.string(), comment: z.string().nullable(), createdAt: z.string() })),
  }),
});

export const changeCustomerUser = endpoint({
  method: 'GET',
  path: `${R}/changeCustomerUser`,
  access: needs(myMailsScreen.code('transfer'), mailPoolScreen.code('claim')),
  summary: '转交会话给 customerUserId（空 = 放回邮件池）；领取 = 从邮件池转给自己（btn_claim）；他人的会话需 mailPool:btn_viewAll',
  query: z.object({ id: positiveId('会话'), customerUserId: idFilter('接手人'), version: z.coerce.number().int().optional() }),
  response: roomRow,
});

export const changeStatus = transitionEndpoint(mailRoomMachine, {
  method: 'GET',
  path: `${R}/changeStatus`,
  summary: '关闭（status=closed）或重新打开（status=open）会话；负责人或持有查看全部者',
  query: z.object({
    id: positiveId('会话'),
    version: z.coerce.number().int().optional(),
    status: z.enum(['open', 'closed'], { error: '状态不正确' }),
    comment: z.string().trim().max(500, '备注最多500字').optional(),
  }),
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
  actions: { close: { status: 'closed' }, reopen: { status: 'open' } },
});

export const setRoomLabels = endpoint({
  method: 'POST',
  path: `${R}/setLabels`,
  access: needs(myMailsScreen.code('label')),
  summary: '设置会话的标签（整组替换）',
  body: z.object({ id: positiveId('会话'), labelIds: z.array(positiveId('标签'), { error: '标签不正确' }).max(20, '一个会话最多20个标签') }),
  response: z.array(roomLabel),
});

export const roomTabNum = endpoint({
  method: 'GET',
  path: `${R}/tabNum`,
  access: needs(myMailsScreen.menu, mailPoolScreen.menu),
  summary: '各状态的会话数：scope=mine 我的、pool 邮件池、all 全部（需 mailPool:btn_viewAll，否则同 pool）',
  query: z.object({ scope: z.enum(['mine', 'pool', 'all'], { error: '范围不正确' }).default('mine') }),
  response: z.record(z.string(), z.number()),
});

export const NO_ATTACHMENT = '附件不存在';
export const mailAttachment = endpoint({
  method: 'GET',
  path: `${R}/attachment`,
  access: needs(myMailsScreen.menu, mailPoolScreen.menu, mailDetailScreen.menu),
  summary: '下载一封邮件的第 index 个附件（总是作为下载，从不内联显示）；会话须是可打开的',
  transport: 'blob',
  query: z.object({ messageId: positiveId('邮件'), index: z.coerce.number({ error: '附件不正确' }).int('附件不正确').min(0, '附件不正确').max(500, '附件不正确') }),
});
