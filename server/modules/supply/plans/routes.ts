import { and, asc, desc, eq } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import * as api from '@shared/api/supply/plans';
import { supplyPlanMachine as machine, supplyTrackMachine } from '@shared/workflow';
import { baseSkus, exportTasks, stores, supplyPlanLines, supplyPlans as table, supplyPlanSkuLogs, supplyPlanTracks, supplyStores, users } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { actionsFor, actorOf, addTransition, runTransitionInTx, tabCounts, workflowListPage, workflowLog } from '../../../workflow';
import { addExportTask } from '../../../excel/scoped-export';
import { inPlatformScope, platformScope, platformScopeWhere } from '../../reference';
import { suggest, storeSuggestions, supplyStoresOf } from '../replenishment';
import { tracksOfPlan } from '../tracks/write';
import { planVisibility as visibility } from '../visibility';
import { PLAN_EXPORT_KIND, planExport } from './exports';
import { planConditions, planValues, selectPlanRows, toPlanRow } from './queries';
import { saveSupplyPlan } from './save';

/** Plan transitions: portal calls and the demo run the same code. */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.confirmSupplyPlan, {
    table,
    visibility,
    apply: async (tx, record, { actor }) => {
      const drafts = await tracksOfPlan(tx, record.id, 'draft');
      if (!drafts.length) throw fail.refused('供货计划没有待确认的计划跟踪，不能提交');
      for (const t of drafts) await runTransitionInTx(tx, supplyTrackMachine, supplyPlanTracks, { id: t.id, action: 'submit', actor });
    },
  });
  addTransition(transitions, api.signSupplyPlan, {
    table,
    visibility,
    apply: async (tx, record, { actor }) => {
      const waiting = (await tracksOfPlan(tx, record.id)).filter((t) => t.status === 'draft' || t.status === 'pending_audit');
      if (waiting.length) throw fail.refused(`还有 ${waiting.length} 条计划跟踪未审核，不能签收`);
      return { signedBy: actor.userId, signedAt: new Date() };
    },
  });
  addTransition(transitions, api.deleteSupplyPlan, {
    table,
    visibility,
    apply: async (tx, record, { actor }) => {
      for (const t of await tracksOfPlan(tx, record.id)) await runTransitionInTx(tx, supplyTrackMachine, supplyPlanTracks, { id: t.id, action: 'delete', actor });
    },
  });
  return transitions;
}

/** A plan is made only for a store of the caller's platforms, as the suggestions they see. */
const STORE_OUT_OF_SCOPE = '店铺不存在或不在你负责的平台';

