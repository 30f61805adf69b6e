import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An uploaded file. Unattached (entity null) it belongs to its uploader; attached, to the record
 * `entity`/`entityId` (e.g. 'b2b_payment', 42), readable by whoever may see that record.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    /** Key in the file store; chosen by the server, never from the upload's name. */
    storageKey: text('storage_key').notNull().unique(),
    /** The name as uploaded, sanitised (shown and used for downloads). */
    name: text('name').notNull(),
    /** Detected from the bytes, not taken from the browser. */
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity'),
    entityId: integer('entity_id'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    /** Detached: hidden at once, the stored object removed later by purgeAttachments. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('attachments_entity_idx').on(t.entity, t.entityId),
    // The purge looks for detached rows and stale unattached uploads.
    index('attachments_loose_idx').on(t.createdAt).where(sql`${t.entity} is null or ${t.deletedAt} is not null`),
  ],
);

/** A user's saved column settings of one table (`key`), spec §7 baseFieldsConfig. */
export const fieldConfigs = pgTable(
  'field_configs',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    fields: jsonb('fields').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
