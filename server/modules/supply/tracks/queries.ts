import { and, desc, eq, inArray, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TrackFilter, TrackRow } from '@shared/api/supply/tracks';
import type { Db } from '../../../db/connection';
import { baseSkus, stores, supplyPlans, supplyPlanTracks, users, warehouses } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { direct, presentOf, type Bind } from '../../../http/preparedList';
import { trackVisibility } from '../visibility';
import { startsWith } from '../../../db/like';

const t = supplyPlanTracks;
/** The states the logistics list shows: confirmed by the supply chain onwards. */
export const LOGISTICS_STATES = ['confirmed', 'ordered', 'shipped', 'arrived', 'closed'];

/** The values a track list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const trackValues = (f: TrackFilter, scope?: number) => ({
  status: f.status ?? undefined,
  scope,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  planId: f.planId || undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  storeId: f.storeId || undefined,
  warehouseId: f.warehouseId || undefined,
});
export type TrackValues = ReturnType<typeof trackValues>;

/** Conditions over the present values (see preparedList.ts); `states` (a fixed list) narrows the statuses shown. */
export function trackConditions(v: Partial<TrackValues>, bind: Bind<TrackValues>, states?: readonly string[]): SQL | undefined {
  return and(
    v.status !== undefined ? eq(t.status, bind('status')) : ne(t.status, 'deleted'),
    states ? inArray(t.status, [...states]) : undefined,
    v.scope !== undefined ? trackVisibility.where(bind('scope')) : undefined,
    v.serialNo !== undefined ? like(t.serialNo, bind('serialNo')) : undefined,
    v.planId !== undefined ? eq(t.planId, bind('planId')) : undefined,
    v.sku !== undefined ? sql`${t.skuId} in (select ${baseSkus.id} from ${baseSkus} where ${like(baseSkus.sku, bind('sku'))})` : undefined,
    v.storeId !== undefined ? eq(t.storeId, bind('storeId')) : undefined,
    v.warehouseId !== undefined ? eq(t.warehouseId, bind('warehouseId')) : undefined,
  );
}

/** The logistics list's conditions: a track list's, within the logistics states. */
export const logisticsConditions = (v: Partial<TrackValues>, bind: Bind<TrackValues>) => trackConditions(v, bind, LOGISTICS_STATES);

/** Conditions of an export or a list built directly. */
export function trackWhere(f: TrackFilter, scope?: number, states?: readonly string[]): SQL | undefined {
  const v = presentOf(trackValues(f, scope));
  return trackConditions(v, direct(v as TrackValues), states);
}

const creator = alias(users, 'track_creator');

export const selectTrackRows = <X extends Record<string, SQL<unknown>>>(db: Pick<Db, 'select'>, extra?: X) =>
  db
    .select({
      ...(extra as X),
      id: t.id,
      serialNo: t.serialNo,
      planId: t.planId,
      planSerialNo: supplyPlans.serialNo,
      skuId: t.skuId,
      sku: baseSkus.sku,
      storeName: stores.name,
      warehouseName: warehouses.name,
      transportMode: t.transportMode,
      qty: t.qty,
      shipDate: t.shipDate,
      splitFrom: t.splitFrom,
      poNo: t.poNo,
      supplier: t.supplier,
      carrier: t.carrier,
      trackingNo: t.trackingNo,
      shippedOn: t.shippedOn,
      arrivedOn: t.arrivedOn,
      status: t.status,
      version: t.version,
      createdBy: t.createdBy,
      creatorName: creator.name,
      createdAt: t.createdAt,
    })
    .from(t)
    .innerJoin(supplyPlans, eq(supplyPlans.id, t.planId))
    .innerJoin(baseSkus, eq(baseSkus.id, t.skuId))
    .leftJoin(stores, eq(stores.id, t.storeId))
    .leftJoin(warehouses, eq(warehouses.id, t.warehouseId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectTrackRows>['execute']>>[number];
export const toTrackRow = (r: Selected): TrackRow => ({ ...r, createdAt: r.createdAt.toISOString() });

export async function* trackBatches(db: Db, where: SQL | undefined, size = 1000): AsyncGenerator<TrackRow[]> {
  const batches = keysetBatches((beforeId, n) => selectTrackRows(db).where(and(where, beforeId === undefined ? undefined : lt(t.id, beforeId))).orderBy(desc(t.id)).limit(n), size);
  for await (const rows of batches) yield rows.map(toTrackRow);
}
