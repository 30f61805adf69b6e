import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { exportTasks, importRecords } from '../../db/schema';

export const exportTaskRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
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
    .where(where)
    .orderBy(desc(exportTasks.id))
    .$dynamic();

export const importRecordRows = (db: Db, where: SQL | undefined) =>
  db
    .select({
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
    .where(where)
    .orderBy(desc(importRecords.id))
    .$dynamic();

export const exportTaskWhere = (owner: number | undefined, status: string | undefined) =>
  and(owner === undefined ? undefined : eq(exportTasks.userId, owner), status ? eq(exportTasks.status, status) : undefined);

export const importRecordWhere = (owner: number | undefined, kind: string | undefined, status: string | undefined) =>
  and(
    owner === undefined ? undefined : eq(importRecords.userId, owner),
    kind ? eq(importRecords.kind, kind) : undefined,
    status ? eq(importRecords.status, status) : undefined,
  );
