import { and, desc, eq, gte, inArray, like, lt, or } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { stockInCalls, stockOutCalls } from '@shared/api/gifts/moveRecords';
import { giftItems, giftStockMoves as m } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { putStock, takeStock } from './stockMoves';
import { selectMoves, stockOf, toMove } from './stockRoutes';
import { startsWith } from '../../db/like';

type Calls = typeof stockInCalls | typeof stockOutCalls;
const local = (day: string, plus = 0) => new Date(new Date(`${day}T00:00:00`).getTime() + plus * 86_400_000);

/** 礼品入库 / 礼品出库: the moves of one direction with their filters, and the form that makes one. */
function moveRoutes(direction: 'in' | 'out', calls: Calls, move: typeof putStock): ApiRoutes {
  return new ApiRoutes()
    .add(calls.page, ({ query, deps }) => {
      const where = and(
        eq(m.direction, direction),
        // A subquery, so that the capped count over the moves alone takes the same condition.
        query.keyword ? inArray(m.giftId, deps.db.select({ id: giftItems.id }).from(giftItems).where(or(like(giftItems.sku, startsWith(query.keyword)), like(giftItems.name, startsWith(query.keyword))))) : undefined,
        query.warehouseId ? eq(m.warehouseId, query.warehouseId) : undefined,
        query.reason ? eq(m.reason, query.reason) : undefined,
        query.dateFrom ? gte(m.createdAt, local(query.dateFrom)) : undefined,
        query.dateTo ? lt(m.createdAt, local(query.dateTo, 1)) : undefined,
      );
      return listPage(deps.db, { select: () => selectMoves(deps.db), where, order: [desc(m.id)], page: query.page, limit: query.limit, total: { table: m, cap: LIST_COUNT_CAP }, map: toMove });
    })
    .add(calls.add, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      await deps.db.transaction((tx) => move(tx, { ...body, userId: caller.userId }));
      return stockOf(deps.db, body.giftId, body.warehouseId);
    });
}

export const moveRecordRoutes = () => [moveRoutes('in', stockInCalls, putStock), moveRoutes('out', stockOutCalls, takeStock)];
