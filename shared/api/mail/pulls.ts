import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsNull, cappedPage, idFilter, listPaging, MAIL_API, positiveId } from './common';
import { accountManagerScreen, pullExceptionScreen, pullRecordScreen } from './screens';

/** Pulls (拉取记录) and their failures (拉取异常). */
export const PULL_RUNNING = '该邮箱正在拉取中，请稍后再试';

export const pullStatuses = { running: '拉取中', ok: '成功', failed: '失败' } as const;
export const pullTriggers = { schedule: '定时', manual: '手动' } as const;

export const pullLogRow = z.object({
  id: z.number(),
  accountId: z.number(),
  accountEmail: z.string(),
  trigger: z.string(),
  status: z.enum(['running', 'ok', 'failed']),
  /** Mails to fetch in this pull, once the server has said. */
  total: z.number().nullable(),
  fetched: z.number(),
  created: z.number(),
  duplicates: z.number(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PullLogRow = z.infer<typeof pullLogRow>;

export const handlePull = endpoint({
  method: 'POST',
  path: `${MAIL_API}/mailCenterPullLog/handlePull`,
  access: needs(accountManagerScreen.code('pull')),
  summary: '立即拉取一个邮箱：后台任务拉取，立即返回这次的拉取记录（拉取中）；进度（total 封中已拉 fetched 封）与结果从 pullLogList?id= 读取。正在拉取时拒绝',
  body: z.object({ accountId: positiveId('邮箱账号') }),
  response: pullLogRow,
});

export const pullLogList = endpoint({
  method: 'GET',
  path: `${MAIL_API}/mailCenterPullLog/pullLogList`,
  access: needs(pullRecordScreen.menu, pullExceptionScreen.menu, accountManagerScreen.menu),
  summary: '拉取记录，新的在前。筛选：记录 id（立即拉取后读进度）、账号、状态',
  query: z.object({ ...listPaging, id: idFilter('拉取记录'), accountId: idFilter('邮箱账号'), status: blankAsNull(z.enum(['running', 'ok', 'failed'])) }),
  response: cappedPage(pullLogRow),
});

export const pullErrorRow = z.object({
  id: z.number(),
  accountId: z.number(),
  accountEmail: z.string(),
  pullLogId: z.number(),
  reason: z.string(),
  detail: z.string().nullable(),
  retries: z.number(),
  occurredAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type PullErrorRow = z.infer<typeof pullErrorRow>;

export const errorMailList = endpoint({
  method: 'GET',
  path: `${MAIL_API}/mailCenterPullError/errorMailList`,
  access: needs(pullExceptionScreen.menu),
  summary: '拉取异常：每次失败的原因；同一账号之后拉取成功即标为已恢复。筛选：账号、resolved=false 只看未恢复',
  query: z.object({ ...listPaging, accountId: idFilter('邮箱账号'), resolved: blankAsNull(z.enum(['true', 'false'])) }),
  response: cappedPage(pullErrorRow),
});

/** 拉取配置: the scheduled pull interval, a named setting (baseVariable) the puller reads on every tick. */
export const PULL_INTERVAL_VARIABLE = 'mail.pullIntervalSeconds';
export const DEFAULT_PULL_SECONDS = 300;
export const PULL_INTERVAL_LIMITS = { min: 60, max: 86_400 } as const;

/** 拉取配置: how many days back the first pull of a new mailbox reaches. */
export const FIRST_PULL_DAYS_VARIABLE = 'mail.firstPullDays';
export const DEFAULT_FIRST_PULL_DAYS = 30;
export const FIRST_PULL_DAYS_MAX = 3650;
