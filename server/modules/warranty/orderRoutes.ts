import * as api from '@shared/api/warranty/order';
import { warrantyOrderMachine } from '@shared/workflow';
import { warrantyOrders } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { LIST_COUNT_CAP, MARKETPLACES } from '@shared/api/warranty/common';
import { addTransition, workflowListPage, workflowLog } from '../../workflow';
import { queueTabCounts } from './common';
import { ensureInScope, hiveScope } from './scope';
import { orderConditions, orderOrder, orderRow, orderValues, orderVisibility as visibility, selectOrders, toOrderRow, warrantyEnd } from './orders';

const table = warrantyOrders;

/** The order transitions: the portal and any other runner share them. */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.verifyWarrantyOrder, { table, visibility });
  /** 延保: the warranty end is the registration day plus the project's months. */
  addTransition(transitions, api.extendWarrantyOrder, { table, visibility, apply: async (tx, record) => ({ warrantyUntil: await warrantyEnd(tx, record.id) }) });
  /** 驳回: the reason is kept on the order as well as in the log. */
  addTransition(transitions, api.rejectWarrantyOrder, { table, visibility, apply: async (_tx, _record, { input }) => ({ rejectReason: input.comment ?? null }) });
  return transitions;
}

/** warranty-extension-order: list, tabs, detail, log and the three decisions. */
export function orderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.warrantyOrderPage, async ({ query, caller, deps }) => {
      const { page, limit, ...f } = query;
      const filter = { ...f, marketplace: f.marketplace ? MARKETPLACES[f.marketplace] : null };
      // Filtered by status alone over every project the total is the kept status count; otherwise counted.
      return workflowListPage(deps.db, {
        name: 'warranty_orders',
        machine: warrantyOrderMachine,
        table,
        values: orderValues(filter, await hiveScope(deps.db, caller)),
        conditions: orderConditions,
        select: (extra) => selectOrders(deps.db, extra),
        order: orderOrder,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toOrderRow,
      });
    })
    .add(api.warrantyOrderTabNum, async ({ caller, deps }) => queueTabCounts(deps.db, warrantyOrderMachine, table, await hiveScope(deps.db, caller)))
    .add(api.getWarrantyOrderById, async ({ query, caller, deps }) => orderRow(deps.db, query.id, await hiveScope(deps.db, caller)))
    .add(api.warrantyOrderLog, async ({ query, caller, deps }) => {
      await ensureInScope(deps.db, table, query.id, await hiveScope(deps.db, caller), '延保订单');
      return workflowLog(deps.db, warrantyOrderMachine, query.id);
    })
    .include(transitionRoutes());
}
