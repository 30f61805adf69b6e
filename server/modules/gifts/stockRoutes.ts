import { and, asc, desc, eq, gt, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { allProductGift, giftItems as giftItemMaster, movePage, stockIn, stockOut, stockPage } from '@shared/api/gifts/stock';
import type { Db } from '../../db/connection';
import { giftGrants, giftItems, giftStock, giftStockMoves, giftWarehouses, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import type { Paging } from '../../http/listPage';
import { atLeast, before, conditionsOf, eqTo, type Bound } from '../../db/conditions';
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
export const selectStock = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...stockColumns, ...(extra as X) })
    .from(giftStock).innerJoin(giftItems, eq(giftItems.id, giftStock.giftId)).innerJoin(giftWarehouses, eq(giftWarehouses.id, giftStock.warehouseId)).$dynamic();
export const toStock = <R extends { updatedAt: Date }>(r: R) => ({ ...r, updatedAt: r.updatedAt.toISOString() });

export async function stockOf(db: Db, giftId: number, warehouseId: number) {
  const [row] = await selectStock(db).where(and(eq(giftStock.giftId, giftId), eq(giftStock.warehouseId, warehouseId)));
  return toStock(row!);
}

const creator = alias(users, 'move_creator');

/** Stock moves with gift, warehouse, grant and who: the move lists (礼品库存, 礼品入库, 礼品出库). */
export const selectMoves = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ id: giftStockMoves.id, sku: giftItems.sku, giftName: giftItems.name, warehouseName: giftWarehouses.name, direction: giftStockMoves.direction, reason: giftStockMoves.reason, quantity: giftStockMoves.quantity, balance: giftStockMoves.balance, grantSerialNo: giftGrants.serialNo, remark: giftStockMoves.remark, creatorName: creator.name, createdAt: giftStockMoves.createdAt, ...(extra as X) })
    .from(giftStockMoves)
    .innerJoin(giftItems, eq(giftItems.id, giftStockMoves.giftId))
    .innerJoin(giftWarehouses, eq(giftWarehouses.id, giftStockMoves.warehouseId))
    .leftJoin(giftGrants, eq(giftGrants.id, giftStockMoves.grantId))
    .leftJoin(creator, eq(creator.id, giftStockMoves.createdBy))
    .$dynamic();
export const toMove = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() });
export { startsWith };

/** Gifts whose SKU or name begins with the keyword (a LIKE prefix made with `startsWith`). */
const giftKeyword = (prefix: Bound) => or(like(giftItems.sku, prefix as string), like(giftItems.name, prefix as string));

/** What the stock list is filtered by (礼品库存). */
export interface StockFilter {
  keyword?: string;
  warehouseId?: number;
  inStock?: 'true' | 'false';
}

/** The values a stock list's conditions take (the keyword a prefix ready for LIKE); undefined ones are absent. */
export const stockValues = (f: StockFilter) => ({
  keyword: f.keyword ? startsWith(f.keyword) : undefined,
  warehouseId: f.warehouseId || undefined,
  inStock: f.inStock === 'true' ? true : undefined,
});
type StockValues = ReturnType<typeof stockValues>;

const stockConditions = conditionsOf<StockValues>({
  keyword: giftKeyword,
  warehouseId: eqTo(giftStock.warehouseId),
  inStock: () => gt(giftStock.quantity, 0),
});

/** Conditions of the stock list built directly. */
export function stockWhere(f: StockFilter): SQL | undefined {
  const v = presentOf(stockValues(f));
  return stockConditions(v, direct(v as StockValues));
}

/** The stock rows the total counts: each with its gift (the warehouse is not needed by any condition). */
export const countedStock = sql`${giftStock} inner join ${giftItems} on ${eq(giftItems.id, giftStock.giftId)}`;
export const stockOrder = [asc(giftItems.sku), asc(giftStock.warehouseId)];

/** What the move lists are filtered by: 出入库记录 (direction, gift) and 礼品入库 / 礼品出库 (the rest). */
export interface MoveFilter {
  direction?: 'in' | 'out';
  giftId?: number;
  keyword?: string;
  warehouseId?: number;
  reason?: string;
  dateFrom?: string | null;
  dateTo?: string | null;
}

/** Start of `day` (plus days) in the server's time zone: a day range covers whole days. */
const local = (day: string, plus = 0) => new Date(new Date(`${day}T00:00:00`).getTime() + plus * 86_400_000);

/** The values a move list's conditions take (days as their bounds, the end exclusive); undefined ones are absent. */
export const moveValues = (f: MoveFilter) => ({
  direction: f.direction || undefined,
  giftId: f.giftId || undefined,
  keyword: f.keyword ? startsWith(f.keyword) : undefined,
  warehouseId: f.warehouseId || undefined,
  reason: f.reason || undefined,
  dateFrom: f.dateFrom ? local(f.dateFrom) : undefined,
  dateTo: f.dateTo ? local(f.dateTo, 1) : undefined,
});
type MoveValues = ReturnType<typeof moveValues>;

const m = giftStockMoves;
const moveConditions = conditionsOf<MoveValues>({
  direction: eqTo(m.direction),
  giftId: eqTo(m.giftId),
  // A subquery, so that the capped count over the moves alone takes the same condition.
  keyword: (v) => sql`${m.giftId} in (select ${giftItems.id} from ${giftItems} where ${giftKeyword(v)})`,
  warehouseId: eqTo(m.warehouseId),
  reason: eqTo(m.reason),
  dateFrom: atLeast(m.createdAt),
  dateTo: before(m.createdAt),
});

/** Conditions of a move list built directly. */
export function moveWhere(f: MoveFilter): SQL | undefined {
  const v = presentOf(moveValues(f));
  return moveConditions(v, direct(v as MoveValues));
}

/** One page of moves, newest first, with the capped total; prepared per shape. */
export function movePageOf(db: Db, f: MoveFilter, { page, limit }: Paging) {
  return countedListPage(db, {
    name: 'gift_stock_moves',
    values: moveValues(f),
    conditions: moveConditions,
    select: (extra) => selectMoves(db, extra),
    order: [desc(m.id)],
    counted: m,
    cap: LIST_COUNT_CAP,
    page,
    limit,
    map: toMove,
  });
}

/** 实物礼品 (objectGiftInfoManager), 礼品库存 (giftInventoryQuery): gifts, stock per warehouse, moves in and out. */
export function giftStockRoutes(): ApiRoutes[] {
  const items = masterRoutes(giftItemMaster, {
    table: giftItems,
    columns: itemColumns,
    where: { keyword: prefixFilter(giftKeyword) },
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
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'gift_stock',
        values: stockValues(filter),
        conditions: stockConditions,
        select: (extra) => selectStock(deps.db, extra),
        order: stockOrder,
        counted: countedStock,
        page,
        limit,
        map: toStock,
      });
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
      const { page, limit, ...filter } = query;
      return movePageOf(deps.db, filter, { page, limit });
    }),
  ];
}
