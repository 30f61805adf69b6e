import { exportSoOrder, soOrderList } from '@shared/api/review/soOrders';
import { createExportTask } from '../../excel/export-tasks';
import { ApiRoutes } from '../../http/api';
import { listViewOf } from './listView';
import { soOrderExport } from './soOrderExport';
import { soOrderPage, toSoOrderRows } from './soOrderQueries';
import { detailVisibility } from './visibility';

/** soOrderManager (销售订单): the details that have a marketplace order, their money in CNY and payment state; the export task. */
export function soOrderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(soOrderList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const list = await soOrderPage(deps.db, filter, await listViewOf(deps.db, caller, detailVisibility), { page, limit });
      return { ...list, rows: await toSoOrderRows(deps.db, list.rows) };
    })
    .add(exportSoOrder, async (ctx) => createExportTask(ctx, soOrderExport, { ...ctx.query, ...(await listViewOf(ctx.deps.db, ctx.caller!, detailVisibility)) }));
}
