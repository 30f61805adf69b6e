import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, workflowRecord } from './columns';

/** KOL influencer marketing (docs/domain/kol.md). */

/** A batch of requirements submitted at once: the subject of one audit decision (one Lark card). */
export const kolAuditBatches = pgTable(
  'kol_audit_batches',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    requireCount: integer('require_count').notNull(),
    ...workflowRecord(),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('kol_audit_batches_serial_key').on(t.serialNo), index('kol_audit_batches_status_idx').on(t.status, t.id)],
);

/** An operator's request for influencer collaborations on one SKU and market platform. */
export const kolRequires = pgTable(
  'kol_requires',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    sku: text('sku').notNull(),
    productName: text('product_name').notNull(),
    platformId: integer('platform_id').notNull(),
    channel: text('channel').notNull(),
    budget: money('budget').notNull(),
    currency: text('currency').notNull(),
    wantedPosts: integer('wanted_posts').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    description: text('description'),
    /** The marketer who works the requirement. */
    ownerId: integer('owner_id'),
    batchId: integer('batch_id'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('kol_requires_serial_key').on(t.serialNo),
    index('kol_requires_status_idx').on(t.status, t.id),
    index('kol_requires_creator_idx').on(t.createdBy, t.id),
    index('kol_requires_batch_idx').on(t.batchId),
  ],
);

export const kolCategories = pgTable(
  'kol_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kol_categories_name_key').on(sql`lower(${t.name})`)],
);

export const kolPoolTags = pgTable(
  'kol_pool_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    color: text('color').notNull().default('blue'),
    /** Retired (停用): kept on the influencers that have it, no longer given to others. */
    retired: boolean('retired').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('kol_pool_tags_name_key').on(sql`lower(${t.name})`)],
);

/** The influencer pool. */
export const kolPool = pgTable(
  'kol_pool',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    channel: text('channel').notNull(),
    profileUrl: text('profile_url').notNull(),
    followers: integer('followers').notNull(),
    categoryId: integer('category_id').notNull(),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    country: text('country'),
    email: text('email'),
    contact: text('contact'),
    price: money('price'),
    priceCurrency: text('price_currency'),
    remark: text('remark'),
    /** Mean of its evaluations' scores (0 when none). */
    score: numeric('score', { precision: 4, scale: 2 }).notNull().default('0'),
    evaluateCount: integer('evaluate_count').notNull().default(0),
    cooperateCount: integer('cooperate_count').notNull().default(0),
    blacklisted: boolean('blacklisted').notNull().default(false),
    blackReason: text('black_reason'),
    blackedBy: integer('blacked_by'),
    blackedAt: timestamp('blacked_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kol_pool_channel_url_key').on(t.channel, t.profileUrl),
    index('kol_pool_category_idx').on(t.categoryId, t.id.desc().nullsFirst()),
    index('kol_pool_channel_idx').on(t.channel, t.id.desc().nullsFirst()),
    // A channel and a category together (the pool's usual search): the capped count, with a tag too, reads
    // only the matching rows, not every row of the category.
    index('kol_pool_channel_category_idx').on(t.channel, t.categoryId, t.id.desc().nullsFirst()),
    index('kol_pool_tags_idx').using('gin', t.tagIds),
    index('kol_pool_name_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/** Follow-ups with an influencer. */
export const kolPoolTracks = pgTable(
  'kol_pool_tracks',
  {
    id: serial('id').primaryKey(),
    poolId: integer('pool_id').notNull(),
    content: text('content').notNull(),
    nextFollowAt: date('next_follow_at', { mode: 'string' }),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('kol_pool_tracks_pool_idx').on(t.poolId, t.id)],
);

/** A post ("red") an influencer published for a requirement. */
export const kolReds = pgTable(
  'kol_reds',
  {
    id: serial('id').primaryKey(),
    requireId: integer('require_id').notNull(),
    poolId: integer('pool_id').notNull(),
    link: text('link').notNull(),
    channel: text('channel').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    referralFee: money('referral_fee').notNull(),
    currency: text('currency').notNull(),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('kol_reds_require_idx').on(t.requireId, t.id), index('kol_reds_pool_idx').on(t.poolId, t.id)],
);

/** Sample shipments to an influencer for a red. */
export const kolRedsLogistics = pgTable(
  'kol_reds_logistics',
  {
    id: serial('id').primaryKey(),
    redsId: integer('reds_id').notNull(),
    carrier: text('carrier').notNull(),
    trackingNo: text('tracking_no').notNull(),
    quantity: integer('quantity').notNull(),
    shippedOn: date('shipped_on', { mode: 'string' }).notNull(),
    /** shipped | delivered | returned */
    status: text('status').notNull(),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kol_reds_logistics_tracking_key').on(t.carrier, t.trackingNo), index('kol_reds_logistics_reds_idx').on(t.redsId)],
);

/** How a cooperation went; feeds the influencer's score. */
export const kolEvaluations = pgTable(
  'kol_evaluations',
  {
    id: serial('id').primaryKey(),
    redsId: integer('reds_id').notNull(),
    poolId: integer('pool_id').notNull(),
    contentScore: smallint('content_score').notNull(),
    punctualityScore: smallint('punctuality_score').notNull(),
    communicationScore: smallint('communication_score').notNull(),
    effectScore: smallint('effect_score').notNull(),
    score: numeric('score', { precision: 4, scale: 2 }).notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('kol_evaluations_reds_key').on(t.redsId), index('kol_evaluations_pool_idx').on(t.poolId)],
);
