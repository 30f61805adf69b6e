import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { exportSoOrder, soOrderList } from '@shared/api/review/soOrders';
import type { Db } from '../../db/connection';
import { reviewPlanOrderDetails } from '../../db/schema';
import { createExportTask } from '../../excel/export-tasks';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { listPage } from '../../http/listPage';
import { platformScope } from '../reference';
import { detailOrder, selectDetails } from './detailQueries';
import { soOrderExport } from './soOrderExport';
import { soOrderWhere, toSoOrderRows, type SoOrderView } from './soOrderQueries';
import { detailVisibility } from './visibility';

const d = reviewPlanOrderDetails;

async function viewOf(db: Db, caller: Caller): Promise<SoOrderView> {
  return { owner: await detailVisibility.scope(caller), platforms: await platformScope(db, caller) };
}

/** soOrderManager (销售订单): the details that have a marketplace order, their money in CNY and payment state; the export task. */
export function soOrderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(soOrderList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const where = soOrderWhere(deps.db, filter, await viewOf(deps.db, caller));
      const list = await listPage(deps.db, { select: () => selectDetails(deps.db), where, order: detailOrder, page, limit, total: { table: d, cap: LIST_COUNT_CAP } });
      return { ...list, rows: await toSoOrderRows(deps.db, list.rows) };
    })
    .add(exportSoOrder, async (ctx) => createExportTask(ctx, soOrderExport, { ...ctx.query, ...(await viewOf(ctx.deps.db, ctx.caller!)) }));
}
