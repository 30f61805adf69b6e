import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What each server process measured over its last interval (requests per route, p95, errors, pool,
 * job queues, memory), written by the process itself so 服务监控 sees every instance; kept one hour.
 */
export const metricSnapshots = pgTable(
  'metric_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** host:pid of the process that wrote it. */
    instance: text('instance').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').notNull(),
  },
  (t) => [index('metric_snapshots_taken_idx').on(t.takenAt)],
);
