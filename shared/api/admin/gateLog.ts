import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { optionalText } from '../paging';
import { exportTaskCreated } from '../report';
import { gateLogScreen } from './screens';
import { blankAsAbsent, cappedPage } from '../inputs';

/** gateLogManager: every state-changing call (who, from where, what, under which code, result). */
export const GATE_LOG_SCREEN = gateLogScreen.menu;

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: '时间格式应为 yyyy-MM-dd 或 ISO 时间',
});

export const gateLogRow = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  username: z.string().nullable(),
  host: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  /** The screen (menu path) the endpoint called belongs to; null for login-only and public calls. */
  menu: z.string().nullable(),
  resCode: z.number(),
  durationMs: z.number(),
  body: z.string().nullable(),
  /** The request's id (X-Request-Id), as in the server's log and the error answer. */
  requestId: z.string().nullable(),
  createdAt: z.string(),
});
export type GateLogRow = z.infer<typeof gateLogRow>;

export const gateLogFilter = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
  beforeId: blankAsAbsent(z.coerce.number().int().positive()),
  username: optionalText,
  path: optionalText,
  method: blankAsAbsent(
    z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['GET', 'POST', 'PUT', 'DELETE'], { error: '请求方法只能是 GET、POST、PUT 或 DELETE' })),
  ),
  menu: optionalText,
  resCode: blankAsAbsent(z.coerce.number({ error: '结果码必须是整数' }).int('结果码必须是整数')),
  from: blankAsAbsent(isoDateOrTime),
  to: blankAsAbsent(isoDateOrTime),
});
export type GateLogFilter = z.output<typeof gateLogFilter>;

export const gateLogPage = endpoint({
  method: 'GET',
  path: '/api/admin/gateLog/page',
  access: needs(GATE_LOG_SCREEN),
  summary:
    '操作日志，最新在前。筛选：账号（前缀，含完全匹配）、路径（前缀）、方法、所属菜单（页面路径，完全匹配）、结果码、起止时间（yyyy-MM-dd 按服务器本地日期，起止日均含；或带时区的 ISO 时间）。' +
    'total 只精确计数到 10000：超过时 total=10000 且 totalCapped=true（界面显示“10,000+”）。' +
    '翻页可用 page，也可用 beforeId=上一页最后一行的 id（键集翻页，深翻页同样快，此时忽略 page）',
  query: gateLogFilter,
  response: cappedPage(gateLogRow),
});

/** The page's filters without paging: what an export of the gate log takes. */
export const gateLogExportFilter = gateLogFilter.omit({ page: true, limit: true, beforeId: true });
export type GateLogExportFilter = z.output<typeof gateLogExportFilter>;

export const addGateLogExcelTask = endpoint({
  method: 'GET',
  path: '/api/admin/gateLog/addGateLogExcelTask',
  access: needs(GATE_LOG_SCREEN),
  summary: '按当前筛选条件创建“操作日志”导出任务（后台生成 xlsx，在报表中心-报表下载中查看和下载）',
  query: gateLogExportFilter,
  response: exportTaskCreated,
});
