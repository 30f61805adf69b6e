import Big from 'big.js';
import { eq } from 'drizzle-orm';
import * as api from '@shared/api/sales/budget';
import { LIST_COUNT_CAP } from '@shared/api/sales/common';
import { budgetMachine } from '@shared/workflow';
import { saleBudgetLines, saleBudgets } from '../../../db/schema';
import { sendXlsx } from '../../../excel/download';
import { runImport } from '../../../excel/import-run';
import { exampleRow, templateColumns } from '../../../excel/template';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { actionsFor, actorOf, addTransition, tabCounts, workflowListPage, workflowLog } from '../../../workflow';
import { inPlatformScope, platformScope } from '../../reference';
import { actualsByMonth } from './actuals';
import { budgetImport } from './import';
import { notOwnedMessage, spusNotOwned } from './spuOwnership';
import { budgetConditions, budgetLines, budgetRowById, budgetValues, newestFirst, selectBudgetRows, toBudgetRow } from './queries';
import { budgetVisibility as visibility } from './visibility';
import { storeOfBudget, writeBudget } from './write';

const table = saleBudgets;

/** The budget transitions: the portal's calls, the approvals inbox and Lark cards run the same code. */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.submitBudget, {
    table,
    visibility,
    apply: async (tx, record, { actor }) => {
      const lines = await tx.selectDistinct({ spu: saleBudgetLines.spu }).from(saleBudgetLines).where(eq(saleBudgetLines.budgetId, record.id));
      if (!lines.length) throw fail.refused('预算没有任何明细行，请先导入或初始化后再提交');
      // An SPU handed to another operator since the import can no longer be submitted by this one.
      const [budget] = await tx.select({ storeId: saleBudgets.storeId }).from(saleBudgets).where(eq(saleBudgets.id, record.id));
      const foreign = await spusNotOwned(tx, actor, budget!.storeId, lines.map((l) => l.spu));
      if (foreign.length) throw fail.refused(`${notOwnedMessage(foreign)}，请重新导入后再提交`);
    },
  });
  addTransition(transitions, api.deleteBudget, { table, visibility });
  addTransition(transitions, api.auditBudget, { table, visibility, apply: async (_tx, _r, { actor }) => ({ auditedBy: actor.userId, auditedAt: new Date() }) });
  addTransition(transitions, api.invalidBudget, { table, visibility });
  return transitions;
}

/** budget-list (年度预算): list, tabs, template, import, init, submit, audit, invalidate, delete, detail, statistics, log. */
export function budgetRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.budgetPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'sale_budgets',
        machine: budgetMachine,
        table,
        values: budgetValues(filter, await visibility.scope(caller)),
        conditions: budgetConditions,
        select: (extra) => selectBudgetRows(deps.db, extra),
        order: newestFirst,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toBudgetRow,
      });
    })
    .add(api.budgetTabNum, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, budgetMachine, await visibility.scope(caller));
      return { ...counts, all: Object.values(counts).reduce((s, n) => s + n, 0) };
    })
    .add(api.budgetStatusList, async () =>
      budgetMachine.tabs.map((value) => ({ value, label: budgetMachine.states[value].label, color: budgetMachine.states[value].color })),
    )
    .add(api.budgetTemplate, async ({ res }) => {
      await sendXlsx(res, api.BUDGET_TEMPLATE_FILE, templateColumns(budgetImport), [exampleRow(budgetImport)]);
    })
    .add(api.importBudget, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, budgetImport);
    })
    .add(api.initBudget, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const actor = await actorOf(caller);
      const store = await storeOfBudget(deps.db, body.storeId);
      if (!store || !inPlatformScope(await platformScope(deps.db, caller), store.platformId)) throw fail.notFound('店铺不存在');
      const sold = await actualsByMonth(deps.db, store.id, body.year - 1);
      if (!sold.length) throw fail.refused(`该店铺${body.year - 1}年没有实际销量，无法初始化，请使用导入`);
      // Only the SPUs the operator owns in the store are budgeted.
      const foreign = new Set(await spusNotOwned(deps.db, actor, store.id, sold.map((l) => l.spu)));
      const lastYear = sold.filter((l) => !foreign.has(l.spu));
      if (!lastYear.length) throw fail.refused(`该店铺${body.year - 1}年有销量的SPU都未分配给你，无法初始化`);
      const created = await deps.db.transaction((tx) => writeBudget(tx, actor, store, body.year, lastYear));
      return { ...created, lineCount: lastYear.length };
    })
    .include(transitionRoutes())
    .add(api.budgetDetailGet, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      await visibility.head(deps.db, query.id, visibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { deletedToo: false });
      const row = (await budgetRowById(deps.db, query.id))!;
      const lines = await budgetLines(deps.db, query.id);
      return { ...row, lines, actions: actionsFor(budgetMachine, row, actor) };
    })
    .add(api.budgetStatistics, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      const row = (await budgetRowById(deps.db, query.id))!;
      const lines = await budgetLines(deps.db, query.id);
      const actual = await actualsByMonth(deps.db, row.storeId, row.year);
      return Array.from({ length: 12 }, (_, i) => {
        const month = i + 1;
        const planned = lines.filter((l) => l.month === month);
        const done = actual.filter((a) => a.month === month);
        return {
          month,
          budgetQty: planned.reduce((s, l) => s + l.qty, 0),
          budgetAmount: planned.reduce((s, l) => s.plus(l.amount), new Big(0)).toFixed(2),
          actualQty: done.reduce((s, a) => s + a.qty, 0),
          actualAmount: done.reduce((s, a) => s.plus(a.amount), new Big(0)).toFixed(2),
        };
      });
    })
    .add(api.budgetLog, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.budgetId, await visibility.scope(caller), { deletedToo: true });
      return workflowLog(deps.db, budgetMachine, query.budgetId);
    });
}
