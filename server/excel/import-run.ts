import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Response } from 'express';
import { Messages, ResCode } from '@shared/api/envelope';
import { IMPORT_MAX_ROWS, ImportMessages, type ImportResult } from '@shared/api/report';
import type { AppDeps } from '../deps';
import type { Db } from '../db/connection';
import { importRecords } from '../db/schema';
import type { Caller } from '../http/auth/caller';
import { AppError } from '../http/errors';
import { logger } from '../telemetry/logger';
import { storedPath } from './files';
import { RejectedRows, type ImportKind } from './import-kinds';
import { readFirstSheet, TooManyRows, type ReadSheet, type SheetLine } from './xlsx-reader';
import { writeXlsx } from './xlsx-writer';

export interface ImportRequest {
  deps: AppDeps;
  caller: Caller;
  file?: Express.Multer.File;
  res?: Response;
}


const headerName = (h: string) => h.replace(/[*＊]\s*$/, '').trim();

/** Column position of each of the kind's keys; the message when a required header is missing. */
function locateColumns(kind: ImportKind, headers: string[]): Map<string, number> | string {
  const positions = new Map<string, number>();
  headers.forEach((h, i) => {
    const column = kind.columns.find((c) => c.header === headerName(h));
    if (column && !positions.has(column.key)) positions.set(column.key, i);
  });
  const missing = kind.columns.filter((c) => c.required && !positions.has(c.key)).map((c) => c.header);
  return missing.length ? `表头不正确，缺少列：${missing.join('、')}。请下载最新的导入模板` : positions;
}

const issueText = (issues: Array<{ message: string }>) => [...new Set(issues.map((i) => i.message))].join('；');

/** The upload's rows with an extra 错误原因 column, kept under `<dataDir>/imports`. */
async function writeErrorFile(deps: AppDeps, sheet: ReadSheet, reasons: Map<number, string>): Promise<string> {
  const name = `${randomUUID()}.xlsx`;
  const width = Math.max(sheet.headers.length, ...sheet.lines.map((l) => l.cells.length));
  const columns = [
    ...Array.from({ length: width }, (_, i) => ({ header: sheet.headers[i] ?? '', key: `c${i}`, width: 18 })),
    { header: ImportMessages.errorColumn, key: 'reason', width: 48 },
  ];
  const rows = sheet.lines.map((l, index) => ({
    ...Object.fromEntries(l.cells.map((c, i) => [`c${i}`, c ?? null])),
    reason: reasons.get(index) ?? null,
  }));
  await writeXlsx(storedPath(deps.config, 'imports', name), columns, rows);
  return name;
}

/**
 * What an import endpoint does: checks the upload is an xlsx, reads every row, validates every
 * row, then stores all of them in one transaction, or none. Each try is recorded. On failure the
 * answer is a refusal whose data is the ImportResult (with the record id, for the error file).
 */
export async function runImport<T>({ deps, caller, file, res }: ImportRequest, kind: ImportKind<T>): Promise<ImportResult> {
  if (!file || file.size === 0) throw new AppError(ResCode.EMPTY_FILE, Messages.fileEmpty);
  const fileName = file.originalname; // decoded as UTF-8 by readUpload (server/http/api.ts)
  const base = { kind: kind.kind, title: kind.title, screen: kind.screen, fileName, userId: caller.userId, username: caller.username };
  const record = async (db: Db, status: 'ok' | 'failed', message: string, rowCount: number, errorCount = 0, errorFile?: string) => {
    const [row] = await db
      .insert(importRecords)
      .values({ ...base, status, message, rowCount, errorFile: errorFile ?? null })
      .returning({ id: importRecords.id });
    return { recordId: row!.id, status, rowCount, errorCount, message };
  };
  const refuse = async (message: string, rowCount = 0, errorCount = 0, errorFile?: string): Promise<never> => {
    throw new AppError(ResCode.BAD_REQUEST, message, await record(deps.db, 'failed', message, rowCount, errorCount, errorFile));
  };

  if ((await fileTypeFromBuffer(file.buffer))?.ext !== 'xlsx') return refuse(ImportMessages.notXlsx);
  let sheet: ReadSheet;
  try {
    sheet = await readFirstSheet(file.buffer, IMPORT_MAX_ROWS);
  } catch (error) {
    if (!(error instanceof TooManyRows)) logger.warn({ err: error, kind: kind.kind, fileName }, 'import: the workbook could not be read');
    return refuse(error instanceof TooManyRows ? ImportMessages.tooManyRows : ImportMessages.notXlsx);
  }
  const positions = locateColumns(kind, sheet.headers);
  if (typeof positions === 'string') return refuse(positions);
  if (sheet.lines.length === 0) return refuse(ImportMessages.noRows);

  const reasons = new Map<number, string>();
  const rows: T[] = [];
  const valuesOf = (l: SheetLine) => Object.fromEntries([...positions].map(([key, i]) => [key, l.cells[i]]));
  sheet.lines.forEach((l, index) => {
    const parsed = kind.row.safeParse(valuesOf(l));
    if (parsed.success) rows.push(parsed.data);
    else reasons.set(index, issueText(parsed.error.issues));
  });
  const badRows = async (why: Map<number, string>) => {
    const errorFile = await writeErrorFile(deps, sheet, why);
    return refuse(`导入失败：${why.size} 行数据有误，未保存任何数据。请下载错误文件查看“错误原因”，修改后重新导入`, sheet.lines.length, why.size, errorFile);
  };
  if (reasons.size) return badRows(reasons);

  try {
    const result = await deps.db.transaction(async (tx) => {
      await kind.commit(tx, rows, caller);
      return record(tx, 'ok', `导入成功，共 ${rows.length} 行`, rows.length);
    });
    if (res) Object.assign(res.locals, { resDes: result.message });
    return result;
  } catch (error) {
    if (error instanceof RejectedRows) return badRows(error.reasons);
    throw error;
  }
}
