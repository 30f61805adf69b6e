import { z } from 'zod';
import { endpoint, LOGIN, needs } from './contract';
import { pageOf, pageQuery } from './paging';
import { downloadScreen, templateScreen } from './reportScreens';
import type { Code } from '../screen/define';
import { blankAsAbsent } from './inputs';

/**
 * Report centre: Excel export tasks (reportDownloadManager) and Excel imports
 * (templateImportManager). Business screens create tasks through their own `add...ExcelTask`
 * endpoints and import through their own upload endpoints; the files are fetched here.
 * Downloads need the screen the task or import belongs to, checked per file.
 */
export const DOWNLOAD_SCREEN = downloadScreen.menu;
export const TEMPLATE_SCREEN = templateScreen.menu;
/** Holders see (and, with the task's screen, download) everyone's export tasks. */
export const SEE_ALL_EXPORTS = downloadScreen.code('all');
/** Holders see everyone's import records. */
export const SEE_ALL_IMPORTS = templateScreen.code('all');

export const exportStatuses = ['queued', 'running', 'done', 'failed', 'expired'] as const;
export type ExportStatus = (typeof exportStatuses)[number];
export const exportStatusNames: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '生成中',
  done: '已完成',
  failed: '失败',
  expired: '已过期',
};

/** Limits of the report centre (docs/domain/report-center.md). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;
export const ImportMessages = {
  tooLarge: '导入文件不能超过 10MB',
  notXlsx: '请上传 Excel 文件（.xlsx 格式），可先下载导入模板',
  tooManyRows: `一次最多导入 ${IMPORT_MAX_ROWS} 行，请分批导入`,
  noRows: '文件中没有数据行',
  errorColumn: '错误原因',
} as const;

/** Every `add...ExcelTask` endpoint answers this; the task then shows in the report centre. */
export const exportTaskCreated = z.object({ taskId: z.number() });
export const EXPORT_TASK_CREATED = '导出任务已创建';

export const exportTaskRow = z.object({
  id: z.number(),
  kind: z.string(),
  fileName: z.string(),
  screen: z.string(),
  status: z.enum(exportStatuses),
  rowsWritten: z.number(),
  rowsExpected: z.number().nullable(),
  sizeBytes: z.number().nullable(),
  message: z.string().nullable(),
  userId: z.number(),
  username: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** When a done file is deleted by the cleanup job. */
  expiresAt: z.string().nullable(),
});
export type ExportTaskRow = z.infer<typeof exportTaskRow>;

const everyone = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const exportTaskPage = endpoint({
  method: 'GET',
  path: '/api/report/exportTask/page',
  access: needs(DOWNLOAD_SCREEN),
  summary: '我的导出任务，最新在前；all=true 看全部人的（需 reportDownloadManager:btn_all）',
  query: pageQuery.extend({ status: blankAsAbsent(z.enum(exportStatuses)), all: everyone }),
  response: pageOf(exportTaskRow),
});

export const downloadExportTask = endpoint({
  method: 'GET',
  path: '/api/report/exportTask/:id/download',
  access: LOGIN,
  summary: '下载已完成的导出文件：本人（或持 btn_all）且仍有该任务所属页面的权限',
  transport: 'blob',
});

export const importColumn = z.object({ header: z.string(), required: z.boolean(), example: z.string().nullable() });

export const importTemplateRow = z.object({
  kind: z.string(),
  title: z.string(),
  templateFileName: z.string(),
  screen: z.string(),
  columns: z.array(importColumn),
});
export type ImportTemplateRow = z.infer<typeof importTemplateRow>;

export const importTemplateList = endpoint({
  method: 'GET',
  path: '/api/report/importTemplate/list',
  access: needs(TEMPLATE_SCREEN),
  summary: '可用的导入模板（只列出本人有其页面权限的）',
  response: z.array(importTemplateRow),
});

export const downloadImportTemplate = endpoint({
  method: 'GET',
  path: '/api/report/importTemplate/download',
  access: LOGIN,
  summary: '下载导入模板（表头和示例行）；kind 为模板类型，需该模板所属页面的权限',
  query: z.object({ kind: z.string({ error: '请指定模板' }).trim().min(1, '请指定模板') }),
  transport: 'blob',
});

export const importStatuses = ['ok', 'failed'] as const;
export const importStatusNames: Record<(typeof importStatuses)[number], string> = { ok: '成功', failed: '失败' };

export const importRecordRow = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  screen: z.string(),
  fileName: z.string(),
  rowCount: z.number(),
  status: z.enum(importStatuses),
  message: z.string().nullable(),
  hasErrorFile: z.boolean(),
  userId: z.number(),
  username: z.string(),
  createdAt: z.string(),
});
export type ImportRecordRow = z.infer<typeof importRecordRow>;

export const importRecordPage = endpoint({
  method: 'GET',
  path: '/api/report/importRecord/page',
  access: needs(TEMPLATE_SCREEN),
  summary: '我的导入记录，最新在前；all=true 看全部人的（需 templateImportManager:btn_all）',
  query: pageQuery.extend({ kind: blankAsAbsent(z.string()), status: blankAsAbsent(z.enum(importStatuses)), all: everyone }),
  response: pageOf(importRecordRow),
});

export const downloadImportErrors = endpoint({
  method: 'GET',
  path: '/api/report/importRecord/:id/errorFile',
  access: LOGIN,
  summary: '下载导入失败时的错误文件（原数据加“错误原因”列）；本人（或持 btn_all）且有该导入所属页面的权限',
  transport: 'blob',
});

/** What every import endpoint answers: data on success, and as the refusal's data on failure. */
export const importResult = z.object({
  recordId: z.number(),
  status: z.enum(importStatuses),
  /** Data rows read from the file. */
  rowCount: z.number(),
  /** Rows refused (0 when stored). */
  errorCount: z.number(),
  message: z.string(),
});
export type ImportResult = z.infer<typeof importResult>;

/** An import endpoint of a business module: one xlsx `file`, all-or-nothing. */
export const importEndpoint = (e: { path: string; code: Code; summary: string }) =>
  endpoint({
    method: 'POST',
    path: e.path,
    access: needs(e.code),
    summary: `${e.summary}。整批导入：任一行有误则全部不保存，并返回带“错误原因”列的错误文件（见导入记录）`,
    transport: 'multipart',
    upload: { maxBytes: IMPORT_MAX_BYTES, tooLarge: ImportMessages.tooLarge },
    response: importResult,
  });
