import { asc, desc, eq } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import {
  auditGrant,
  deleteGrant,
  fillTailData,
  cancelGrant,
  giftReturnBack,
  grantDetailGet,
  grantExport as grantExportEndpoint,
  grantLog,
  grantPage,
  grantTabNum,
  readySendGiftInfo,
  revealGrantCard,
  saveGrant as saveGrantEndpoint,
  submitGrant,
  syncTrackStatusByGift,
  updProductGiftTrackInfo,
} from '@shared/api/gifts/grants';
import { idParam } from '@shared/api/paging';
import { giftGrantMachine as machine } from '@shared/workflow';
import { giftGrants as table } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { preparedListPage } from '../../../http/preparedList';
import { actorOf, addTransition, bumpVersion, recordEdited, runTransitionAs, tabCounts, tabTotalSql, transitionRunner, workflowListPage, workflowLog } from '../../../workflow';
import { addExportTask } from '../../../excel/scoped-export';
import { grantVisibility as visibility } from '../visibility';
import { grantDetail } from './detail';
import { grantExport } from './exports';
import { grantConditions, grantValues, selectGrantRows, toGrantRow } from './queries';
import { revealCard, applyReturn, applySend } from './send';
import { saveGrant } from './save';

/**
 * The grant transitions: the portal's calls and the same runners for the
 * approvals inbox and Lark cards (and the demo data).
 */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, submitGrant, { table, visibility });
  addTransition(transitions, deleteGrant, { table, visibility });
  addTransition(transitions, auditGrant, { table, visibility, apply: async (_tx, _r, { action, actor }) => (action === 'approve' ? { approvedBy: actor.userId, approvedAt: new Date() } : { approvedBy: actor.userId }) });
  addTransition(transitions, syncTrackStatusByGift, { table, visibility, apply: async () => ({ deliveredAt: new Date() }) });
  addTransition(transitions, cancelGrant, { table, visibility });
  addTransition(transitions, giftReturnBack, { table, visibility, apply: (tx, record, { actor, input }) => applyReturn(tx, record, actor, input.comment) });
  return transitions;
}
/** 发放's runner; its route (below) carries it and answers with the card for the sender. */
const send = transitionRunner(fillTailData, { table, visibility, apply: (tx, record, { actor, input }) => applySend(tx, record, actor, input) });

/** giftGrantManager and giftGrantApprovalManager (礼品发放, 审批). */
export function grantRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, grantExportEndpoint, grantExport, visibility);
  return routes
    .add(grantPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'gift_grants',
        machine,
        table,
        values: grantValues(filter, await visibility.scope(caller)),
        conditions: grantConditions,
        select: (extra) => selectGrantRows(deps.db, extra),
        order: [desc(table.id)],
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toGrantRow,
      });
    })
    .add(grantTabNum, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, machine, await visibility.scope(caller));
      return { ...counts, all: machine.tabs.reduce((n, s) => n + (counts[s] ?? 0), 0) };
    })
    .add(grantDetailGet, async ({ params, caller, deps }) => grantDetail(deps.db, await actorOf(caller), idParam.parse(params).id))
    .add(grantLog, async ({ query, caller, deps }) => {
      await visibility.head(deps.db, query.grantId, await visibility.scope(caller), { deletedToo: true });
      return workflowLog(deps.db, machine, query.grantId);
    })
    .add(saveGrantEndpoint, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveGrant(deps.db, await actorOf(caller), body);
    })
    .include(transitionRoutes())
    .add(fillTailData, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const actor = await actorOf(caller);
      const moved = await runTransitionAs(deps.db, actor, fillTailData, 'send', body);
      const [grant] = await deps.db.select({ giftKind: table.giftKind }).from(table).where(eq(table.id, moved.id));
      return { ...moved, card: grant!.giftKind === 'card' ? await revealCard(deps, actor, moved.id) : null };
    }, send)
    .add(revealGrantCard, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return revealCard(deps, await actorOf(caller), query.id);
    })
    .add(updProductGiftTrackInfo, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      const actor = await actorOf(caller);
      return deps.db.transaction(async (tx) => {
        const head = await visibility.head(tx, body.id, visibility.scopeOf(actor), { lock: true });
        const [grant] = await tx.select({ giftKind: table.giftKind, serialNo: table.serialNo }).from(table).where(eq(table.id, head.id));
        if (grant!.giftKind !== 'physical') throw fail.refused('礼品卡没有物流信息');
        if (head.status !== 'sent' && head.status !== 'delivered') throw fail.refused('礼品发放尚未发放，不能修改物流信息');
        const version = await bumpVersion(tx, table, head, body.version, machine.title);
        await tx.update(table).set({ carrier: body.carrier, trackingNo: body.trackingNo }).where(eq(table.id, head.id));
        await recordEdited(tx, machine, head, actor, 'track', `${body.carrier} ${body.trackingNo}`);
        return { id: head.id, serialNo: grant!.serialNo, status: head.status, version };
      });
    })
    .add(readySendGiftInfo, async ({ query, caller, deps }) => {
      // The approved grants, oldest first; the total is the maintained count of the approved tab.
      return preparedListPage(deps.db, {
        name: 'gift_grants_ready_to_send',
        values: grantValues({ status: 'approved' }, await visibility.scope(caller)),
        build: (bind, present) => ({
          select: (extra) => selectGrantRows(deps.db, extra),
          where: grantConditions(present, bind),
          order: [asc(table.id)],
          total: tabTotalSql(machine, bind('status'), present.scope === undefined ? undefined : bind('scope')),
        }),
        page: query.page,
        limit: query.limit,
        map: toGrantRow,
      });
    });
}
