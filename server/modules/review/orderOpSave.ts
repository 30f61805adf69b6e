import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderForOp, saveOrderOpBody } from '@shared/api/review/orderOps';
import { ORDER_OP_TYPES, orderOpMachine, type OrderOpType } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { platforms, reviewOrderOps, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor } from '../../workflow';
import { inPlatformScope, platformScope, platformScopeWhere, type PlatformScope } from '../reference';
import { detailVisibility, orderOpVisibility } from './visibility';
import { startsWith } from '../../db/like';

type SaveBody = z.output<typeof saveOrderOpBody>;
const o = reviewOrderOps;
const d = reviewPlanOrderDetails;

/** OP + yyyyMMdd + the id. */
const serialOf = (id: number, at: Date) => `OP${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
const typeLabel = (type: string) => ORDER_OP_TYPES[type as OrderOpType]?.label ?? type;

/** An order detail with its plan order's fee: what an operation is about. */
async function orderOf(db: Db | Tx, detailId: number, lock = false) {
  const q = db
    .select({ detail: d, feePerOrder: reviewPlanOrders.feePerOrder, planFeeCurrency: reviewPlanOrders.feeCurrency })
    .from(d)
    .innerJoin(reviewPlanOrders, eq(reviewPlanOrders.id, d.planOrderId))
    .where(eq(d.id, detailId));
  const [row] = lock ? await q.for('update', { of: d }) : await q;
  return row;
}
type Order = NonNullable<Awaited<ReturnType<typeof orderOf>>>;

/** The commission of an order: its recorded fee, or the plan order's fee per order when none is recorded. */
const commissionOf = (r: Order) => (r.detail.orderFee !== null ? { amount: r.detail.orderFee, currency: r.detail.feeCurrency! } : { amount: r.feePerOrder, currency: r.planFeeCurrency });

/** The order in the caller's view and platforms, with a marketplace order number. */
async function visibleOrder(tx: Tx, view: { owner: number | undefined; platforms: PlatformScope }, detailId: number): Promise<Order> {
  const r = await orderOf(tx, detailId, true);
  if (!r || (view.owner !== undefined && r.detail.createdBy !== view.owner) || !inPlatformScope(view.platforms, r.detail.platformId)) throw fail.notFound('订单不存在');
  if (!r.detail.marketOrderNo || (r.detail.status !== 'ordered' && r.detail.status !== 'archived')) throw fail.refused('只有已下单或已归档、有订单号的订单可以处理');
  return r;
}

/** The type's rules on the order: the amount and currency it takes, or a refusal. */
function amountFor(type: OrderOpType, r: Order, asked: string | undefined): { amount: string | null; currency: string | null } {
  if (type === 'cancel') {
    if (r.detail.status !== 'ordered') throw fail.refused('已归档的订单不能取消');
    return { amount: null, currency: null };
  }
  if (type === 'commission') return commissionOf(r);
  if (!asked) throw fail.badRequest('请填写退款金额');
  if (r.detail.orderAmount === null || !r.detail.orderCurrency) throw fail.refused('该订单没有订单金额，请先在工单跟进中录入');
  if (Number(asked) > Number(r.detail.orderAmount)) throw fail.refused(`退款金额不能超过订单金额 ${r.detail.orderAmount} ${r.detail.orderCurrency}`);
  return { amount: asked, currency: r.detail.orderCurrency };
}

/** A refund, a commission and a cancellation at most once per order; a cancellation excludes the others. */
async function checkOnce(tx: Tx, type: OrderOpType, r: Order, self: number | undefined): Promise<void> {
  const others = await tx
    .select({ serialNo: o.serialNo, type: o.type, status: o.status })
    .from(o)
    .where(and(eq(o.detailId, r.detail.id), eq(o.marketOrderNo, r.detail.marketOrderNo!), ne(o.status, 'deleted'), self ? ne(o.id, self) : undefined))
    .orderBy(o.id);
  const same = others.find((x) => x.type === type);
  if (same) throw fail.conflict(`该订单已有${typeLabel(type)}（${same.serialNo}），同一订单只能${typeLabel(type)}一次`);
  if (type === 'cancel' && others.length) throw fail.refused(`该订单已有${typeLabel(others[0]!.type)}（${others[0]!.serialNo}），不能取消`);
  const cancel = others.find((x) => x.type === 'cancel' && x.status !== 'rejected');
  if (cancel) throw fail.refused(`该订单已申请取消（${cancel.serialNo}）`);
}

/** saveOrderOp: a new draft, or an edit by its creator while draft or rejected; submitted in the same transaction when asked. */
export async function saveOrderOp(db: Db, caller: Caller, actor: Actor, body: SaveBody) {
  const view = { owner: await detailVisibility.scope(caller), platforms: await platformScope(db, caller) };
  return db.transaction(async (tx) => {
    // The order row is locked: two operations raised on one order at once are checked one after the other.
    const order = await visibleOrder(tx, view, body.detailId);
    const money = amountFor(body.type, order, body.amount);
    await checkOnce(tx, body.type, order, body.id);
    const values = {
      type: body.type,
      detailId: order.detail.id,
      planOrderId: order.detail.planOrderId,
      platformId: order.detail.platformId,
      sku: order.detail.sku,
      marketOrderNo: order.detail.marketOrderNo!,
      ...money,
      remark: body.remark,
    };
    let id: number;
    let version: number;
    if (body.id) {
      const head = await orderOpVisibility.head(tx, body.id, orderOpVisibility.scopeOf({ userId: actor.userId, elements: actor.elements }), { lock: true });
      if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该订单操作');
      if (head.status !== 'draft' && head.status !== 'rejected') throw fail.conflict('该订单操作已提交，不能修改，请刷新后重试');
      version = await bumpVersion(tx, o, head, body.version, orderOpMachine.title);
      await tx.update(o).set(values).where(eq(o.id, body.id));
      await recordEdited(tx, orderOpMachine, head, actor);
      id = body.id;
    } else {
      const [row] = await tx.insert(o).values({ ...values, serialNo: `new-${order.detail.id}-${Date.now()}`, status: 'draft', createdBy: actor.userId }).returning({ id: o.id });
      id = row!.id;
      await tx.update(o).set({ serialNo: serialOf(id, new Date()) }).where(eq(o.id, id));
      await recordCreated(tx, orderOpMachine, id, 'draft', actor);
      version = 1;
    }
    let status = 'draft';
    if (body.submit) {
      const moved = await runTransitionInTx(tx, orderOpMachine, o, { id, action: 'submit', actor });
      status = moved.to;
      version = moved.version;
    }
    const [saved] = await tx.select({ serialNo: o.serialNo }).from(o).where(eq(o.id, id));
    return { id, serialNo: saved!.serialNo, status, version };
  });
}

/** The orders a new operation may be about: ordered or archived details with an order number, by order number or invitation code prefix. */
export async function ordersForOp(db: Db, caller: Caller, keyword: string): Promise<OrderForOp[]> {
  const scope = await detailVisibility.scope(caller);
  const rows = await db
    .select({ detail: d, feePerOrder: reviewPlanOrders.feePerOrder, planFeeCurrency: reviewPlanOrders.feeCurrency, planOrderSerialNo: reviewPlanOrders.serialNo, platformName: platforms.name })
    .from(d)
    .innerJoin(reviewPlanOrders, eq(reviewPlanOrders.id, d.planOrderId))
    .innerJoin(platforms, eq(platforms.id, d.platformId))
    .where(
      and(
        inArray(d.status, ['ordered', 'archived']),
        keyword ? or(like(d.marketOrderNo, startsWith(keyword)), like(d.invitationCode, startsWith(keyword.toUpperCase()))) : undefined,
        detailVisibility.where(scope),
        platformScopeWhere(await platformScope(db, caller), d.platformId),
      ),
    )
    .orderBy(d.id)
    .limit(20);
  const ids = rows.map((r) => r.detail.id);
  const taken = ids.length ? await db.select({ detailId: o.detailId, type: o.type, marketOrderNo: o.marketOrderNo }).from(o).where(and(inArray(o.detailId, ids), ne(o.status, 'deleted'))) : [];
  return rows
    .filter((r) => r.detail.marketOrderNo)
    .map((r) => {
      const fee = commissionOf(r);
      return {
        detailId: r.detail.id,
        marketOrderNo: r.detail.marketOrderNo!,
        planOrderSerialNo: r.planOrderSerialNo,
        invitationCode: r.detail.invitationCode,
        platformName: r.platformName,
        sku: r.detail.sku,
        status: r.detail.status,
        orderAmount: r.detail.orderAmount,
        orderCurrency: r.detail.orderCurrency,
        fee: fee.amount,
        feeCurrency: fee.currency,
        taken: taken.filter((t) => t.detailId === r.detail.id && t.marketOrderNo === r.detail.marketOrderNo).map((t) => t.type),
      };
    });
}
