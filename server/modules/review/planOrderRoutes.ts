import { and, eq, sql } from 'drizzle-orm';
import {
  auditPlanOrder,
  batchSendLetter,
  cancelPlanOrder,
  commitAddressReset,
  commitPlanOrder,
  createInvitationCode,
  deletePlanOrder,
  getActualGift,
  getOverseasDepartment,
  getPlanOrder,
  insertOrUpdatePlanOrder,
  planOrderList,
  saveActualGift,
  letterOptions,
  updateSendLetterStatus,
} from '@shared/api/review/planOrder';
import { overseasScreen } from '@shared/api/review/screens';
import { allowedActions, planOrderDetailMachine, planOrderMachine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { reviewPlanOrderDetails, reviewPlanOrders, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { actorOf, addTransition, recordEdited, runTransitionInTx, workflowLog, type Actor } from '../../workflow';
import { inPlatformScope, platformScope } from '../reference';
import { sendingOptions } from '../mail';
import { sendLetters, setLetterStatus } from './letters';
import { usersHolding } from './people';
import { listViewOf } from './listView';
import { planOrderPage, planOrderWhere, selectPlanOrders, toPlanOrderRow } from './planOrderQueries';
import { createDetails, returnVolume, savePlanOrder, takeVolume } from './planOrderSave';
import { planOrderVisibility as visibility } from './visibility';

const t = reviewPlanOrders;

function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, commitPlanOrder, { table: t, visibility, apply: async (tx, record) => (await takeVolume(tx, record), { submittedAt: new Date() }) });
  addTransition(transitions, auditPlanOrder, {
    table: t,
    visibility,
    apply: async (tx, record, { action, actor }) => {
      if (action === 'reject') await returnVolume(tx, record);
      return { auditedBy: actor.userId, auditedAt: new Date() };
    },
  });
  addTransition(transitions, deletePlanOrder, { table: t, visibility });
  addTransition(transitions, cancelPlanOrder, { table: t, visibility, apply: async (tx, record) => void (await returnVolume(tx, record)) });
  addTransition(transitions, createInvitationCode, { table: t, visibility, apply: async (tx, record, { actor }) => createDetails(tx, record, actor) });
  return transitions;
}

/** A plan order the caller may see: in their view and on one of their platforms; "计划单不存在" otherwise. */
export async function visiblePlanOrder(db: Db, caller: Caller, id: number) {
  const scope = await visibility.scope(caller);
  const [row] = await selectPlanOrders(db).where(and(eq(t.id, id), visibility.where(scope)));
  if (!row || row.status === 'deleted' || !inPlatformScope(await platformScope(db, caller), row.platformId)) throw fail.notFound('计划单不存在');
  return row;
}

