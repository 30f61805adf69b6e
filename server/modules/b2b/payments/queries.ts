import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseTime } from '@shared/format';
import type { PaymentFilter, PaymentRow } from '@shared/api/b2b/payment';
import type { Db } from '../../../db/connection';
import { b2bCustomers, b2bPayments, users } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { direct, presentOf } from '../../../http/preparedList';
import { paymentVisibility } from '../common/visibility';
import { startsWith } from '../../../db/like';
import { atLeast, before, conditionsOf, eqTo, orElse } from '../../../db/conditions';


/** The day after a yyyy-MM-dd, at local midnight: `createdTo` includes its whole day. */
function dayAfter(day: string): Date {
  const d = parseTime(day);
  d.setDate(d.getDate() + 1);
  return d;
}

/** The serial in byte order, as its index holds it: prefix matches and newest-first both use it. */
const serialBytes = sql`(${b2bPayments.serialNo} collate "C")`;

/**
 * Newest first. Filtered by a serial prefix or a creation range, the order follows that filter's index
 * (serials and creation times grow with the id), so the database never walks the whole id index
 * looking for the few matching rows. Which filters are present decides, never their values.
 */
export function newestFirst(f: { serialNo?: unknown; createdFrom?: unknown; createdTo?: unknown }): SQL[] {
  if (f.serialNo) return [sql`${serialBytes} desc`];
  if (f.createdFrom || f.createdTo) return [desc(b2bPayments.createdAt), desc(b2bPayments.id)];
  return [desc(b2bPayments.id)];
}

/** The values a payment list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const paymentValues = (f: PaymentFilter, scope?: number) => ({
  status: f.status || undefined,
  scope,
  createdBy: f.createdBy,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  type: f.type || undefined,
  customerId: f.customerId,
  invoiceNumber: f.invoiceNumber || undefined,
  currency: f.currency || undefined,
  createdFrom: f.createdFrom ? parseTime(f.createdFrom) : undefined,
  createdTo: f.createdTo ? dayAfter(f.createdTo) : undefined,
});
export type PaymentValues = ReturnType<typeof paymentValues>;

/** Conditions over the present values (see preparedList.ts): deleted records are never listed; `scope` limits to one creator. */
const p = b2bPayments;
export const paymentConditions = conditionsOf<PaymentValues>({
  status: orElse(eqTo(p.status), ne(p.status, 'deleted')),
  scope: (v) => paymentVisibility.where(v as number),
  createdBy: eqTo(p.createdBy),
  serialNo: (v) => sql`${serialBytes} like ${v}`,
  type: eqTo(p.type),
  customerId: eqTo(p.customerId),
  invoiceNumber: eqTo(p.invoiceNumber),
  currency: eqTo(p.currency),
  createdFrom: atLeast(p.createdAt),
  createdTo: before(p.createdAt),
});

/** Conditions of an export (or any list built directly). */
export function paymentWhere(f: PaymentFilter, scopeOwnerId?: number): SQL | undefined {
  const v = presentOf(paymentValues(f, scopeOwnerId));
  return paymentConditions(v, direct(v as PaymentValues));
}

export const creator = alias(users, 'creator');

/** The list columns, with customer and creator names joined in the same query. */
export const paymentRowColumns = {
  id: b2bPayments.id,
  serialNo: b2bPayments.serialNo,
  type: b2bPayments.type,
  customerId: b2bPayments.customerId,
  customerName: b2bCustomers.name,
  invoiceNumber: b2bPayments.invoiceNumber,
  payeeName: b2bPayments.payeeName,
  currency: b2bPayments.currency,
  amount: b2bPayments.amount,
  exchangeRate: b2bPayments.exchangeRate,
  amountCny: b2bPayments.amountCny,
  status: b2bPayments.status,
  version: b2bPayments.version,
  createdBy: b2bPayments.createdBy,
  creatorName: creator.name,
  createdAt: b2bPayments.createdAt,
  submittedAt: b2bPayments.submittedAt,
  expectedPayDate: b2bPayments.expectedPayDate,
};

/** Payments with customer and creator names, newest first: one round trip. */
export const selectPaymentRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...paymentRowColumns, ...(extra as X) })
    .from(b2bPayments)
    .leftJoin(b2bCustomers, eq(b2bCustomers.id, b2bPayments.customerId))
    .leftJoin(creator, eq(creator.id, b2bPayments.createdBy))
    .$dynamic();

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectPaymentRows>['execute']>>[number];

export const toPaymentRow = (r: SelectedRow): PaymentRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  submittedAt: r.submittedAt?.toISOString() ?? null,
});

/** Newest first in batches by keyset (id < last id): what exports and demo checks walk through. */
export const paymentBatches = (db: Db, where: SQL | undefined, batch = 1000): AsyncGenerator<PaymentRow[]> =>
  mapBatches(
    keysetBatches(
      (beforeId, size) =>
        selectPaymentRows(db)
          .where(and(where, beforeId === undefined ? undefined : lt(b2bPayments.id, beforeId)))
          .orderBy(desc(b2bPayments.id))
          .limit(size),
      batch,
    ),
    toPaymentRow,
  );

async function* mapBatches<R, T>(batches: AsyncGenerator<R[]>, map: (r: R) => T): AsyncGenerator<T[]> {
  for await (const b of batches) yield b.map(map);
}

/** Sum of a status-count record over the listed (tab) states. */
export const countOf = (counts: Record<string, number>, states: readonly string[]) => states.reduce((n, s) => n + (counts[s] ?? 0), 0);
