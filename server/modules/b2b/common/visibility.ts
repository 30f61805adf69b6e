import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, isNotNull } from 'drizzle-orm';
import { BACK_PAYMENT_SCREEN, CLIENT_SCREEN, DELIVERY_SCREEN, INVOICE_SCREEN, PAYMENT_SCREEN, PERIOD_SCREEN } from '@shared/api/b2b/common';
import { b2bBackPayments, b2bCustomers, b2bDeliveries, b2bInvoices, b2bOrders, b2bPayments } from '../../../db/schema';
import { defineVisibility } from '../../../http/visibility';

/**
 * The visibility of every B2B screen (docs/domain/b2b.md, Visibility): holders of
 * `<screen>:btn_viewAll` see every record; others the records they created, or the customers they own.
 */

export const paymentVisibility = defineVisibility({ screens: [PAYMENT_SCREEN], owner: b2bPayments.createdBy, title: '付款申请' });
export const backPaymentVisibility = defineVisibility({ screens: [BACK_PAYMENT_SCREEN], owner: b2bBackPayments.createdBy, title: '回款' });
export const deliveryVisibility = defineVisibility({ screens: [DELIVERY_SCREEN], owner: b2bDeliveries.createdBy, title: '发货申请' });

/** Customers, by their salesperson (client-list:btn_viewAll sees all). */
export const customerVisibility = defineVisibility({ screens: [CLIENT_SCREEN], owner: b2bCustomers.salesUserId, title: '客户' });

/** Limits a column holding a customer id to the customers `owner` owns. */
export const ownedCustomers = (customerId: AnyPgColumn, owner: number | Placeholder): SQL =>
  inArray(customerId, sql`(select c.id from ${b2bCustomers} c where c.sales_user_id = ${owner})`);

/** Invoices, by their customer's salesperson: a subquery on the customers, so invoice lists keep their own indexes. */
export const invoiceVisibility = defineVisibility({
  screens: [INVOICE_SCREEN],
  owner: b2bCustomers.salesUserId,
  title: '发票',
  where: (owner) => ownedCustomers(b2bInvoices.customerId, owner),
});

/** Invoices as the other screens read them (back payments allocate to them, payments name them). */
export const invoiceReaders = invoiceVisibility.with(BACK_PAYMENT_SCREEN, PAYMENT_SCREEN);

/** Period statistics and detail: credit customers by their salesperson (period-statistics:btn_viewAll sees all). */
export const periodVisibility = defineVisibility({ screens: [PERIOD_SCREEN], owner: b2bCustomers.salesUserId, title: '客户' });

/** OMS orders, by their customer's salesperson; viewAll on any B2B screen that shows orders sees all. */
export const orderVisibility = defineVisibility({
  screens: [CLIENT_SCREEN, INVOICE_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN, DELIVERY_SCREEN],
  owner: b2bCustomers.salesUserId,
  title: '订单',
  where: (owner) => and(isNotNull(b2bOrders.customerId), ownedCustomers(b2bOrders.customerId, owner))!,
});
