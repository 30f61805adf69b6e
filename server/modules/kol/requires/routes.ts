import {
  addOrUpdKolRequire,
  addRequireLog,
  auditKolProcessBatch,
  deleteKolRequireById,
  downLoadZipFile,
  exportKolData,
  getAllChangeUser,
  getAllKolChannel,
  getKolAuditor,
  getKolRequireById,
  getKolRequireStatusList,
  getLogByRequireId,
  getMarketPlatInfo,
  queryKolRequireList,
  submitIdKolRequire,
  submitKolRequire,
  closeKolRequire,
  withdrawKolRequire,
} from '@shared/api/kol/require';
import { KOL_CHANNELS } from '@shared/api/kol/common';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { kolRequireMachine } from '@shared/workflow';
import { kolAuditBatches, kolRequires } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { actorOf, addTransition, recordEdited, tabCounts, workflowListPage, workflowLog } from '../../../workflow';
import { usersHolding } from '../holders';
import { batchVisibility, requireVisibility as visibility } from '../visibility';
import { createBatch, decideRequires, leaveBatch, submitAsBatch } from './batches';
import { requireDetail } from './detail';
import { exportRequires, zipRequireFiles } from './files';
import { marketPlatInfo } from './product';
import { newestFirst, requireConditions, requireValues, selectRequireRows, toRequireRow } from './queries';
import { saveRequire } from './save';
import { LIST_COUNT_CAP } from '@shared/api/inputs';

const table = kolRequires;

/**
 * The requirement and batch transitions, built with the routes: the portal's calls, and the same
 * runners for the approvals inbox and Lark cards (and the demo data).
 */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  /** A single submission is a batch of one. */
  addTransition(transitions, submitIdKolRequire, { table, visibility, apply: async (tx, _record, { actor }) => ({ batchId: (await createBatch(tx, actor, 1)).id }) });
  addTransition(transitions, deleteKolRequireById, { table, visibility });
  addTransition(transitions, withdrawKolRequire, { table, visibility, apply: (tx, record, { actor }) => leaveBatch(tx, record.id, actor) });
  addTransition(transitions, closeKolRequire, { table, visibility });
  addTransition(transitions, auditKolProcessBatch, {
    table: kolAuditBatches,
    visibility: batchVisibility,
    apply: (tx, batch, { action, actor, input }) => decideRequires(tx, batch, action, actor, input.comment),
  });
  return transitions;
}

/** kol-list (KOL需求): list, tabs, detail, save, submit, batch audit, delete, owner change, log, export, files. */
export function requireRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryKolRequireList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'kol_requires',
        machine: kolRequireMachine,
        table,
        values: requireValues(filter, await visibility.scope(caller)),
        conditions: requireConditions,
        select: (extra) => selectRequireRows(deps.db, extra),
        order: newestFirst,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toRequireRow,
      });
    })
    .add(getKolRequireStatusList, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, kolRequireMachine, await visibility.scope(caller));
      return kolRequireMachine.tabs.map((value) => ({ value, ...kolRequireMachine.states[value], count: counts[value] ?? 0 }));
    })
    .add(getAllChangeUser, async ({ deps }) => usersHolding(deps.db, [kolRequireScreen.code('red')]))
    .add(getAllKolChannel, async () => Object.entries(KOL_CHANNELS).map(([value, label]) => ({ value, label })))
    .add(getKolRequireById, async ({ query, caller, deps }) => requireDetail(deps.db, await actorOf(caller), query.id))
    .add(getKolAuditor, async ({ deps }) => usersHolding(deps.db, [kolRequireScreen.code('audit'), kolRequireScreen.code('viewAll')]))
    .add(exportKolData, async ({ query, caller, deps, res }) => exportRequires(deps, caller, query, res))
    .add(addOrUpdKolRequire, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveRequire(deps.db, caller, await actorOf(caller), body);
    })
    .add(submitKolRequire, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return submitAsBatch(deps.db, await actorOf(caller), body.ids);
    })
    .include(transitionRoutes())
    .add(downLoadZipFile, async ({ body, caller, deps, res }) => zipRequireFiles(deps, caller, body.id, res))
    .add(getMarketPlatInfo, async ({ query, caller, deps }) => marketPlatInfo(deps.db, caller, query.sku))
    .add(getLogByRequireId, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.requireId, await visibility.scope(caller), { deletedToo: true });
      return workflowLog(deps.db, kolRequireMachine, query.requireId);
    })
    .add(addRequireLog, async ({ body, caller, deps }) => {
      const actor = await actorOf(caller);
      await deps.db.transaction(async (tx) => {
        const head = await visibility.head(tx, body.requireId, await visibility.scope(caller), { lock: true });
        await recordEdited(tx, kolRequireMachine, head, actor, 'note', body.content);
      });
      return workflowLog(deps.db, kolRequireMachine, body.requireId);
    });
}
