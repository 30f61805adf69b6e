import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A CRM user's Lark account (one each way): cards go to it, and a launch from Lark signs in as the user. */
export const larkBindings = pgTable('lark_bindings', {
  userId: integer('user_id').primaryKey(),
  openId: text('open_id').notNull().unique(),
  unionId: text('union_id'),
  larkUserId: text('lark_user_id'),
  larkName: text('lark_name'),
  email: text('email'),
  mobile: text('mobile'),
  /** admin: bound in userManager; self: on first launch, the Lark email matching one active user. */
  via: text('via').notNull(),
  boundBy: integer('bound_by'),
  boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every bind and unbind, kept after the binding itself is gone. */
export const larkBindingLogs = pgTable(
  'lark_binding_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    action: text('action').notNull(),
    via: text('via').notNull(),
    openId: text('open_id').notNull(),
    larkName: text('lark_name'),
    actorId: integer('actor_id'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lark_binding_logs_user_idx').on(t.userId, t.id)],
);

/** Lark event ids already taken (Lark retries; several server processes may receive the same event). */
export const larkEventReceipts = pgTable(
  'lark_event_receipts',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lark_event_receipts_received_idx').on(t.receivedAt)],
);

/**
 * One approval card in one approver's chat. `round` is the workflow event that put the record in the
 * waiting state, so a record submitted again gets new cards; the unique key lets only one process send.
 */
export const larkCards = pgTable(
  'lark_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    round: bigint('round', { mode: 'number' }).notNull(),
    /** The waiting state the card asks about, e.g. pending_audit. */
    stage: text('stage').notNull(),
    userId: integer('user_id').notNull(),
    openId: text('open_id').notNull(),
    messageId: text('message_id'),
    /** sending → open → closed (decided, patched); failed when Lark refused the message. */
    status: text('status').notNull(),
    error: text('error'),
    /** When the current message was sent (a card is replaced before Lark's 14-day edit limit); null: at creation. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The day (Asia/Shanghai, YYYY-MM-DD) the approver was last reminded: one reminder a day across processes. */
    remindedOn: text('reminded_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lark_cards_round_user_idx').on(t.entity, t.entityId, t.round, t.userId),
    index('lark_cards_message_idx').on(t.messageId),
    index('lark_cards_record_idx').on(t.entity, t.entityId, t.status),
  ],
);
