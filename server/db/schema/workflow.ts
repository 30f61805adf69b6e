import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The business log of every workflow record: who moved it from which state to which, and why. */
export const workflowLogs = pgTable(
  'workflow_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_logs_entity_idx').on(t.entity, t.entityId, t.id)],
);

/**
 * Records per entity, owner (creator) and status, changed in the same transaction as the records
 * themselves: tab counts and unfiltered totals read this small table instead of counting millions.
 */
export const workflowStatusCounts = pgTable(
  'workflow_status_counts',
  {
    entity: text('entity').notNull(),
    ownerId: integer('owner_id').notNull(),
    status: text('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entity, t.ownerId, t.status] })],
);

/**
 * Outbox of transitions for other parts of the system (the Lark approval relay): written in the
 * transaction of the transition, read by consumers that keep their own cursor in (txId, id) order.
 * Ids are taken before commit, so a later id may become visible first; transaction ids below the
 * oldest running transaction (pg_snapshot_xmin) are final, so reading only those never skips one.
 */
export const workflowEvents = pgTable(
  'workflow_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The writing transaction (pg_current_xact_id()). */
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').notNull(),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_events_tx_idx').on(t.txId, t.id)],
);
