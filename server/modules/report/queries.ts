import { desc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { conditionsOf, eqTo } from '../../db/conditions';
import { exportTasks, importRecords } from '../../db/schema';

/** The values of the report centre's list conditions (see preparedList.ts); undefined ones are absent. */
export type ExportTaskValues = { owner: number | undefined; status: string | undefined };
export type ImportRecordValues = ExportTaskValues & { kind: string | undefined };

export const exportTaskConditions = conditionsOf<ExportTaskValues>({ owner: eqTo(exportTasks.userId), status: eqTo(exportTasks.status) });
export const importRecordConditions = conditionsOf<ImportRecordValues>({ owner: eqTo(importRecords.userId), kind: eqTo(importRecords.kind), status: eqTo(importRecords.status) });

/** Export tasks (and `extra`, the total), newest first once ordered. */
export const exportTaskRows = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      id: exportTasks.id,
      kind: exportTasks.kind,
      fileName: exportTasks.fileName,
      screen: exportTasks.screen,
      status: exportTasks.status,
      rowsWritten: exportTasks.rowsWritten,
      rowsExpected: exportTasks.rowsExpected,
      sizeBytes: exportTasks.sizeBytes,
      message: exportTasks.message,
      userId: exportTasks.userId,
      username: exportTasks.username,
      createdAt: exportTasks.createdAt,
      startedAt: exportTasks.startedAt,
      finishedAt: exportTasks.finishedAt,
    })
    .from(exportTasks)
    .$dynamic();

export const importRecordRows = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      id: importRecords.id,
      kind: importRecords.kind,
      title: importRecords.title,
      screen: importRecords.screen,
      fileName: importRecords.fileName,
      rowCount: importRecords.rowCount,
      status: importRecords.status,
      message: importRecords.message,
      errorFile: importRecords.errorFile,
      userId: importRecords.userId,
      username: importRecords.username,
      createdAt: importRecords.createdAt,
    })
    .from(importRecords)
    .$dynamic();

export const newestExportsFirst = [desc(exportTasks.id)];
export const newestImportsFirst = [desc(importRecords.id)];
