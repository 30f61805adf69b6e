import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditOrderOp, batchAuditOrderOp, commitOrderOp, deleteOrderOp, getOrderOp, orderOpList, queryOrderForOp, saveOrderOp } from '@shared/api/review/orderOps';
import { allowedActions, orderOpMachine, planOrderDetailMachine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { reviewOrderOps, reviewPlanOrderDetails } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { AppError, fail } from '../../http/errors';
import { actorOf, addTransition, runTransitionAs, runTransitionInTx, workflowLog, type Actor, type CurrentRecord } from '../../workflow';
import { inPlatformScope, platformScope } from '../reference';
import { listViewOf } from './listView';
import { opPage, opWhere, selectOps, toOpRow } from './orderOpQueries';
import { ordersForOp, saveOrderOp as save } from './orderOpSave';
import { orderOpVisibility as visibility } from './visibility';

const o = reviewOrderOps;
const d = reviewPlanOrderDetails;

/** An approved cancellation: the detail goes back to 地址已提交, its order number and amount cleared (its log keeps them). */
async function cancelOrder(tx: Tx, record: CurrentRecord, actor: Actor): Promise<void> {
  const [op] = await tx.select().from(o).where(eq(o.id, record.id));
  const [detail] = await tx.select({ status: d.status, marketOrderNo: d.marketOrderNo }).from(d).where(eq(d.id, op!.detailId));
  if (detail?.status !== 'ordered' || detail.marketOrderNo !== op!.marketOrderNo) throw fail.conflict('该订单已归档或订单号已变化，不能取消');
  await runTransitionInTx(tx, planOrderDetailMachine, d, {
    id: op!.detailId,
    action: 'cancelOrder',
    actor,
    comment: `取消订单 ${op!.marketOrderNo}（${op!.serialNo}）`,
    apply: async () => ({ marketOrderNo: null, orderAmount: null, orderCurrency: null }),
  });
}

function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, commitOrderOp, { table: o, visibility });
  addTransition(transitions, deleteOrderOp, { table: o, visibility });
  addTransition(transitions, auditOrderOp, {
    table: o,
    visibility,
    apply: async (tx, record, { action, actor }) => {
      const [op] = await tx.select({ type: o.type }).from(o).where(eq(o.id, record.id));
      if (action === 'approve' && op!.type === 'cancel') await cancelOrder(tx, record, actor);
      return { auditedBy: actor.userId, auditedAt: new Date() };
    },
  });
  return transitions;
}

/** An operation the caller may see: in their view and on one of their platforms; "订单操作不存在" otherwise. */
export async function visibleOp(db: Db, caller: Caller, id: number) {
  const scope = await visibility.scope(caller);
  const [row] = await selectOps(db).where(and(eq(o.id, id), visibility.where(scope)));
  if (!row || row.status === 'deleted' || !inPlatformScope(await platformScope(db, caller), row.platformId)) throw fail.notFound('订单操作不存在');
  return row;
}

/** 批量审核: each operation through its own audit (its own transaction); refusals are answered per operation. */
async function batchAudit(db: Db, actor: Actor, items: Array<{ id: number; version?: number }>, pass: boolean, comment: string | undefined) {
  const failed: Array<{ id: number; serialNo: string; message: string }> = [];
  let done = 0;
  const serials = new Map((await db.select({ id: o.id, serialNo: o.serialNo }).from(o).where(inArray(o.id, items.map((i) => i.id)))).map((r) => [r.id, r.serialNo]));
  for (const item of items) {
    try {
      await runTransitionAs(db, actor, auditOrderOp, pass ? 'approve' : 'reject', { id: item.id, version: item.version, comment });
      done += 1;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      failed.push({ id: item.id, serialNo: serials.get(item.id) ?? String(item.id), message: e.message });
    }
  }
  return { done, failed };
}

/** orderOpManager (订单处理): list with tab counts, detail, order pick, save/submit, audit (one or many), delete. */
export function orderOpRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(orderOpList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const view = await listViewOf(deps.db, caller, visibility);
      const [list, counts] = await Promise.all([
        opPage(deps.db, filter, view, { page, limit }),
        deps.db
          .select({ status: o.status, n: sql<number>`count(*)`.mapWith(Number) })
          .from(o)
          .where(opWhere({ ...filter, status: undefined }, view))
          .groupBy(o.status),
      ]);
      return { ...list, counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) };
    })
    .add(getOrderOp, async ({ query, caller, deps }) => {
      const row = await visibleOp(deps.db, caller, query.id);
      const actor = await actorOf(caller);
      // Paying is done from 付款处理, several operations at once: not offered here.
      const actions = allowedActions(orderOpMachine, row, { id: actor.userId, elements: actor.elements })
        .filter((a) => a.action !== 'pay')
        .map((a) => ({ action: a.action, label: a.label, comment: a.comment, danger: a.danger }));
      return {
        ...toOpRow(row),
        orderAmount: row.orderAmount,
        orderCurrency: row.orderCurrency,
        detailStatus: row.detailStatus,
        actions,
        editable: row.createdBy === actor.userId && (row.status === 'draft' || row.status === 'rejected'),
        log: await workflowLog(deps.db, orderOpMachine, row.id),
      };
    })
    .add(queryOrderForOp, async ({ query, caller, deps }) => ordersForOp(deps.db, caller, query.keyword))
    .add(saveOrderOp, async ({ body, caller, deps }) => save(deps.db, caller, await actorOf(caller), body))
    .include(transitionRoutes())
    .add(batchAuditOrderOp, async ({ body, caller, deps }) => batchAudit(deps.db, await actorOf(caller), body.items, body.pass, body.comment));
}
