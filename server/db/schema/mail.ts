import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** The mail centre: accounts, conversations, messages, outbox, rules, labels, pulls (docs/domain/mail.md). */
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One brand mailbox the server pulls over IMAP and sends from over SMTP. */
export const mailAccounts = pgTable(
  'mail_accounts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    senderName: text('sender_name').notNull(),
    brandId: integer('brand_id'),
    imapHost: text('imap_host').notNull(),
    imapPort: integer('imap_port').notNull(),
    imapSecure: boolean('imap_secure').notNull(),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    smtpSecure: boolean('smtp_secure').notNull(),
    username: text('username').notNull(),
    /** AES-256-GCM: iv.tag.ciphertext, base64 (server/modules/mail/secret.ts). Never answered. */
    passwordEnc: text('password_enc').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** unknown | ok | failed */
    connectStatus: text('connect_status').notNull().default('unknown'),
    connectMessage: text('connect_message'),
    connectCheckedAt: at('connect_checked_at'),
    uidValidity: bigint('uid_validity', { mode: 'number' }),
    lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
    lastPulledAt: at('last_pulled_at'),
    /** Set while a pull runs (a lease: only one process pulls an account at a time). */
    pullingSince: at('pulling_since'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('mail_accounts_email_key').on(sql`lower(${t.email})`)],
);

/** A conversation with one customer on one account; assignee null = in the shared pool. */
export const mailRooms = pgTable(
  'mail_rooms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name'),
    subject: text('subject').notNull().default(''),
    language: text('language'),
    assigneeId: integer('assignee_id'),
    /** open | closed (machine mail_room). */
    status: text('status').notNull().default('open'),
    version: integer('version').notNull().default(1),
    /** The workflow engine's columns: rooms are made by the pull, not by a person (0). */
    createdBy: integer('created_by').notNull().default(0),
    submittedAt: at('submitted_at'),
    unread: integer('unread').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mail_rooms_customer_key').on(t.accountId, sql`lower(${t.customerEmail})`),
    index('mail_rooms_assignee_idx').on(t.assigneeId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('mail_rooms_pool_idx').on(t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.assigneeId} is null`),
  ],
);

export interface MailAttachmentInfo {
  name: string;
  contentType: string;
  size: number;
  /** Where the bytes are in the file store (content-addressed); absent for mails stored before attachments were kept. */
  storageKey?: string;
  sha256?: string;
}

/** One mail in a conversation, received (in) or sent (out). HTML is stored sanitised only. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id').notNull(),
    accountId: integer('account_id').notNull(),
    direction: text('direction').notNull(),
    messageId: text('message_id').notNull(),
    uid: bigint('uid', { mode: 'number' }),
    fromAddr: text('from_addr').notNull(),
    fromName: text('from_name'),
    toAddrs: text('to_addrs').notNull().default(''),
    ccAddrs: text('cc_addrs').notNull().default(''),
    subject: text('subject').notNull().default(''),
    sentAt: at('sent_at').notNull(),
    bodyText: text('body_text').notNull().default(''),
    bodyHtml: text('body_html'),
    attachments: jsonb('attachments').$type<MailAttachmentInfo[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_messages_message_key').on(t.accountId, t.messageId), index('mail_messages_room_idx').on(t.roomId, t.sentAt)],
);

/** Drafts and sent mail written by staff. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    roomId: integer('room_id'),
    /** new | reply | replyAll | forward */
    kind: text('kind').notNull(),
    toAddrs: text('to_addrs').notNull().default(''),
    ccAddrs: text('cc_addrs').notNull().default(''),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    templateId: integer('template_id'),
    /** Files sent with the mail: uploads (tool files) and, on a forward, the original's attachments. */
    attachments: jsonb('attachments').$type<MailAttachmentInfo[]>().notNull().default([]),
    /** draft | sent | failed */
    status: text('status').notNull(),
    error: text('error'),
    messageId: text('message_id'),
    sentAt: at('sent_at'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mail_outbox_owner_idx').on(t.createdBy, t.status, t.id.desc().nullsFirst())],
);

/** Reply templates per brand and language, with {{variables}}. */
export const mailTemplates = pgTable('mail_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  brandId: integer('brand_id'),
  language: text('language').notNull().default('en'),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Who gets a new conversation: the first enabled rule (by sort) whose given factors all match. */
export const mailAssignRules = pgTable('mail_assign_rules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(100),
  enabled: boolean('enabled').notNull().default(true),
  assigneeId: integer('assignee_id').notNull(),
  accountId: integer('account_id'),
  brandId: integer('brand_id'),
  senderContains: text('sender_contains'),
  /** Comma-separated; any one found in the subject or body matches. */
  keywords: text('keywords'),
  language: text('language'),
  createdBy: integer('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mailLabels = pgTable(
  'mail_labels',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_labels_name_key').on(sql`lower(${t.name})`)],
);

export const mailRoomLabels = pgTable('mail_room_labels', { roomId: integer('room_id').notNull(), labelId: integer('label_id').notNull() }, (t) => [
  primaryKey({ columns: [t.roomId, t.labelId] }),
]);

/** One pull of one account (pullRecord). */
export const mailPullLogs = pgTable(
  'mail_pull_logs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** schedule | manual */
    trigger: text('trigger').notNull(),
    /** running | ok | failed */
    status: text('status').notNull().default('running'),
    /** Mails this pull has to fetch, once the server has said (progress: fetched of total). */
    total: integer('total'),
    fetched: integer('fetched').notNull().default(0),
    created: integer('created').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    error: text('error'),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    startedBy: integer('started_by'),
  },
  (t) => [index('mail_pull_logs_account_idx').on(t.accountId, t.id.desc().nullsFirst())],
);

/** A failure of a pull, kept with its reason until a later pull of the account succeeds (pullException). */
export const mailPullErrors = pgTable(
  'mail_pull_errors',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    pullLogId: integer('pull_log_id').notNull(),
    reason: text('reason').notNull(),
    detail: text('detail'),
    retries: integer('retries').notNull().default(0),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [index('mail_pull_errors_account_idx').on(t.accountId, t.id.desc().nullsFirst())],
);
