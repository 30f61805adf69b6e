import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, id, listPaging, prefixText, queryFlag, text } from '../inputs';
import { defineFields, field } from '../../screen/fields';
import { REVIEWERS_BASE } from './common';
import { blackListScreen } from './screens';

/** 黑名单: reviewers who must not be put on a plan order again (docs/domain/reviewers.md). */
const base = `${REVIEWERS_BASE}/reviewerBlackList`;

export const blacklistRow = z.object({
  id: z.number(),
  reviewerId: z.number(),
  reviewerName: z.string(),
  reviewerCountry: z.string(),
  reason: z.string(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  active: z.boolean(),
  removedByName: z.string().nullable(),
  removedAt: z.string().nullable(),
  removeReason: z.string().nullable(),
});
export type BlacklistRow = z.infer<typeof blacklistRow>;

export const blacklistFields = defineFields<BlacklistRow>()({
  reviewerName: field.text('测评人', { width: 140 }),
  reviewerCountry: field.text('国家', { width: 60 }),
  reason: field.text('拉黑原因', { width: 220, ellipsis: true }),
  createdByName: field.text('拉黑人', { width: 90 }),
  createdAt: field.datetime('拉黑时间'),
  active: field.enum('状态', { true: '黑名单中', false: '已移出' }, { width: 90, get: (r) => String(r.active) }),
  removedByName: field.text('移出人', { width: 90 }),
  removedAt: field.datetime('移出时间'),
  removeReason: field.text('移出原因', { width: 180, ellipsis: true }),
});

export const blacklistPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: needs(blackListScreen.menu),
  summary: '黑名单（含已移出的记录）。筛选：测评人姓名（前缀）、是否仍在黑名单',
  query: z.object({ ...listPaging, reviewerName: prefixText, active: queryFlag }),
  response: cappedPage(blacklistRow),
});

export const addToBlacklist = endpoint({
  method: 'POST',
  path: `${base}/add`,
  access: needs(blackListScreen.code('add')),
  summary: '拉黑测评人：{reviewerId, reason}；拉黑后不能再安排到计划单（保存订单、录入地址时拒绝）',
  body: z.object({ reviewerId: id('测评人'), reason: text('拉黑原因', 500) }),
  response: blacklistRow,
});

export const removeFromBlacklist = endpoint({
  method: 'POST',
  path: `${base}/remove`,
  access: needs(blackListScreen.code('remove')),
  summary: '移出黑名单：{id, reason}',
  body: z.object({ id: id('黑名单记录'), reason: text('移出原因', 500) }),
  response: blacklistRow,
});

