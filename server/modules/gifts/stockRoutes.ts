import { and, asc, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { allProductGift, giftItems as giftItemMaster, movePage, stockIn, stockOut, stockPage } from '@shared/api/gifts/stock';
import type { Db } from '../../db/connection';
import { giftGrants, giftItems, giftStock, giftStockMoves, giftWarehouses, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { masterRoutes } from '../../http/masterRoutes';
import { putStock, takeStock } from './stockMoves';
import { qualified } from '../../db/qualified';
import { startsWith } from '../../db/like';
import { prefixFilter } from '../../http/masterFilters';

const totalStock = sql<number>`coalesce((select sum(s.quantity) from ${giftStock} s where s.gift_id = ${qualified(giftItems.id)}), 0)::int`;

const itemColumns = { id: giftItems.id, sku: giftItems.sku, name: giftItems.name, currency: giftItems.currency, unitValue: giftItems.unitValue, enabled: giftItems.enabled, remark: giftItems.remark, createdAt: giftItems.createdAt, stock: totalStock };
const stockColumns = {
  id: giftStock.id,
  giftId: giftStock.giftId,
  sku: giftItems.sku,
  giftName: giftItems.name,
  warehouseId: giftStock.warehouseId,
  warehouseName: giftWarehouses.name,
  quantity: giftStock.quantity,
  updatedAt: giftStock.updatedAt,
};
const selectStock = (db: Db) =>
  db.select(stockColumns).from(giftStock).innerJoin(giftItems, eq(giftItems.id, giftStock.giftId)).innerJoin(giftWarehouses, eq(giftWarehouses.id, giftStock.warehouseId)).$dynamic();
const toStock = <R extends { updatedAt: Date }>(r: R) => ({ ...r, updatedAt: r.updatedAt.toISOString() });

export async function stockOf(db: Db, giftId: number, warehouseId: number) {
  const [row] = await selectStock(db).where(and(eq(giftStock.giftId, giftId), eq(giftStock.warehouseId, warehouseId)));
  return toStock(row!);
}

const creator = alias(users, 'move_creator');

/** Stock moves with gift, warehouse, grant and who: the move lists (礼品库存, 礼品入库, 礼品出库). */
export const selectMoves = (db: Db) =>
  db
    .select({ id: giftStockMoves.id, sku: giftItems.sku, giftName: giftItems.name, warehouseName: giftWarehouses.name, direction: giftStockMoves.direction, reason: giftStockMoves.reason, quantity: giftStockMoves.quantity, balance: giftStockMoves.balance, grantSerialNo: giftGrants.serialNo, remark: giftStockMoves.remark, creatorName: creator.name, createdAt: giftStockMoves.createdAt })
    .from(giftStockMoves)
    .innerJoin(giftItems, eq(giftItems.id, giftStockMoves.giftId))
    .innerJoin(giftWarehouses, eq(giftWarehouses.id, giftStockMoves.warehouseId))
    .leftJoin(giftGrants, eq(giftGrants.id, giftStockMoves.grantId))
    .leftJoin(creator, eq(creator.id, giftStockMoves.createdBy))
    .$dynamic();
export const toMove = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() });
export { startsWith };

/** 实物礼品 (objectGiftInfoManager), 礼品库存 (giftInventoryQuery): gifts, stock per warehouse, moves in and out. */
export function giftStockRoutes(): ApiRoutes[] {
  const items = masterRoutes(giftItemMaster, {
    table: giftItems,
    columns: itemColumns,
    where: { keyword: prefixFilter((p) => or(like(giftItems.sku, p), like(giftItems.name, p))) },
    unique: { columns: ['sku'], message: (v) => `SKU ${String(v.sku)} 已有实物礼品` },
  });
  return [items, new ApiRoutes()
    .add(allProductGift, async ({ deps }) => {
      const gifts = await deps.db.select(itemColumns).from(giftItems).where(eq(giftItems.enabled, true)).orderBy(asc(giftItems.sku));
      const stock = await selectStock(deps.db).where(eq(giftWarehouses.enabled, true)).orderBy(asc(giftWarehouses.id));
      return gifts.map((g) => ({
        id: g.id,
        sku: g.sku,
        name: g.name,
        currency: g.currency,
        unitValue: g.unitValue,
        stock: stock.filter((s) => s.giftId === g.id).map((s) => ({ warehouseId: s.warehouseId, warehouseName: s.warehouseName, quantity: s.quantity })),
      }));
    })
    .add(stockPage, ({ query, deps }) => {
      const where = and(
        query.keyword ? or(like(giftItems.sku, startsWith(query.keyword)), like(giftItems.name, startsWith(query.keyword))) : undefined,
        query.warehouseId ? eq(giftStock.warehouseId, query.warehouseId) : undefined,
        query.inStock === 'true' ? gt(giftStock.quantity, 0) : undefined,
      );
      return listPage(deps.db, { select: () => selectStock(deps.db), where, order: [asc(giftItems.sku), asc(giftStock.warehouseId)], page: query.page, limit: query.limit, total: { exact: countStock(deps.db, where) }, map: toStock });
    })
    .add(stockIn, async ({ body, caller, deps }) => {
      await deps.db.transaction((tx) => putStock(tx, { ...body, userId: caller.userId }));
      return stockOf(deps.db, body.giftId, body.warehouseId);
    })
    .add(stockOut, async ({ body, caller, deps }) => {
      await deps.db.transaction((tx) => takeStock(tx, { ...body, userId: caller.userId }));
      return stockOf(deps.db, body.giftId, body.warehouseId);
    })
    .add(movePage, ({ query, deps }) => {
      const m = giftStockMoves;
      const where = and(query.direction ? eq(m.direction, query.direction) : undefined, query.giftId ? eq(m.giftId, query.giftId) : undefined);
      return listPage(deps.db, {
        select: () => selectMoves(deps.db),
        where,
        order: [desc(m.id)],
        page: query.page,
        limit: query.limit,
        total: { table: m, cap: LIST_COUNT_CAP },
        map: toMove,
      });
    }),
  ];
}

async function countStock(db: Db, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(giftStock).innerJoin(giftItems, eq(giftItems.id, giftStock.giftId)).where(where);
  return row?.n ?? 0;
}
