import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Reviewer management (docs/domain/reviewers.md): profiles, blacklist, reviewer mailboxes, Facebook products. */

/** A person who reviews the company's products; linked to the programme's orders by e-mail. */
export const reviewers = pgTable(
  'reviewers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** ISO 3166 alpha-2. */
    country: text('country').notNull(),
    email: text('email').notNull(),
    channels: text('channels'),
    /** One per line, e.g. "Facebook: jane.d". Personal data: masked like addresses. */
    socialAccounts: text('social_accounts'),
    remark: text('remark'),
    createdBy: integer('created_by').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reviewers_email_key').on(sql`lower(${t.email})`), index('reviewers_name_idx').on(t.name)],
);

/** A blacklisting of a reviewer; open while removedAt is null (at most one open per reviewer). */
export const reviewerBlacklist = pgTable(
  'reviewer_blacklist',
  {
    id: serial('id').primaryKey(),
    reviewerId: integer('reviewer_id').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    removedBy: integer('removed_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removeReason: text('remove_reason'),
  },
  (t) => [
    uniqueIndex('reviewer_blacklist_open_key').on(t.reviewerId).where(sql`${t.removedAt} is null`),
    index('reviewer_blacklist_reviewer_idx').on(t.reviewerId, t.id),
  ],
);

/** A mail-centre account chosen for writing to reviewers (测评邮箱). */
export const reviewerMailboxes = pgTable(
  'reviewer_mailboxes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull(),
    purpose: text('purpose').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reviewer_mailboxes_account_key').on(t.accountId)],
);

/** A product offered to reviewers in a Facebook group (Facebook产品). */
export const reviewerFbProducts = pgTable(
  'reviewer_fb_products',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    link: text('link').notNull(),
    /** pending | posted | closed */
    state: text('state').notNull().default('pending'),
    remark: text('remark'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('reviewer_fb_products_link_key').on(t.link), index('reviewer_fb_products_sku_idx').on(t.sku)],
);
