import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, workflowRecord } from './columns';

/** Warranty QR codes (Hive) and warranty-extension orders (docs/domain/warranty.md). */

/** The page texts of one language. */
export interface WarrantyTemplate {
  title: string;
  intro: string;
  terms: string;
}

/** A Hive project (honeycomb base): one product line's codes, languages, mailbox and page texts. */
export const warrantyProjects = pgTable(
  'warranty_projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    skus: text('skus').array().notNull(),
    countries: text('countries').array().notNull(),
    /** BCP 47; the first is the page's default. */
    languages: text('languages').array().notNull(),
    /** The mail-centre mailbox (mail_accounts) the confirmation mail goes out from; none: no mail. */
    mailboxId: integer('mailbox_id'),
    warrantyMonths: integer('warranty_months').notNull(),
    logoUrl: text('logo_url'),
    templates: jsonb('templates').$type<Record<string, WarrantyTemplate>>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('warranty_projects_name_key').on(sql`lower(${t.name})`), index('warranty_projects_skus_idx').using('gin', t.skus)],
);

/** A batch of codes for one SKU of a project (product QR code). */
export const warrantyBatches = pgTable(
  'warranty_batches',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    projectId: integer('project_id').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    generatedCount: integer('generated_count').notNull().default(0),
    /** The report-centre task holding the print sheet of the latest generation. */
    exportTaskId: integer('export_task_id'),
    remark: text('remark'),
    printedBy: integer('printed_by'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('warranty_batches_serial_key').on(t.serialNo),
    index('warranty_batches_status_idx').on(t.status, t.id),
    index('warranty_batches_project_idx').on(t.projectId, t.id),
  ],
);

/** One printed code (QR detail). */
export const warrantyCodes = pgTable(
  'warranty_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    batchId: integer('batch_id').notNull(),
    projectId: integer('project_id').notNull(),
    /** Position in its batch, 1..quantity. */
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    customerId: integer('customer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warranty_codes_code_key').on(t.code),
    uniqueIndex('warranty_codes_batch_seq_key').on(t.batchId, t.seq),
  ],
);

/** A buyer who registered (Hive client list): one per e-mail. */
export const warrantyCustomers = pgTable(
  'warranty_customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    marketplace: text('marketplace').notNull(),
    firstProjectId: integer('first_project_id').notNull(),
    lastProjectId: integer('last_project_id').notNull(),
    registrations: integer('registrations').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('warranty_customers_email_key').on(sql`lower(${t.email})`), index('warranty_customers_project_idx').on(t.lastProjectId, t.id)],
);

/** A warranty-extension order: one registration of one code, handled by customer service. */
export const warrantyOrders = pgTable(
  'warranty_orders',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    codeId: bigint('code_id', { mode: 'number' }).notNull(),
    projectId: integer('project_id').notNull(),
    sku: text('sku').notNull(),
    customerId: integer('customer_id').notNull(),
    buyerName: text('buyer_name').notNull(),
    email: text('email').notNull(),
    orderNo: text('order_no').notNull(),
    marketplace: text('marketplace').notNull(),
    language: text('language').notNull(),
    /** The address the registration came from, for abuse checks. */
    ipAddress: text('ip_address'),
    warrantyUntil: date('warranty_until'),
    rejectReason: text('reject_reason'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('warranty_orders_serial_key').on(t.serialNo),
    uniqueIndex('warranty_orders_code_key').on(t.codeId),
    index('warranty_orders_status_idx').on(t.status, t.id),
    index('warranty_orders_project_idx').on(t.projectId, t.id),
    index('warranty_orders_customer_idx').on(t.customerId),
  ],
);
