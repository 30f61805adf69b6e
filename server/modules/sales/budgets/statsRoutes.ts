import Big from 'big.js';
import { and, desc, eq, ne } from 'drizzle-orm';
import * as api from '@shared/api/sales/budgetStats';
import { auditBudget } from '@shared/api/sales/budget';
import type { BatchResult } from '@shared/api/sales/common';
import { budgetScreen } from '@shared/api/sales/screens';
import { budgetMachine } from '@shared/workflow';
import { saleBudgets } from '../../../db/schema';
import { createExportTask } from '../../../excel/export-tasks';
import { ApiRoutes } from '../../../http/api';
import { AppError } from '../../../http/errors';
import { actorOf, runTransitionAs, workflowLog } from '../../../workflow';
import { holdersOf } from '../holders';
import { actualsByMonth } from './actuals';
import { budgetExport } from './export';
import { budgetOverview } from './overview';
import { budgetLines, budgetRowById, newestFirst, selectBudgetRows, toBudgetRow } from './queries';
import { budgetVisibility as visibility } from './visibility';

const AUDIT_ACTIONS = ['approve', 'reject'];

/** Budget export, overview, history, batch audit and the statistics details. */
export function budgetStatsRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.addBudgetExcelTask, async (ctx) => createExportTask(ctx, budgetExport, { ...ctx.query, scope: await visibility.scope(ctx.caller) }))
    .add(api.budgetOverview, async ({ query, caller, deps }) => budgetOverview(deps.db, query.year, query.storeId ?? null, await visibility.scope(caller)))
    .add(api.historyBudgets, async ({ query, caller, deps }) => {
      const scope = await visibility.scope(caller);
      const head = await visibility.head(deps.db, query.id, scope);
      const [{ storeId }] = (await deps.db.select({ storeId: saleBudgets.storeId }).from(saleBudgets).where(eq(saleBudgets.id, head.id))) as [{ storeId: number }];
      const rows = await selectBudgetRows(deps.db)
        .where(and(eq(saleBudgets.storeId, storeId), ne(saleBudgets.status, 'deleted'), visibility.where(scope)))
        .orderBy(desc(saleBudgets.year), ...newestFirst);
      return rows.map(toBudgetRow);
    })
    .add(api.statisticsAudit, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const actor = await actorOf(caller);
      const result: BatchResult = { done: [], failed: [] };
      for (const id of [...new Set(body.ids)]) {
        try {
          await runTransitionAs(deps.db, actor, auditBudget, body.pass ? 'approve' : 'reject', { id, ...(body.comment ? { comment: body.comment } : {}) });
          result.done.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.failed.push({ id, message: error.message });
        }
      }
      return result;
    })
    .add(api.budgetStatisticsDetail, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      const row = (await budgetRowById(deps.db, query.id))!;
      const inMonth = <T extends { month: number }>(xs: T[]) => (query.month ? xs.filter((x) => x.month === query.month) : xs);
      const lines = inMonth(await budgetLines(deps.db, row.id));
      const actual = inMonth(await actualsByMonth(deps.db, row.storeId, row.year));
      const keys = [...new Set([...lines, ...actual].map((x) => `${x.spu}|${String(x.month).padStart(2, '0')}`))].sort();
      return keys.map((key) => {
        const [spu, m] = key.split('|') as [string, string];
        const month = Number(m);
        const l = lines.find((x) => x.spu === spu && x.month === month);
        const a = actual.find((x) => x.spu === spu && x.month === month);
        return { spu, month, budgetQty: l?.qty ?? 0, budgetAmount: new Big(l?.amount ?? 0).toFixed(2), actualQty: a?.qty ?? 0, actualAmount: new Big(a?.amount ?? 0).toFixed(2) };
      });
    })
    .add(api.budgetAuditDetail, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      const row = (await budgetRowById(deps.db, query.id))!;
      const log = await workflowLog(deps.db, budgetMachine, row.id);
      const audits = log.filter((l) => AUDIT_ACTIONS.includes(l.action));
      const [mayAudit, seeAll] = await Promise.all([holdersOf(deps.db, budgetScreen.code('audit')), holdersOf(deps.db, budgetScreen.code('viewAll'))]);
      const seeing = new Set(seeAll.map((u) => u.id));
      return {
        status: row.status,
        submitterName: row.submittedAt ? row.creatorName : null,
        submittedAt: row.submittedAt,
        auditors: mayAudit.filter((u) => seeing.has(u.id) && u.id !== row.createdBy).map((u) => u.name),
        decision: audits[audits.length - 1] ?? null,
        audits,
      };
    });
}

