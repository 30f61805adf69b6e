import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A machine client (an ERP or BI tool) calling the API with OAuth2 client credentials. Its codes are
 * a subset of its creator's, checked again on every token (docs/domain/operations.md).
 */
export const serviceClients = pgTable(
  'service_clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Public identifier sent with the secret, e.g. `svc_3f9a…`. */
    clientId: text('client_id').notNull().unique(),
    /** argon2id of the secret; the secret itself is shown once and never stored. */
    secretHash: text('secret_hash').notNull(),
    /** Menu and element codes it may use. */
    codes: text('codes').array().notNull().default(sql`'{}'::text[]`),
    /** Addresses or CIDR blocks it may call from; empty: any. */
    allowedCidrs: text('allowed_cidrs').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('service_clients_name_idx').on(t.name).where(sql`${t.revokedAt} is null`)],
);

/** A running server process, beating while it lives (the service registry). */
export const serverInstances = pgTable(
  'server_instances',
  {
    id: text('id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    role: text('role').notNull(),
    /** Where it listens, when known (`host:port`). */
    address: text('address'),
    /** Its own beat interval: a process is judged down by the beats it promised, whatever the reader's setting. */
    heartbeatMs: integer('heartbeat_ms').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('server_instances_beat_idx').on(t.lastBeatAt)],
);
