import { and } from 'drizzle-orm';
import { addGateLogExcelTask, gateLogPage } from '@shared/api/admin/gateLog';
import { gateLogs } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countUpTo } from '../../http/listPage';
import { createExportTask } from '../../excel/export-tasks';
import { gateLogExport } from './export';
import { gateLogWhere, newestGateLogs, olderThan } from './queries';
import { LIST_COUNT_CAP } from '@shared/api/inputs';

/** gateLogManager: the log of every state-changing call, fast on millions of rows. */
export function gateLogRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(addGateLogExcelTask, (ctx) => createExportTask(ctx, gateLogExport, ctx.query))
    .add(gateLogPage, async ({ query, deps }) => {
    const where = gateLogWhere(query);
    const [rows, count] = await Promise.all([
      query.beforeId
        ? newestGateLogs(deps.db, and(where, olderThan(query.beforeId)), query.limit, 0)
        : newestGateLogs(deps.db, where, query.limit, (query.page - 1) * query.limit),
      countUpTo(deps.db, gateLogs, where, LIST_COUNT_CAP),
    ]);
    return { total: count.total, totalCapped: count.capped, rows };
  });
}