/** supply-list, supply-detail and fba-replenishment-plan. */
export function planRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, api.addSupplyPlanExcelTask, planExport, visibility);
  return routes
    .include(transitionRoutes())
    .add(api.replenishmentSuggestions, async ({ query, caller, deps }) => {
      const scope = await platformScope(deps.db, caller);
      const allowed = await deps.db
        .select({ id: stores.id })
        .from(stores)
        .innerJoin(supplyStores, eq(supplyStores.storeId, stores.id))
        .where(and(platformScopeWhere(scope, stores.platformId), query.storeId ? eq(stores.id, query.storeId) : undefined));
      const rows = [];
      for (const store of await supplyStoresOf(deps.db, allowed.map((s) => s.id))) {
        rows.push(...(await storeSuggestions(deps.db, store, { planWeek: query.planWeek, skuPrefix: query.sku, transportMode: query.transportMode })));
      }
      return rows;
    })
    .add(api.saveSupplyPlan, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const [store] = await deps.db.select({ platformId: stores.platformId }).from(stores).where(eq(stores.id, body.storeId));
      if (!store || !inPlatformScope(await platformScope(deps.db, caller), store.platformId)) throw fail.notFound(STORE_OUT_OF_SCOPE);
      return saveSupplyPlan(deps.db, await actorOf(caller), body);
    })
    .add(api.supplyPlanPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'supply_plans',
        machine,
        table,
        values: planValues(filter, await visibility.scope(caller)),
        conditions: planConditions,
        select: (extra) => selectPlanRows(deps.db, extra),
        order: [desc(table.id)],
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toPlanRow,
      });
    })
    .add(api.supplyPlanTabNum, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, machine, await visibility.scope(caller));
      return { ...counts, all: machine.tabs.reduce((n, s) => n + (counts[s] ?? 0), 0) };
    })
    .add(api.querySupplyPlanDetail, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      await visibility.head(deps.db, query.id, visibility.scopeOf(actor));
      const [row] = await selectPlanRows(deps.db).where(eq(table.id, query.id));
      const l = supplyPlanLines;
      const lines = await deps.db
        .select({
          id: l.id, skuId: l.skuId, sku: baseSkus.sku, skuName: baseSkus.name, demandQty: l.demandQty, safetyQty: l.safetyQty, onHandQty: l.onHandQty,
          inTransitQty: l.inTransitQty, cartonQty: l.cartonQty, leadWeeks: l.leadWeeks, suggestedQty: l.suggestedQty, qty: l.qty,
        })
        .from(l)
        .innerJoin(baseSkus, eq(baseSkus.id, l.skuId))
        .where(eq(l.planId, query.id))
        .orderBy(asc(baseSkus.sku));
      const safetyWeeks = (n: (typeof lines)[number]) => (n.demandQty ? Math.round((n.safetyQty * n.leadWeeks) / n.demandQty) : 0);
      return {
        ...toPlanRow(row!),
        lines: lines.map((n) => ({ ...n, formula: suggest({ ...n, safetyWeeks: safetyWeeks(n) }).formula })),
        actions: actionsFor(machine, row!, actor),
        log: await workflowLog(deps.db, machine, query.id),
      };
    })
    .add(api.getHistoryExcel, async ({ caller, deps }) => {
      const rows = await deps.db
        .select({ id: exportTasks.id, fileName: exportTasks.fileName, status: exportTasks.status, rowsWritten: exportTasks.rowsWritten, createdAt: exportTasks.createdAt, finishedAt: exportTasks.finishedAt })
        .from(exportTasks)
        .where(and(eq(exportTasks.userId, caller.userId), eq(exportTasks.kind, PLAN_EXPORT_KIND)))
        .orderBy(desc(exportTasks.id))
        .limit(20);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null }));
    })
    .add(api.supplyChannelCategory, async ({ deps }) => {
      const rows = await deps.db
        .select({ id: stores.id, name: stores.name, channel: stores.channel })
        .from(supplyStores)
        .innerJoin(stores, eq(stores.id, supplyStores.storeId))
        .where(eq(supplyStores.enabled, true))
        .orderBy(asc(stores.channel), asc(stores.id));
      const byChannel = new Map<string, Array<{ id: number; name: string }>>();
      for (const r of rows) byChannel.set(r.channel, [...(byChannel.get(r.channel) ?? []), { id: r.id, name: r.name }]);
      return [...byChannel].map(([channel, list]) => ({ channel, stores: list }));
    })
    .add(api.querySupplySkuLog, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.planId, await visibility.scope(caller), { deletedToo: true });
      return skuLogs(deps.db, and(eq(supplyPlanSkuLogs.planId, query.planId), query.skuId ? eq(supplyPlanSkuLogs.skuId, query.skuId) : undefined));
    })
    .add(api.addSupplySkuLog, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      await visibility.head(deps.db, body.planId, await visibility.scope(caller));
      const [line] = await deps.db.select({ id: supplyPlanLines.id }).from(supplyPlanLines).where(and(eq(supplyPlanLines.planId, body.planId), eq(supplyPlanLines.skuId, body.skuId)));
      if (!line) throw fail.badRequest('该SKU不在此供货计划中');
      const [row] = await deps.db.insert(supplyPlanSkuLogs).values({ ...body, createdBy: caller.userId }).returning({ id: supplyPlanSkuLogs.id });
      return (await skuLogs(deps.db, eq(supplyPlanSkuLogs.id, row!.id)))[0]!;
    });
}

const skuLogs = async (db: Parameters<typeof selectPlanRows>[0], where: ReturnType<typeof and>) => {
  const s = supplyPlanSkuLogs;
  const rows = await db
    .select({ id: s.id, planId: s.planId, skuId: s.skuId, sku: baseSkus.sku, content: s.content, creatorName: users.name, createdAt: s.createdAt })
    .from(s)
    .innerJoin(baseSkus, eq(baseSkus.id, s.skuId))
    .leftJoin(users, eq(users.id, s.createdBy))
    .where(where)
    .orderBy(desc(s.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
};

