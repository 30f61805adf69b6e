import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { DeliveryFilter, DeliveryRow } from '@shared/api/b2b/delivery';
import type { Db, Tx } from '../../../db/connection';
import { b2bCustomers, b2bDeliveries, users } from '../../../db/schema';
import { deliveryVisibility } from '../common/visibility';
import { startsWith } from '../../../db/like';
import { atLeast, before, conditionsOf, eqTo, matches } from '../../../db/conditions';
import { direct, presentOf } from '../../../http/preparedList';

const d = b2bDeliveries;

const rowColumns = {
  id: d.id,
  serialNo: d.serialNo,
  customerId: d.customerId,
  customerName: b2bCustomers.name,
  settlement: b2bCustomers.settlement,
  orderNo: d.orderNo,
  currency: d.currency,
  orderAmount: d.orderAmount,
  shipTo: d.shipTo,
  contact: d.contact,
  expectedShipDate: d.expectedShipDate,
  remark: d.remark,
  trackingNo: d.trackingNo,
  shippedOn: d.shippedOn,
  status: d.status,
  version: d.version,
  createdBy: d.createdBy,
  creatorName: users.name,
  createdAt: d.createdAt,
};

/** The list's select; `extra` columns ride along (a total read beside the rows). */
export const selectDeliveries = <X extends Record<string, SQL<unknown>>>(db: Db | Tx, extra?: X) =>
  db.select({ ...rowColumns, ...(extra as X) }).from(d).leftJoin(b2bCustomers, eq(b2bCustomers.id, d.customerId)).leftJoin(users, eq(users.id, d.createdBy)).$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectDeliveries>['execute']>>[number];
export const toDeliveryRow = (r: Selected): DeliveryRow => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Start of the day after `day` in the server's time zone (created range bounds include whole days). */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, dd + plusDays);
};

/** The values a delivery list's conditions take (prefixes ready for LIKE, days as their bounds); undefined ones are absent. */
export const deliveryValues = (f: Omit<DeliveryFilter, 'page' | 'limit'>, scope: number | undefined) => ({
  status: f.status || undefined,
  scope,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  orderNo: f.orderNo || undefined,
  customerId: f.customerId || undefined,
  createdFrom: f.createdFrom ? dayStart(f.createdFrom) : undefined,
  createdTo: f.createdTo ? dayStart(f.createdTo, 1) : undefined,
});
export type DeliveryValues = ReturnType<typeof deliveryValues>;

/** Conditions over the present values (see preparedList.ts); `scope` limits to one creator. */
export const deliveryConditions = conditionsOf<DeliveryValues>({
  status: eqTo(d.status),
  scope: (v) => deliveryVisibility.where(v as number),
  serialNo: matches(d.serialNo),
  orderNo: eqTo(d.orderNo),
  customerId: eqTo(d.customerId),
  createdFrom: atLeast(d.createdAt),
  createdTo: before(d.createdAt),
});

/** Conditions of an export (or any list built directly). */
export function deliveryWhere(f: Omit<DeliveryFilter, 'page' | 'limit'>, scope: number | undefined): SQL | undefined {
  const v = presentOf(deliveryValues(f, scope));
  return deliveryConditions(v, direct(v as DeliveryValues));
}

export async function findDelivery(db: Db | Tx, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await selectDeliveries(db).where(eq(d.id, id));
  return row && toDeliveryRow(row);
}

export const newestDeliveries = (db: Db, where: SQL | undefined) => selectDeliveries(db).where(where).orderBy(desc(d.id));

export const deliveryBatch = (db: Db, where: SQL | undefined, beforeId: number | undefined, size: number) =>
  newestDeliveries(db, and(where, beforeId === undefined ? undefined : lt(d.id, beforeId))).limit(size);
