import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Column shapes every module's tables share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An amount in its document's currency. */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
/** An exchange rate to CNY. */
export const rate = (name: string) => numeric(name, { precision: 18, scale: 6 });

/** Columns every record moved by the workflow engine has (server/workflow). */
export const workflowRecord = () => ({
  status: text('status').notNull(),
  /** Raised by every change; a stale version means someone else acted first. */
  version: integer('version').notNull().default(1),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});
