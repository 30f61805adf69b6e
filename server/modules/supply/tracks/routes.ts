import { desc, eq } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import * as api from '@shared/api/supply/tracks';
import { supplyTrackMachine as machine } from '@shared/workflow';
import { supplyPlanTracks as table } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { actorOf, addTransition, tabCounts, workflowListPage } from '../../../workflow';
import { addExportTask } from '../../../excel/scoped-export';
import { trackVisibility as visibility } from '../visibility';
import { batchAudit, batchConfirm } from './batchConfirm';
import { trackExport } from './exports';
import { selectTrackRows, toTrackRow, trackConditions, trackValues } from './queries';
import { splitTrack } from './split';
import { recountPlan } from './write';

/** Track transitions; the imports run `order`, `ship`, `arrive` through the engine. */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.delSupplyPlanTrack, { table, visibility, apply: async (tx, record) => void (await afterwards(tx, record.id, true)) });
  addTransition(transitions, api.auditSupplyPlanTrack, { table, visibility });
  addTransition(transitions, api.withdrawPlanTrack, { table, visibility });
  addTransition(transitions, api.closePlanTrack, { table, visibility });
  addTransition(transitions, api.saveConfirmSupplyPlanTrack, {
    table,
    visibility,
    apply: async (tx, record, { input }) => {
      const changes = { ...(input.qty !== undefined ? { qty: input.qty } : {}), ...(input.shipDate !== undefined ? { shipDate: input.shipDate } : {}) };
      if (Object.keys(changes).length) await tx.update(table).set(changes).where(eq(table.id, record.id));
      if (input.qty !== undefined) await afterwards(tx, record.id);
    },
  });
  return transitions;
}

/** A track's units changed or it left: its line and plan totals follow. */
async function afterwards(tx: Parameters<typeof recountPlan>[0], trackId: number, leaving = false): Promise<void> {
  const [track] = await tx.select({ planId: table.planId }).from(table).where(eq(table.id, trackId));
  // The status moves after apply: a track being deleted is counted out here.
  await recountPlan(tx, track!.planId, leaving ? trackId : 0);
}

/** supply-plan (计划跟踪) and op-supply-plan. */
export function trackRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, api.addPlanTrackExcelTask, trackExport, visibility);
  return routes
    .include(transitionRoutes())
    .add(api.supplyPlanTrackPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'supply_plan_tracks',
        machine,
        table,
        values: trackValues(filter, await visibility.scope(caller)),
        conditions: (present, bind) => trackConditions(present, bind),
        select: (extra) => selectTrackRows(deps.db, extra),
        order: [desc(table.id)],
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toTrackRow,
      });
    })
    .add(api.supplyPlanTrackTabNum, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, machine, await visibility.scope(caller));
      return { ...counts, all: machine.tabs.reduce((n, s) => n + (counts[s] ?? 0), 0) };
    })
    .add(api.splitPlanTrack, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return splitTrack(deps.db, await actorOf(caller), body);
    })
    .add(api.batchConfirmPlanTrack, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return batchConfirm(deps.db, await actorOf(caller), body.ids);
    })
    .add(api.batchAuditPlanTrack, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return batchAudit(deps.db, await actorOf(caller), body.ids, body.pass, body.comment);
    });
}
