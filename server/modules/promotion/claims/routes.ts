import { auditClaim, claimDetailGet, claimExport, claimLimits, claimLog, claimPage, claimTabNum, deleteClaim, financeClaim, overClaim, saveClaim as saveClaimEndpoint, submitClaim } from '@shared/api/promotion/claim';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { reimbursementMachine } from '@shared/workflow';
import { promotionClaims as table } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { addExportTask } from '../../../excel/scoped-export';
import { actorOf, addTransition, tabCounts, workflowListPage, workflowLog } from '../../../workflow';
import { releasePromotionSpend } from '../limits/spends';
import { claimDetail } from './detail';
import { claimExportKind } from './exports';
import { claimConditions, claimOrder, claimValues, selectClaimRows, toClaimRow } from './queries';
import { saveClaim } from './save';
import { applySubmit, claimExceedances } from './submit';
import { claimVisibility as visibility } from './visibility';

const release = (tx: Parameters<typeof releasePromotionSpend>[0], id: number) => releasePromotionSpend(tx, { kind: 'claim', id });
const DECIDED = { overApprove: 'over', approve: 'manager', financeApprove: 'finance' } as const;

/**
 * The claim transitions: the portal's calls, and the same runners for the approvals inbox, the
 * widget and Lark cards (and the demo data).
 */
function transitionRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addTransition(routes, submitClaim, { table, visibility, apply: (tx, record, { action, input }) => applySubmit(tx, record.id, action, input.comment) });
  addTransition(routes, deleteClaim, { table, visibility, apply: async (tx, record) => release(tx, record.id) });
  for (const endpoint of [overClaim, auditClaim, financeClaim]) {
    addTransition(routes, endpoint, {
      table,
      visibility,
      apply: async (tx, record, { action, actor }) => {
        const step = DECIDED[action as keyof typeof DECIDED];
        if (!step) return release(tx, record.id);
        return { [`${step}By`]: actor.userId, [`${step}At`]: new Date() };
      },
    });
  }
  return routes;
}

/** reimbersementManager (报销申请) and the process list: list, counts, export, detail, save, limits preview, log. */
export function claimRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, claimExport, claimExportKind, visibility);
  return routes
    .add(claimPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'promotion_claims',
        machine: reimbursementMachine,
        table,
        values: claimValues(filter, await visibility.scope(caller)),
        conditions: claimConditions,
        select: (extra) => selectClaimRows(deps.db, extra),
        order: claimOrder,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toClaimRow,
      });
    })
    .add(claimTabNum, async ({ caller, deps }) => tabCounts(deps.db, reimbursementMachine, await visibility.scope(caller)))
    .add(claimDetailGet, async ({ query, caller, deps }) => claimDetail(deps.db, await actorOf(caller), query.id))
    .add(saveClaimEndpoint, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveClaim(deps.db, await actorOf(caller), body);
    })
    .add(claimLimits, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      await visibility.head(deps.db, query.id, visibility.scopeOf(actor));
      return deps.db.transaction((tx) => claimExceedances(tx, query.id));
    })
    .add(claimLog, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.id, visibility.scopeOf(await actorOf(caller)), { deletedToo: true });
      return workflowLog(deps.db, reimbursementMachine, query.id);
    })
    .include(transitionRoutes());
}
