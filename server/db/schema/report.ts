import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Report centre (reportDownloadManager): one row per Excel export asked for. The file is written
 * by a background job under `<dataDir>/exports/`; states queued -> running -> done | failed.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: serial('id').primaryKey(),
    /** The registered export kind, e.g. `gateLog`. */
    kind: text('kind').notNull(),
    /** The download's name, e.g. `操作日志_20240501_103000.xlsx`. */
    fileName: text('file_name').notNull(),
    /** Menu path whose holders may download the file. */
    screen: text('screen').notNull(),
    params: jsonb('params').notNull(),
    /** queued | running | done | failed | expired */
    status: text('status').notNull().default('queued'),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsExpected: integer('rows_expected'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Relative to `<dataDir>/exports`. */
    filePath: text('file_path'),
    message: text('message'),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('export_tasks_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('export_tasks_status_idx').on(t.status, t.id),
    index('export_tasks_created_idx').on(t.createdAt),
  ],
);

/** templateImportManager: one row per Excel import tried, successful or not. */
export const importRecords = pgTable(
  'import_records',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    screen: text('screen').notNull(),
    /** The uploaded file's name. */
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    /** ok | failed */
    status: text('status').notNull(),
    message: text('message'),
    /** Bad rows: a copy of the upload with 错误原因, relative to `<dataDir>/imports`. */
    errorFile: text('error_file'),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('import_records_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('import_records_kind_idx').on(t.kind, t.id.desc().nullsFirst()),
    index('import_records_created_idx').on(t.createdAt),
  ],
);
