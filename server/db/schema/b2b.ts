import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, rate, updatedAt, workflowRecord } from './columns';

/** B2B finance (docs/domain/b2b.md). Money is numeric; rates convert the document currency to CNY. */

/** Company bank accounts (paymentAccountManager): where customers pay in, what payments go out from. */
export const b2bCompanyBanks = pgTable(
  'b2b_company_banks',
  {
    id: serial('id').primaryKey(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    currency: text('currency').notNull(),
    swiftCode: text('swift_code'),
    /** receive | pay | both */
    purpose: text('purpose').notNull().default('both'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('b2b_company_banks_account_key').on(t.accountNo)],
);

/** B2B customers with their invoice title, bank details and settlement terms. */
export const b2bCustomers = pgTable(
  'b2b_customers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    address: text('address'),
    /** The salesperson who owns the customer. */
    salesUserId: integer('sales_user_id').notNull(),
    /** prepaid | credit */
    settlement: text('settlement').notNull().default('prepaid'),
    creditDays: integer('credit_days').notNull().default(0),
    creditLimit: money('credit_limit'),
    invoiceTitle: text('invoice_title'),
    taxNumber: text('tax_number'),
    invoiceAddress: text('invoice_address'),
    bankName: text('bank_name'),
    bankAccount: text('bank_account'),
    swiftCode: text('swift_code'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('b2b_customers_code_key').on(t.code),
    uniqueIndex('b2b_customers_name_key').on(sql`lower(${t.name})`),
    index('b2b_customers_sales_idx').on(t.salesUserId, t.id),
    index('b2b_customers_settlement_idx').on(t.settlement, t.id),
    index('b2b_customers_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
  ],
);

/** Orders of B2B customers as the OMS knows them (synced through an OMS connector). */
export const b2bOrders = pgTable(
  'b2b_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id'),
    /** OMS status: pending | paid | shipped | delivered | cancelled */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    items: jsonb('items').$type<Array<{ sku: string; name: string; qty: number; price: string }>>().notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('b2b_orders_no_key').on(t.orderNo),
    index('b2b_orders_customer_idx').on(t.customerId, t.orderedAt),
    index('b2b_orders_delivered_idx').on(t.deliveredAt),
  ],
);

/** Invoices issued to customers against orders; `received` grows as back payments are confirmed. */
export const b2bInvoices = pgTable(
  'b2b_invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    customerId: integer('customer_id').notNull(),
    currency: text('currency').notNull(),
    /** Amount including tax. */
    amount: money('amount').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    received: money('received').notNull().default('0'),
    invoiceDate: date('invoice_date').notNull(),
    /** invoice date + the customer's credit days when issued. */
    dueDate: date('due_date').notNull(),
    remark: text('remark'),
    deleted: boolean('deleted').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('b2b_invoices_number_key').on(t.invoiceNumber),
    index('b2b_invoices_customer_idx').on(t.customerId, t.dueDate),
    index('b2b_invoices_date_idx').on(t.invoiceDate, t.id),
  ],
);

/** Which orders an invoice covers; an order is invoiced once. */
export const b2bInvoiceOrders = pgTable(
  'b2b_invoice_orders',
  {
    invoiceId: integer('invoice_id').notNull(),
    orderNo: text('order_no').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.orderNo] }), uniqueIndex('b2b_invoice_orders_order_key').on(t.orderNo)],
);

/** Money received from a customer (回款), allocated to invoices; finance confirms receipt. */
export const b2bBackPayments = pgTable(
  'b2b_back_payments',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    customerId: integer('customer_id').notNull(),
    companyBankId: integer('company_bank_id').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    exchangeRate: rate('exchange_rate').notNull(),
    amountCny: money('amount_cny').notNull(),
    receivedOn: date('received_on').notNull(),
    payerName: text('payer_name'),
    bankReference: text('bank_reference'),
    remark: text('remark'),
    confirmedBy: integer('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('b2b_back_payments_serial_key').on(t.serialNo),
    index('b2b_back_payments_status_idx').on(t.status, t.id),
    index('b2b_back_payments_owner_idx').on(t.createdBy, t.status, t.id),
    index('b2b_back_payments_customer_idx').on(t.customerId, t.id),
    index('b2b_back_payments_received_idx').on(t.receivedOn, t.id),
    index('b2b_back_payments_bank_idx').on(t.companyBankId, t.id),
    index('b2b_back_payments_serial_prefix_idx').on(sql`${t.serialNo} text_pattern_ops`),
  ],
);

