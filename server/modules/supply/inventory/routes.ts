import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import * as api from '@shared/api/supply/inventory';
import { baseSkus, inventoryBalances, inventoryMovements, supplyPlanTracks, users, warehouses } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { listPage } from '../../../http/listPage';
import { today } from '../../reference';
import { bookMovement } from './movements';
import { psiPage } from './psi';
import { startsWith } from '../../../db/like';

const b = inventoryBalances;
const m = inventoryMovements;
const skuLike = (column: typeof b.skuId | typeof m.skuId, prefix?: string | null) =>
  prefix ? sql`${column} in (select ${baseSkus.id} from ${baseSkus} where ${like(baseSkus.sku, startsWith(prefix.toUpperCase()))})` : undefined;

/** /psi/inventory, /psi/psi-list and /sysManager/inventory. */
export function inventoryRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.inventoryPage, ({ query, deps }) =>
      listPage(deps.db, {
        select: () =>
          deps.db
            .select({ skuId: b.skuId, sku: baseSkus.sku, skuName: baseSkus.name, warehouseId: b.warehouseId, warehouseName: warehouses.name, qty: b.qty, updatedAt: b.updatedAt })
            .from(b)
            .innerJoin(baseSkus, eq(baseSkus.id, b.skuId))
            .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
            .$dynamic(),
        where: and(skuLike(b.skuId, query.sku), query.warehouseId ? eq(b.warehouseId, query.warehouseId) : undefined),
        order: [asc(b.skuId), asc(b.warehouseId)],
        page: query.page,
        limit: query.limit,
        total: { table: b, cap: LIST_COUNT_CAP },
        map: (r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }),
      }),
    )
    .add(api.movementPage, ({ query, deps }) =>
      listPage(deps.db, {
        select: () =>
          deps.db
            .select({
              id: m.id, sku: baseSkus.sku, warehouseName: warehouses.name, kind: m.kind, qty: m.qty, movedOn: m.movedOn,
              trackSerialNo: supplyPlanTracks.serialNo, reason: m.reason, creatorName: users.name, createdAt: m.createdAt,
            })
            .from(m)
            .innerJoin(baseSkus, eq(baseSkus.id, m.skuId))
            .innerJoin(warehouses, eq(warehouses.id, m.warehouseId))
            .leftJoin(supplyPlanTracks, eq(supplyPlanTracks.id, m.trackId))
            .leftJoin(users, eq(users.id, m.createdBy))
            .$dynamic(),
        where: and(skuLike(m.skuId, query.sku), query.warehouseId ? eq(m.warehouseId, query.warehouseId) : undefined, query.kind ? eq(m.kind, query.kind) : undefined),
        order: [desc(m.id)],
        page: query.page,
        limit: query.limit,
        total: { table: m, cap: LIST_COUNT_CAP },
        map: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
      }),
    )
    .add(api.inventorySkus, ({ query, deps }) =>
      deps.db
        .select({ id: baseSkus.id, sku: baseSkus.sku, name: baseSkus.name })
        .from(baseSkus)
        .where(query.sku ? like(baseSkus.sku, startsWith(query.sku.toUpperCase())) : undefined)
        .orderBy(asc(baseSkus.sku))
        .limit(50),
    )
    .add(api.changeInventory, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const [sku] = await deps.db.select({ id: baseSkus.id }).from(baseSkus).where(eq(baseSkus.id, body.skuId));
      if (!sku) throw fail.badRequest('SKU不存在');
      const [warehouse] = await deps.db.select({ enabled: warehouses.enabled }).from(warehouses).where(eq(warehouses.id, body.warehouseId));
      if (!warehouse) throw fail.badRequest('仓库不存在');
      if (!warehouse.enabled) throw fail.refused('仓库已停用');
      const booked = await deps.db.transaction((tx) =>
        bookMovement(tx, { skuId: body.skuId, warehouseId: body.warehouseId, kind: 'adjust', qty: body.qty, movedOn: today(), reason: body.reason, createdBy: caller.userId }),
      );
      return { skuId: body.skuId, warehouseId: body.warehouseId, qty: booked.qty, movementId: booked.movementId };
    })
    .add(api.psiPage, ({ query, deps }) => psiPage(deps.db, query));
}
