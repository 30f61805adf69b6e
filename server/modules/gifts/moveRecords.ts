import { stockInCalls, stockOutCalls } from '@shared/api/gifts/moveRecords';
import { ApiRoutes } from '../../http/api';
import { putStock, takeStock } from './stockMoves';
import { movePageOf, stockOf } from './stockRoutes';

type Calls = typeof stockInCalls | typeof stockOutCalls;

/** 礼品入库 / 礼品出库: the moves of one direction with their filters, and the form that makes one. */
function moveRoutes(direction: 'in' | 'out', calls: Calls, move: typeof putStock): ApiRoutes {
  return new ApiRoutes()
    .add(calls.page, ({ query, deps }) => {
      const { page, limit, ...filter } = query;
      return movePageOf(deps.db, { ...filter, direction }, { page, limit });
    })
    .add(calls.add, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      await deps.db.transaction((tx) => move(tx, { ...body, userId: caller.userId }));
      return stockOf(deps.db, body.giftId, body.warehouseId);
    });
}

export const moveRecordRoutes = () => [moveRoutes('in', stockInCalls, putStock), moveRoutes('out', stockOutCalls, takeStock)];