/** How a back payment is split over invoices (and the orders they cover). */
export const b2bBackPaymentItems = pgTable(
  'b2b_back_payment_items',
  {
    backPaymentId: integer('back_payment_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.backPaymentId, t.invoiceId] }), index('b2b_back_payment_items_invoice_idx').on(t.invoiceId)],
);

/** Payment requests (付款申请): money the company pays out for B2B business, audited then paid by finance. */
export const b2bPayments = pgTable(
  'b2b_payments',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    /** refund | freight | commission | customs | other */
    type: text('type').notNull(),
    customerId: integer('customer_id'),
    invoiceNumber: text('invoice_number'),
    orderNos: text('order_nos').array().notNull().default(sql`'{}'::text[]`),
    payeeName: text('payee_name').notNull(),
    payeeBank: text('payee_bank').notNull(),
    payeeAccount: text('payee_account').notNull(),
    payeeSwift: text('payee_swift'),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    exchangeRate: rate('exchange_rate').notNull(),
    amountCny: money('amount_cny').notNull(),
    reason: text('reason').notNull(),
    expectedPayDate: date('expected_pay_date'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    paidBy: integer('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidFromBankId: integer('paid_from_bank_id'),
    paidReference: text('paid_reference'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('b2b_payments_serial_key').on(t.serialNo),
    index('b2b_payments_status_idx').on(t.status, t.id),
    // 首页 本月已付: paid requests by month.
    index('b2b_payments_paid_idx').on(t.status, t.paidAt),
    index('b2b_payments_owner_idx').on(t.createdBy, t.status, t.id),
    index('b2b_payments_customer_idx').on(t.customerId, t.id),
    index('b2b_payments_invoice_idx').on(t.invoiceNumber),
    index('b2b_payments_created_idx').on(t.createdAt, t.id),
    // List filters: serial number prefix (byte order: serials are ASCII and grow with time), type, currency.
    index('b2b_payments_serial_c_idx').on(sql`(${t.serialNo} collate "C")`),
    index('b2b_payments_type_idx').on(t.type, t.id),
    index('b2b_payments_currency_idx').on(t.currency, t.id),
  ],
);

/** Delivery requests (发货申请): a salesperson asks to ship an order; audited against the customer's terms, then shipped. */
export const b2bDeliveries = pgTable(
  'b2b_deliveries',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    customerId: integer('customer_id').notNull(),
    orderNo: text('order_no').notNull(),
    currency: text('currency').notNull(),
    orderAmount: money('order_amount').notNull(),
    shipTo: text('ship_to').notNull(),
    contact: text('contact'),
    expectedShipDate: date('expected_ship_date'),
    remark: text('remark'),
    trackingNo: text('tracking_no'),
    shippedOn: date('shipped_on'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('b2b_deliveries_serial_key').on(t.serialNo),
    index('b2b_deliveries_status_idx').on(t.status, t.id),
    index('b2b_deliveries_owner_idx').on(t.createdBy, t.status, t.id),
    index('b2b_deliveries_order_idx').on(t.orderNo),
    index('b2b_deliveries_customer_idx').on(t.customerId, t.id),
    index('b2b_deliveries_created_idx').on(t.createdAt, t.id),
    index('b2b_deliveries_serial_prefix_idx').on(sql`${t.serialNo} text_pattern_ops`),
  ],
);

/** Back payments shown as the money behind a delivery of a prepaid customer (addBackPaymentFlow). */
export const b2bDeliveryBackPayments = pgTable(
  'b2b_delivery_back_payments',
  {
    deliveryId: integer('delivery_id').notNull(),
    backPaymentId: integer('back_payment_id').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.backPaymentId] })],
);

/** Product categories the company sells B2B now (b2bCategoryLimit/getAllCategoryByNow). */
export const b2bCategoryLimits = pgTable('b2b_category_limits', {
  id: serial('id').primaryKey(),
  category: text('category').notNull().unique(),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to'),
});

/** Day counters behind serial numbers such as FK202611220001 (prefix + day -> last number used). */
export const serialCounters = pgTable('serial_counters', {
  key: text('key').primaryKey(),
  n: integer('n').notNull(),
});
