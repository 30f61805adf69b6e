import { asc, eq, like } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import * as api from '@shared/api/supply/inventory';
import { baseSkus, inventoryBalances, inventoryMovements, warehouses } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { countedListPage } from '../../../http/preparedList';
import { today } from '../../reference';
import { bookMovement } from './movements';
import { psiPage } from './psi';
import { balanceConditions, balanceOrder, movementConditions, movementOrder, selectBalances, selectMovements, stockValues, toBalanceRow, toMovementRow } from './queries';
import { startsWith } from '../../../db/like';

/** /psi/inventory, /psi/psi-list and /sysManager/inventory. */
export function inventoryRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.inventoryPage, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'inventory_balances',
        values: stockValues(query),
        conditions: balanceConditions,
        select: (extra) => selectBalances(deps.db, extra),
        order: balanceOrder,
        counted: inventoryBalances,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toBalanceRow,
      }),
    )
    .add(api.movementPage, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'inventory_movements',
        values: stockValues(query),
        conditions: movementConditions,
        select: (extra) => selectMovements(deps.db, extra),
        order: movementOrder,
        counted: inventoryMovements,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toMovementRow,
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
