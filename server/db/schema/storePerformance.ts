import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from './reference';

/** Store performance and keyword tasks (docs/domain/store-performance.md). */
const at = (name: string) => timestamp(name, { withTimezone: true });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2 });

/** A store's performance settings (绩效店铺), keyed by the reference module's store. */
export const perfStoreSettings = pgTable('perf_store_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id),
  /** A department of the staff roster (employees.department). */
  department: text('department'),
  ownerId: integer('owner_id'),
  remark: text('remark'),
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One store's account-health figures of one week (the Monday), imported from Excel. */
export const perfStoreHealth = pgTable(
  'perf_store_health',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** yyyy-MM-dd, a Monday. */
    week: text('week').notNull(),
    orderDefectRate: percent('order_defect_rate').notNull(),
    lateShipmentRate: percent('late_shipment_rate').notNull(),
    cancellationRate: percent('cancellation_rate').notNull(),
    validTrackingRate: percent('valid_tracking_rate').notNull(),
    policyViolations: integer('policy_violations').notNull(),
    negativeFeedbackRate: percent('negative_feedback_rate').notNull(),
    importedBy: integer('imported_by'),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.week] }), index('perf_store_health_week_idx').on(t.week)],
);

/** A platform notice about a store and the task made of it (workflow perf_notification_task). */
export const perfNotificationTasks = pgTable(
  'perf_notification_tasks',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    noticeType: text('notice_type').notNull(),
    brand: text('brand'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** yyyy-MM-dd */
    receivedOn: text('received_on').notNull(),
    /** yyyy-MM-dd: the platform's deadline or the task's. */
    deadline: text('deadline'),
    requirement: text('requirement'),
    chargeUserId: integer('charge_user_id'),
    progress: text('progress'),
    resultType: text('result_type'),
    result: text('result'),
    finishedAt: at('finished_at'),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
  },
  (t) => [
    index('perf_notification_tasks_status_idx').on(t.status, t.id),
    // The list's order (newest received first) under a status tab, under all, and for the person in charge.
    index('perf_notification_tasks_status_received_idx').on(t.status, t.receivedOn, t.id),
    index('perf_notification_tasks_received_idx').on(t.receivedOn, t.id),
    index('perf_notification_tasks_charge_idx').on(t.chargeUserId, t.status, t.receivedOn, t.id),
    index('perf_notification_tasks_store_idx').on(t.storeId),
  ],
);

/** A keyword to watch for one ASIN in one store. */
export const perfKeywordTasks = pgTable(
  'perf_keyword_tasks',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    asin: text('asin').notNull(),
    keyword: text('keyword').notNull(),
    targetRank: integer('target_rank').notNull(),
    currentRank: integer('current_rank'),
    ownerId: integer('owner_id'),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('perf_keyword_tasks_live_key')
      .on(t.storeId, t.asin, t.keyword)
      .where(sql`${t.deletedAt} is null`),
    index('perf_keyword_tasks_asin_idx').on(t.asin),
  ],
);
