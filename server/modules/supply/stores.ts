import { and, asc, eq, inArray, like, or } from 'drizzle-orm';
import { startsWith } from '../../db/like';
import { LEAD_DAYS, TRANSPORT_MODES, type TransportMode } from '@shared/api/supply/common';
import * as api from '@shared/api/supply/stores';
import { baseSkus, platforms, stores, supplySkuCartons, supplyStores, warehouses } from '../../db/schema';
import type { Db } from '../../db/connection';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { planLogisticsCost } from './plans/logistics';
import { planVisibility } from './visibility';

/** Channels planned for: stores fulfilled by the marketplace or by us (FBM ships from the seller's own stock). */
const PLANNED_CHANNELS = ['FBA', 'WFS', 'SELF'];

interface StoreFilter {
  storeId?: number | null;
  /** A prefix of the store's code or name (the store picker). */
  name?: string;
  /** Only the stores taking part in supply planning. */
  enabled?: boolean | null;
  /** The picker's page: this many stores in code order; absent: every store (the 供货店铺 screen). */
  pick?: number | null;
}

async function storeRows(db: Db, f: StoreFilter = {}) {
  const query = db
    .select({
      storeId: stores.id,
      storeCode: stores.code,
      storeName: stores.name,
      channel: stores.channel,
      platformName: platforms.name,
      warehouseId: supplyStores.warehouseId,
      warehouseName: warehouses.name,
      transportMode: supplyStores.transportMode,
      safetyWeeks: supplyStores.safetyWeeks,
      supplyEnabled: supplyStores.enabled,
    })
    .from(stores)
    .innerJoin(platforms, eq(platforms.id, stores.platformId))
    .leftJoin(supplyStores, eq(supplyStores.storeId, stores.id))
    .leftJoin(warehouses, eq(warehouses.id, supplyStores.warehouseId))
    .where(
      and(
        eq(stores.enabled, true),
        inArray(stores.channel, PLANNED_CHANNELS),
        f.storeId ? eq(stores.id, f.storeId) : undefined,
        f.name ? or(like(stores.code, startsWith(f.name.toUpperCase())), like(stores.name, startsWith(f.name))) : undefined,
        f.enabled ? eq(supplyStores.enabled, true) : undefined,
      ),
    )
    .orderBy(f.pick ? asc(stores.code) : asc(stores.id))
    .$dynamic();
  const rows = await (f.pick ? query.limit(f.pick) : query);
  return rows.map(({ supplyEnabled, ...r }) => ({ ...r, enabled: supplyEnabled ?? false }));
}

/** supply-store (供货店铺) and the two logistics calls of supply planning. */
export function supplyStoreRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.supplyStoreList, ({ query, deps }) => storeRows(deps.db, query))
    .add(api.saveSupplyStore, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const [store] = await storeRows(deps.db, { storeId: body.storeId });
      if (!store) throw fail.badRequest('店铺不存在或不参与供货（仅 FBA、WFS、自营渠道的启用店铺）');
      const [warehouse] = await deps.db.select().from(warehouses).where(eq(warehouses.id, body.warehouseId));
      if (!warehouse || !warehouse.enabled) throw fail.badRequest('目的仓不存在或已停用');
      if (warehouse.kind === 'domestic') throw fail.badRequest('目的仓只能是FBA仓或海外仓');
      const values = { warehouseId: body.warehouseId, transportMode: body.transportMode, safetyWeeks: body.safetyWeeks, enabled: body.enabled, updatedBy: caller.userId, updatedAt: new Date() };
      await deps.db.insert(supplyStores).values({ storeId: body.storeId, ...values }).onConflictDoUpdate({ target: supplyStores.storeId, set: values });
      return (await storeRows(deps.db, { storeId: body.storeId }))[0]!;
    })
    .add(api.saveSkuCarton, async ({ body, deps, res }) => {
      res.locals.audit = true;
      const [sku] = await deps.db.select({ id: baseSkus.id }).from(baseSkus).where(eq(baseSkus.id, body.skuId));
      if (!sku) throw fail.badRequest('SKU不存在');
      await deps.db.insert(supplySkuCartons).values(body).onConflictDoUpdate({ target: supplySkuCartons.skuId, set: { cartonQty: body.cartonQty } });
      return body;
    })
    .add(api.getWarehouseTransportWay, async ({ query, deps }) => {
      const [warehouse] = await deps.db.select().from(warehouses).where(eq(warehouses.id, query.warehouseId));
      if (!warehouse) throw fail.badRequest('仓库不存在');
      if (warehouse.kind === 'domestic') return [];
      return (Object.keys(TRANSPORT_MODES) as TransportMode[]).map((value) => ({ value, label: TRANSPORT_MODES[value], leadDays: LEAD_DAYS[value], leadWeeks: Math.ceil(LEAD_DAYS[value] / 7) }));
    })
    .add(api.supplyPlanLogistics, async ({ query, caller, deps }) => {
      await planVisibility.head(deps.db, query.planId, await planVisibility.scope(caller));
      return planLogisticsCost(deps.db, query.planId, query.transportMode);
    });
}
