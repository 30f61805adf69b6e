import { and, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_CARTON_QTY, LEAD_DAYS, type TransportMode } from '@shared/api/supply/common';
import type { SuggestionRow } from '@shared/api/supply/plans';
import { addWeeks, isoWeekOf } from '@shared/api/sales/weeks';
import type { Db } from '../../db/connection';
import { baseSkus, stores, supplyPlanTracks, supplySkuCartons, supplyStores, warehouses } from '../../db/schema';
import { fail } from '../../http/errors';
import { forecastInForce } from '../sales';
import { onHand } from './inventory/movements';
import { startsWith } from '../../db/like';

type Reader = Pick<Db, 'select'>;

export const leadWeeksOf = (mode: string) => Math.ceil(LEAD_DAYS[mode as TransportMode] / 7);

/** Tracks that are planned and not yet arrived (drafts included, so nothing is planned twice). */
const NOT_IN_TRANSIT = ['arrived', 'closed', 'deleted', 'rejected'];

export interface SupplyStore {
  storeId: number;
  storeName: string;
  warehouseId: number;
  warehouseName: string;
  transportMode: string;
  safetyWeeks: number;
  ownerUserId: number | null;
}

export async function supplyStoresOf(db: Reader, storeIds?: number[]): Promise<SupplyStore[]> {
  return db
    .select({
      storeId: supplyStores.storeId,
      storeName: stores.name,
      warehouseId: supplyStores.warehouseId,
      warehouseName: warehouses.name,
      transportMode: supplyStores.transportMode,
      safetyWeeks: supplyStores.safetyWeeks,
      ownerUserId: stores.ownerUserId,
    })
    .from(supplyStores)
    .innerJoin(stores, eq(stores.id, supplyStores.storeId))
    .innerJoin(warehouses, eq(warehouses.id, supplyStores.warehouseId))
    .where(and(eq(supplyStores.enabled, true), storeIds ? inArray(supplyStores.storeId, storeIds) : undefined))
    .orderBy(supplyStores.storeId);
}

/** The one supply store a plan is made for, or a clear refusal. */
export async function supplyStoreOf(db: Reader, storeId: number): Promise<SupplyStore> {
  const [store] = await supplyStoresOf(db, [storeId]);
  if (!store) throw fail.refused('该店铺未设置供货参数（供货店铺），不能做供货计划');
  return store;
}

async function inTransit(db: Reader, warehouseId: number, skuIds: number[]): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const t = supplyPlanTracks;
  const rows = await db
    .select({ skuId: t.skuId, qty: sql<number>`sum(${t.qty})::int` })
    .from(t)
    .where(and(eq(t.warehouseId, warehouseId), inArray(t.skuId, skuIds), notInArray(t.status, NOT_IN_TRANSIT)))
    .groupBy(t.skuId);
  return new Map(rows.map((r) => [r.skuId, r.qty]));
}

/** The replenishment formula (docs/domain/supply.md) for one SKU, with its text. */
export function suggest(n: { demandQty: number; leadWeeks: number; safetyWeeks: number; onHandQty: number; inTransitQty: number; cartonQty: number }) {
  const safetyQty = Math.ceil((n.demandQty / n.leadWeeks) * n.safetyWeeks);
  const need = n.demandQty + safetyQty - n.onHandQty - n.inTransitQty;
  const suggestedQty = need <= 0 ? 0 : Math.ceil(need / n.cartonQty) * n.cartonQty;
  const formula =
    `预测需求 ${n.demandQty}（${n.leadWeeks}周） + 安全库存 ${safetyQty}（${n.safetyWeeks}周） − 在库 ${n.onHandQty} − 在途 ${n.inTransitQty} = ${need}` +
    `，按箱规 ${n.cartonQty} 向上取整 → ${suggestedQty}`;
  return { safetyQty, suggestedQty, formula };
}

export interface SuggestOptions {
  planWeek?: string | null;
  skuIds?: number[];
  skuPrefix?: string;
  transportMode?: string | null;
}

/** Suggestions of one supply store: every SKU with a forecast in force (or asked for by id). */
export async function storeSuggestions(db: Reader, store: SupplyStore, o: SuggestOptions = {}): Promise<SuggestionRow[]> {
  const planWeek = o.planWeek ?? isoWeekOf(new Date());
  const mode = o.transportMode ?? store.transportMode;
  const leadWeeks = leadWeeksOf(mode);
  const forecast = await forecastInForce(db, { storeIds: [store.storeId], skuIds: o.skuIds, fromWeek: planWeek, toWeek: addWeeks(planWeek, leadWeeks - 1) });
  const demand = new Map<number, number>((o.skuIds ?? []).map((id) => [id, 0]));
  for (const w of forecast) demand.set(w.skuId, (demand.get(w.skuId) ?? 0) + w.qty);
  const skuIds = [...demand.keys()];
  if (!skuIds.length) return [];
  const skus = await db
    .select({ id: baseSkus.id, sku: baseSkus.sku, name: baseSkus.name, carton: supplySkuCartons.cartonQty })
    .from(baseSkus)
    .leftJoin(supplySkuCartons, eq(supplySkuCartons.skuId, baseSkus.id))
    .where(and(inArray(baseSkus.id, skuIds), o.skuPrefix ? like(baseSkus.sku, startsWith(o.skuPrefix.toUpperCase())) : undefined))
    .orderBy(baseSkus.sku);
  const [stock, transit] = await Promise.all([onHand(db, store.warehouseId, skuIds), inTransit(db, store.warehouseId, skuIds)]);
  return skus.map((s) => {
    const numbers = {
      demandQty: demand.get(s.id) ?? 0,
      leadWeeks,
      safetyWeeks: store.safetyWeeks,
      onHandQty: stock.get(s.id) ?? 0,
      inTransitQty: transit.get(s.id) ?? 0,
      cartonQty: s.carton ?? DEFAULT_CARTON_QTY,
    };
    return {
      skuId: s.id,
      sku: s.sku,
      skuName: s.name,
      storeId: store.storeId,
      storeName: store.storeName,
      warehouseId: store.warehouseId,
      warehouseName: store.warehouseName,
      transportMode: mode,
      ...numbers,
      ...suggest(numbers),
    };
  });
}
