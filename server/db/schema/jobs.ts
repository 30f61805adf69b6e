import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The lease of a running background job (server/jobs/leases.ts): taken with the job, renewed by the
 * process running it, dropped with its outcome. A lease nobody renews belongs to a process that died.
 */
export const jobLeases = pgTable(
  'job_leases',
  {
    /** The pg-boss job id. */
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    data: jsonb('data').notNull(),
    renewedAt: timestamp('renewed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken over by a reaper: the run it belonged to is over, whatever its process still does. */
    abandoned: boolean('abandoned').notNull().default(false),
  },
  (t) => [index('job_leases_renewed_idx').on(t.renewedAt)],
);
