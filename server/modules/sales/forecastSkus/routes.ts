import { and, asc, eq, like, notInArray } from 'drizzle-orm';
import * as api from '@shared/api/sales/forecastSku';
import { LIST_COUNT_CAP } from '@shared/api/sales/common';
import { forecastSkuScreen } from '@shared/api/sales/screens';
import { forecastSkuMachine } from '@shared/workflow';
import { baseSkus, saleForecastSkus } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { actionsFor, actorOf, addTransition, tabCounts, workflowListPage, workflowLog } from '../../../workflow';
import { platformScope } from '../../reference';
import { holdersOf } from '../holders';
import { forecastSkuById, namedAuditor, forecastSkuConditions, forecastSkuValues, newestFirst, selectForecastSkuRows, toForecastSkuRow } from './queries';
import { forecastSkuVisibility as visibility } from './visibility';
import { addForecastSkus, saveForecastSkuRow } from './write';
import { startsWith } from '../../../db/like';

const table = saleForecastSkus;

function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.auditForecastSku, {
    table,
    visibility,
    apply: async (tx, record, { actor }) => {
      const named = (await namedAuditor(tx, { id: record.id }))!;
      if (named.auditorId !== actor.userId) throw fail.refused(`该预测SKU由${named.name ?? '指定的审核人'}审核`);
      return { auditedAt: new Date() };
    },
  });
  addTransition(transitions, api.stopForecastSku, { table, visibility });
  addTransition(transitions, api.resubmitForecastSku, { table, visibility });
  return transitions;
}

/** sku-list (预测SKU): the SKUs under forecast per store, their auditor, SKU audit, stop and resubmit, log. */
export function forecastSkuRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.forecastSkuList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'sale_forecast_skus',
        machine: forecastSkuMachine,
        table,
        values: forecastSkuValues(filter, await visibility.scope(caller)),
        conditions: forecastSkuConditions,
        select: (extra) => selectForecastSkuRows(deps.db, extra),
        order: newestFirst,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toForecastSkuRow,
      });
    })
    .add(api.forecastSkuStatuses, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, forecastSkuMachine, await visibility.scope(caller));
      return { ...counts, all: Object.values(counts).reduce((s, n) => s + n, 0) };
    })
    .add(api.forecastSkuAuditors, async ({ deps }) => (await holdersOf(deps.db, forecastSkuScreen.code('audit'))).map((u) => ({ value: u.id, label: u.name })))
    .add(api.notForecastSkus, ({ query, deps }) =>
      deps.db
        .select({ id: baseSkus.id, sku: baseSkus.sku, name: baseSkus.name })
        .from(baseSkus)
        .where(
          and(
            eq(baseSkus.status, 'on_sale'),
            query.sku ? like(baseSkus.sku, startsWith(query.sku)) : undefined,
            notInArray(baseSkus.id, deps.db.select({ id: table.skuId }).from(table).where(eq(table.storeId, query.storeId))),
          ),
        )
        .orderBy(asc(baseSkus.sku))
        .limit(200),
    )
    .add(api.addForecastSku, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return addForecastSkus(deps.db, await actorOf(caller), body, await platformScope(deps.db, caller));
    })
    .add(api.saveForecastSku, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveForecastSkuRow(deps.db, await actorOf(caller), body);
    })
    .include(transitionRoutes())
    .add(api.forecastSkuDetailGet, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      await visibility.head(deps.db, query.id, visibility.scopeOf({ userId: actor.userId, elements: actor.elements }));
      const row = (await forecastSkuById(deps.db, query.id))!;
      // Only the named auditor is offered the audit.
      const actions = actionsFor(forecastSkuMachine, row, actor).filter((a) => !['approve', 'reject'].includes(a.action) || row.auditorId === actor.userId);
      return { ...row, actions };
    })
    .add(api.forecastSkuLog, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, await visibility.scope(caller));
      return workflowLog(deps.db, forecastSkuMachine, query.id);
    });
}