async function detailCounts(db: Db, planOrderId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: reviewPlanOrderDetails.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviewPlanOrderDetails)
    .where(eq(reviewPlanOrderDetails.planOrderId, planOrderId))
    .groupBy(reviewPlanOrderDetails.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** 地址重置: every detail whose address was committed goes back to 待填地址, each through its own transition. */
async function resetAddresses(db: Db, caller: Caller, actor: Actor, planOrderId: number, comment: string) {
  const plan = await visiblePlanOrder(db, caller, planOrderId);
  if (plan.status !== 'in_progress') throw fail.conflict('只有执行中的计划单可以重置地址');
  return db.transaction(async (tx) => {
    const committed = await tx
      .select({ id: reviewPlanOrderDetails.id })
      .from(reviewPlanOrderDetails)
      .where(and(eq(reviewPlanOrderDetails.planOrderId, planOrderId), eq(reviewPlanOrderDetails.status, 'address_committed')));
    if (!committed.length) throw fail.refused('没有可重置的地址（地址已提交的订单明细）');
    for (const d of committed) await runTransitionInTx(tx, planOrderDetailMachine, reviewPlanOrderDetails, { id: d.id, action: 'resetAddress', actor, comment });
    return { reset: committed.length };
  });
}

const giftOf = (r: { giftName: string; giftValue: string; giftCurrency: string; actualGiftName: string | null; actualGiftValue: string | null; actualGiftCurrency: string | null }) => ({
  giftName: r.giftName,
  giftValue: r.giftValue,
  giftCurrency: r.giftCurrency,
  actualGiftName: r.actualGiftName,
  actualGiftValue: r.actualGiftValue,
  actualGiftCurrency: r.actualGiftCurrency,
});

/** work-order-plan (计划单): list, detail, save/commit, audit, delete, invitation codes, address reset, letters, actual gift. */
export function planOrderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(planOrderList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const view = await listViewOf(deps.db, caller, visibility);
      const [list, counts] = await Promise.all([
        planOrderPage(deps.db, filter, view, { page, limit }),
        deps.db
          .select({ status: t.status, n: sql<number>`count(*)`.mapWith(Number) })
          .from(t)
          .where(planOrderWhere({ ...filter, status: undefined }, view))
          .groupBy(t.status),
      ]);
      return { ...list, counts: Object.fromEntries(counts.map((c) => [c.status, c.n])) };
    })
    .add(getPlanOrder, async ({ query, caller, deps }) => {
      const row = await visiblePlanOrder(deps.db, caller, query.id);
      const actor = await actorOf(caller);
      const [auditor] = row.auditedBy ? await deps.db.select({ name: users.name }).from(users).where(eq(users.id, row.auditedBy)) : [];
      const actions = allowedActions(planOrderMachine, row, { id: actor.userId, elements: actor.elements }).map((a) => ({ action: a.action, label: a.label, comment: a.comment, danger: a.danger }));
      return {
        ...toPlanOrderRow(row),
        auditorName: auditor?.name ?? null,
        detailCounts: await detailCounts(deps.db, row.id),
        actions,
        editable: row.createdBy === actor.userId && (row.status === 'draft' || row.status === 'rejected'),
        log: await workflowLog(deps.db, planOrderMachine, row.id),
      };
    })
    .add(getOverseasDepartment, async ({ deps }) => usersHolding(deps.db, overseasScreen.code('invite')))
    .add(insertOrUpdatePlanOrder, async ({ body, caller, deps }) => savePlanOrder(deps.db, caller, await actorOf(caller), body))
    .include(transitionRoutes())
    .add(commitAddressReset, async ({ params, body, caller, deps }) => resetAddresses(deps.db, caller, await actorOf(caller), pathId(params.id), body.comment))
    .add(updateSendLetterStatus, async ({ body, caller, deps }) => setLetterStatus(deps.db, caller, body.detailId, body.sendLetterStatus))
    .add(batchSendLetter, async ({ body, caller, deps }) => sendLetters(deps, caller, body))
    .add(letterOptions, async ({ deps }) => sendingOptions(deps.db))
    .add(getActualGift, async ({ query, caller, deps }) => giftOf(await visiblePlanOrder(deps.db, caller, query.id)))
    .add(saveActualGift, async ({ body, caller, deps }) => {
      const plan = await visiblePlanOrder(deps.db, caller, body.id);
      if (plan.status !== 'approved' && plan.status !== 'in_progress' && plan.status !== 'completed') throw fail.conflict('计划单审核通过后才能记录实际礼品');
      const actor = await actorOf(caller);
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ actualGiftName: body.actualGiftName, actualGiftValue: body.actualGiftValue, actualGiftCurrency: body.actualGiftCurrency, version: plan.version + 1, updatedAt: new Date() })
          .where(eq(t.id, plan.id))
          .returning();
        await recordEdited(tx, planOrderMachine, plan, actor, 'actualGift', `实际礼品：${body.actualGiftName} ${body.actualGiftValue} ${body.actualGiftCurrency}`);
        return giftOf(row!);
      });
    });
}

export function pathId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw fail.badRequest('id 不正确');
  return id;
}
