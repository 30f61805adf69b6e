import { and } from 'drizzle-orm';
import { addGateLogExcelTask, gateLogPage } from '@shared/api/admin/gateLog';
import { gateLogs } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countSql } from '../../http/listPage';
import { preparedListPage } from '../../http/preparedList';
import type { Db } from '../../db/connection';
import { createExportTask } from '../../excel/export-tasks';
import { gateLogExport } from './export';
import { gateLogConditions, gateLogOrder, gateLogValues, olderThan, selectGateLogs, type GateLogValues } from './queries';
import { LIST_COUNT_CAP } from '@shared/api/inputs';

/** A page of the log, prepared per shape: by page, or after `beforeId` (keyset); the capped total ignores `beforeId`. */
const logPage = (db: Db, values: GateLogValues, page: number, limit: number) =>
  preparedListPage(db, {
    name: 'gate_logs',
    values,
    build: (bind, present) => {
      const where = gateLogConditions(present, bind);
      return {
        select: (extra) => selectGateLogs(db, extra),
        where: present.beforeId === undefined ? where : and(where, olderThan(bind('beforeId'))),
        order: gateLogOrder,
        total: countSql(gateLogs, where, LIST_COUNT_CAP),
      };
    },
    page,
    limit,
    cap: LIST_COUNT_CAP,
  });

/** gateLogManager: the log of every state-changing call, fast on millions of rows. */
export function gateLogRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(addGateLogExcelTask, (ctx) => createExportTask(ctx, gateLogExport, ctx.query))
    .add(gateLogPage, async ({ query, deps }) => {
      const values = gateLogValues(query);
      if (values.beforeId === undefined) return logPage(deps.db, values, query.page, query.limit);
      const answer = await logPage(deps.db, values, 1, query.limit);
      // Nothing older: no row carries the total, which the list without the keyset knows.
      if (answer.rows.length > 0) return answer;
      return { ...(await logPage(deps.db, { ...values, beforeId: undefined }, 1, 1)), rows: [] };
    });
}
