import { and, desc, eq, inArray, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TrackFilter, TrackRow } from '@shared/api/supply/tracks';
import type { Db } from '../../../db/connection';
import { baseSkus, stores, supplyPlans, supplyPlanTracks, users, warehouses } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { startsWith } from '../plans/queries';
import { trackVisibility } from '../visibility';

const t = supplyPlanTracks;
/** The states the logistics list shows: confirmed by the supply chain onwards. */
export const LOGISTICS_STATES = ['confirmed', 'ordered', 'shipped', 'arrived'];

export function trackWhere(f: TrackFilter, scope?: number, states?: string[]): SQL | undefined {
  return and(
    f.status ? eq(t.status, f.status) : ne(t.status, 'deleted'),
    states ? inArray(t.status, states) : undefined,
    trackVisibility.where(scope),
    f.serialNo ? like(t.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.planId ? eq(t.planId, f.planId) : undefined,
    f.sku ? sql`${t.skuId} in (select ${baseSkus.id} from ${baseSkus} where ${like(baseSkus.sku, startsWith(f.sku.toUpperCase()))})` : undefined,
    f.storeId ? eq(t.storeId, f.storeId) : undefined,
    f.warehouseId ? eq(t.warehouseId, f.warehouseId) : undefined,
  );
}

/** Only the status filters: the total comes from the maintained status counts. */
export const onlyStatusFiltered = (f: TrackFilter) => Object.entries(f).every(([key, value]) => key === 'status' || value === undefined || value === null);

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
