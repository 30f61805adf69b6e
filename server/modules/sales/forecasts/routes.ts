import { eq } from 'drizzle-orm';
import * as api from '@shared/api/sales/forecast';
import type { BatchResult } from '@shared/api/sales/common';
import { LIST_COUNT_CAP } from '@shared/api/sales/common';
import { addWeeks } from '@shared/api/sales/weeks';
import { forecastMachine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { saleForecastVersions } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { AppError, fail } from '../../../http/errors';
import { actionsFor, actorOf, addTransition, runTransition, tabCounts, workflowListPage, workflowLog, type Actor } from '../../../workflow';
import { platformScope } from '../../reference';
import { namedAuditor } from '../forecastSkus/queries';
import { draftForecast } from './generate';
import { forecastRowById, forecastWeeks, forecastConditions, forecastValues, newestFirst, salesBetween, selectForecastRows, toForecastRow, versionInForce, versionsOf } from './queries';
import { saveForecast } from './save';
import { forecastVisibility as visibility } from './visibility';

const table = saleForecastVersions;

function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.auditForecast, {
    table,
    visibility,
    apply: async (tx, record, { actor }) => {
      const [version] = await tx.select({ skuId: table.skuId, storeId: table.storeId }).from(table).where(eq(table.id, record.id));
      const named = await namedAuditor(tx, version!);
      // A SKU listed under forecast in the store is audited by its named auditor only; an unlisted one by any auditor.
      if (named && named.auditorId !== actor.userId) throw fail.refused(`该SKU在该店铺的预测由${named.name ?? '指定的审核人'}审核`);
      return { auditedBy: actor.userId, auditedAt: new Date() };
    },
  });
  return transitions;
}

/** Runs one action on each chosen version, each in its own transaction; collects why the others did not move. */
async function runBatch(db: Db, actor: Actor, ids: number[], action: 'submit' | 'withdraw'): Promise<BatchResult> {
  const scope = visibility.scopeOf({ userId: actor.userId, elements: actor.elements });
  const result: BatchResult = { done: [], failed: [] };
  for (const id of [...new Set(ids)]) {
    try {
      if (scope !== undefined) await visibility.head(db, id, scope);
      await runTransition(db, forecastMachine, table, { id, action, actor });
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return result;
}

/** forecast-list (销量预测): versions, save or submit, batch submit and withdraw, audit, draft from history, trend chart, history. */
export function forecastRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.forecastList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'sale_forecasts',
        machine: forecastMachine,
        table,
        values: forecastValues(filter, await visibility.scope(caller)),
        conditions: forecastConditions,
        select: (extra) => selectForecastRows(deps.db, extra),
        order: newestFirst,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toForecastRow,
      });
    })
    .add(api.forecastTabNum, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, forecastMachine, await visibility.scope(caller));
      return { ...counts, all: Object.values(counts).reduce((s, n) => s + n, 0) };
    })
    .add(api.forecastDetailGet, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      await visibility.head(deps.db, query.id, visibility.scopeOf({ userId: actor.userId, elements: actor.elements }));
      const row = (await forecastRowById(deps.db, query.id))!;
      // The audit is offered to the SKU's named auditor only (when it is listed under forecast).
      const named = await namedAuditor(deps.db, { skuId: row.skuId, storeId: row.storeId });
      const actions = actionsFor(forecastMachine, row, actor).filter((a) => !['approve', 'reject'].includes(a.action) || !named || named.auditorId === actor.userId);
      return { ...row, weeks: await forecastWeeks(deps.db, row.id), actions, log: await workflowLog(deps.db, forecastMachine, row.id) };
    })
    .add(api.saveOrSubmitForecast, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveForecast(deps.db, await actorOf(caller), body, await platformScope(deps.db, caller));
    })
    .add(api.submitBatchForecast, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return runBatch(deps.db, await actorOf(caller), query.ids, 'submit');
    })
    .add(api.withdrawBatchForecast, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return runBatch(deps.db, await actorOf(caller), query.ids, 'withdraw');
    })
    .include(transitionRoutes())
    .add(api.beforeWeekSale, ({ query, deps }) => salesBetween(deps.db, query.skuId, query.storeId, addWeeks(query.week, -query.weeks), query.week))
    .add(api.trendChart, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      const row = (await forecastRowById(deps.db, query.id))!;
      const inForce = await versionInForce(deps.db, row.skuId, row.storeId);
      return {
        actual: await salesBetween(deps.db, row.skuId, row.storeId, addWeeks(row.startWeek, -12), row.startWeek),
        forecast: await forecastWeeks(deps.db, row.id),
        inForce: inForce ? await forecastWeeks(deps.db, inForce.id) : [],
        inForceVersionNo: inForce?.versionNo ?? null,
      };
    })
    .add(api.historyForecast, async ({ query, caller, deps }) =>
      (await versionsOf(deps.db, query.skuId, query.storeId, await visibility.scope(caller))).map(toForecastRow),
    )
    .add(api.generateForecast, ({ query, deps }) => draftForecast(deps.db, query.skuId, query.storeId, query.startWeek));
}
