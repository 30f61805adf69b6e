import { PassThrough } from 'node:stream';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  commitAddress,
  exportAddress,
  mergeOrder,
  orderArchive,
  queryAssociatedOrder,
  queryByPlanOrderId,
  queryDetailByCondition,
  saveAddress,
  saveOrderBizLog,
  savePlanOrderDetail,
} from '@shared/api/review/detail';
import { overseasScreen } from '@shared/api/review/screens';
import { planOrderDetailMachine, planOrderMachine } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { contentDisposition } from '../../excel/download';
import { writeXlsx } from '../../excel/xlsx-writer';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { actorOf, addTransition, recordEdited, runTransitionInTx, type Actor, type CurrentRecord } from '../../workflow';
import { platformScope, platformScopeWhere } from '../reference';
import { refuseBlacklisted } from '../reviewers';
import { createZipArchive } from '../tool';
import { addressOut, seesFullAddress } from './address';
import { byLine, detailListPage, detailOrder, selectDetails, toDetailRow } from './detailQueries';
import { visiblePlanOrder } from './planOrderRoutes';
import { detailVisibility as visibility } from './visibility';
import { visibleDetail } from './visibleDetail';

const d = reviewPlanOrderDetails;

/** A reviewer is put on a detail when its e-mail changes: a blacklisted one is refused then (reviewers module). */
const sameEmail = (given: string | null | undefined, stored: string | null | undefined) => (given ?? '').trim().toLowerCase() === (stored ?? '').trim().toLowerCase();
const OPEN = ['pending_address', 'address_committed', 'ordered'];

/** When no detail of the plan order is open any more, the plan order is completed (same transaction). */
async function completeWhenDone(tx: Tx, planOrderId: number, actor: Actor): Promise<void> {
  const [open] = await tx.select({ id: d.id }).from(d).where(and(eq(d.planOrderId, planOrderId), inArray(d.status, OPEN))).limit(1);
  if (open) return;
  const [plan] = await tx.select({ status: reviewPlanOrders.status }).from(reviewPlanOrders).where(eq(reviewPlanOrders.id, planOrderId));
  if (plan?.status !== 'in_progress' || !actor.elements.has(overseasScreen.code('archive'))) return;
  await runTransitionInTx(tx, planOrderMachine, reviewPlanOrders, { id: planOrderId, action: 'complete', actor, comment: '订单明细已全部归档' });
}

async function planOrderOf(tx: Tx, record: CurrentRecord): Promise<number> {
  const [row] = await tx.select({ planOrderId: d.planOrderId }).from(d).where(eq(d.id, record.id));
  return row!.planOrderId;
}

function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, commitAddress, {
    table: d,
    visibility,
    apply: async (tx, record) => {
      const [address] = await tx.select({ id: reviewOrderAddresses.id }).from(reviewOrderAddresses).where(eq(reviewOrderAddresses.detailId, record.id));
      if (!address) throw fail.refused('请先录入收货地址');
    },
  });
  addTransition(transitions, orderArchive, {
    table: d,
    visibility,
    apply: async (tx, record, { actor }) => {
      // The status is set here already (the engine sets it again) so the completion check sees this detail closed.
      const planOrderId = await planOrderOf(tx, record);
      await tx.update(d).set({ status: 'archived' }).where(eq(d.id, record.id));
      await completeWhenDone(tx, planOrderId, actor);
      return { archivedAt: new Date() };
    },
  });
  addTransition(transitions, mergeOrder, {
    table: d,
    visibility,
    apply: async (tx, record, { input, actor }) => {
      if (input.targetId === record.id) throw fail.badRequest('不能合并到自身');
      const [source] = await tx.select().from(d).where(eq(d.id, record.id));
      const [target] = await tx.select().from(d).where(eq(d.id, input.targetId)).for('update');
      if (!target || target.planOrderId !== source!.planOrderId) throw fail.badRequest('合并目标须是同一计划单的订单明细');
      if (!OPEN.includes(target.status)) throw fail.conflict('合并目标已归档或已合并');
      await tx
        .update(d)
        .set({ mergedFrom: [...target.mergedFrom, record.id], marketOrderNo: target.marketOrderNo ?? source!.marketOrderNo, version: target.version + 1, updatedAt: new Date() })
        .where(eq(d.id, target.id));
      await recordEdited(tx, planOrderDetailMachine, target, actor, 'mergeIn', `合并入明细 #${source!.lineNo}（邀请码 ${source!.invitationCode}）${input.comment ? `：${input.comment}` : ''}`);
      await tx.update(d).set({ status: 'merged' }).where(eq(d.id, record.id));
      await completeWhenDone(tx, source!.planOrderId, actor);
      return { mergedIntoId: target.id };
    },
  });
  return transitions;
}

async function scopeWhere(db: Db, caller: Caller) {
  return and(visibility.where(await visibility.scope(caller)), platformScopeWhere(await platformScope(db, caller), d.platformId));
}

export async function writeAddress(db: Db, caller: Caller, body: { detailId: number } & Omit<typeof reviewOrderAddresses.$inferInsert, 'detailId' | 'createdBy'>) {
  const actor = await actorOf(caller);
  const { detailId, ...fields } = body;
  return db.transaction(async (tx) => {
    const detail = await visibleDetail(tx, caller, actor, detailId, true);
    if (detail.status !== 'pending_address') throw fail.conflict('地址已提交，不能修改；如需修改请由计划单地址重置');
    const [existing] = await tx.select({ id: reviewOrderAddresses.id, email: reviewOrderAddresses.email }).from(reviewOrderAddresses).where(eq(reviewOrderAddresses.detailId, detailId));
    if (!sameEmail(fields.email, existing?.email)) await refuseBlacklisted(tx, fields.email);
    const [saved] = existing
      ? await tx.update(reviewOrderAddresses).set({ ...fields, updatedAt: new Date() }).where(eq(reviewOrderAddresses.id, existing.id)).returning()
      : await tx.insert(reviewOrderAddresses).values({ ...fields, detailId, createdBy: actor.userId }).returning();
    await tx.update(d).set({ version: detail.version + 1, updatedAt: new Date() }).where(eq(d.id, detailId));
    await recordEdited(tx, planOrderDetailMachine, detail, actor, 'address', existing ? '修改收货地址' : '录入收货地址');
    return addressOut(saved!, await seesFullAddress(caller));
  });
}

export async function saveOrderInfo(
  db: Db,
  caller: Caller,
  body: { id: number; version?: number; marketOrderNo: string | null; orderAmount?: string; orderCurrency?: string; reviewerStatus?: string; reviewerEmail: string | null; remark: string | null },
) {
  const actor = await actorOf(caller);
  return db.transaction(async (tx) => {
    const detail = await visibleDetail(tx, caller, actor, body.id, true);
    if (detail.status === 'archived' || detail.status === 'merged') throw fail.conflict('该订单明细已归档或已合并，不能修改');
    if (body.version !== undefined && body.version !== detail.version) throw fail.conflict('该订单明细已被他人修改，请刷新后重试');
    if (body.marketOrderNo && detail.status === 'pending_address') throw fail.refused('请先提交收货地址再填写订单号');
    if ((body.orderAmount === undefined) !== (body.orderCurrency === undefined)) throw fail.badRequest('订单金额与币种须同时填写');
    if (!sameEmail(body.reviewerEmail, detail.reviewerEmail)) await refuseBlacklisted(tx, body.reviewerEmail);
    await tx
      .update(d)
      .set({
        marketOrderNo: body.marketOrderNo,
        orderAmount: body.orderAmount ?? null,
        orderCurrency: body.orderCurrency ?? null,
        reviewerStatus: body.reviewerStatus ?? detail.reviewerStatus,
        reviewerEmail: body.reviewerEmail,
        remark: body.remark,
        version: detail.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(d.id, detail.id));
    await recordEdited(tx, planOrderDetailMachine, detail, actor, 'save', body.marketOrderNo ? `订单号 ${body.marketOrderNo}` : undefined);
    if (body.marketOrderNo && detail.status === 'address_committed') {
      const moved = await runTransitionInTx(tx, planOrderDetailMachine, d, { id: detail.id, action: 'order', actor });
      return { id: detail.id, status: moved.to, version: moved.version };
    }
    return { id: detail.id, status: detail.status, version: detail.version + 1 };
  });
}

/** The committed addresses of a plan order as one Excel file in a zip; the gate log notes how many left. */
async function sendAddressZip(db: Db, caller: Caller, planOrderId: number, req: { body: Record<string, unknown> }, res: import('express').Response) {
  const plan = await visiblePlanOrder(db, caller, planOrderId);
  const rows = await selectDetails(db)
    .where(and(eq(d.planOrderId, plan.id), inArray(d.status, ['address_committed', 'ordered', 'archived'])))
    .orderBy(...byLine);
  const withAddress = rows.filter((r) => r.address);
  if (!withAddress.length) throw fail.refused('该计划单没有已提交的收货地址');
  const full = await seesFullAddress(caller);
  const sheet = withAddress.map((r) => {
    const a = addressOut(r.address!, full);
    return { lineNo: r.lineNo, invitationCode: r.invitationCode, sku: r.sku, receiver: a.receiver, phone: a.phone, email: a.email, street: a.street, city: a.city, region: a.region, postcode: a.postcode, country: a.country };
  });
  const xlsx = new PassThrough();
  const chunks: Buffer[] = [];
  xlsx.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => xlsx.on('end', resolve));
  await writeXlsx(xlsx, ADDRESS_COLUMNS, sheet, { sheetName: '收货地址' });
  await done;
  // Who took how many addresses out: the gate log keeps the request body.
  req.body = { ...req.body, exportedAddresses: withAddress.length };
  const name = `收货地址_${plan.serialNo}`;
  res.set({ 'Content-Type': 'application/zip', 'Content-Disposition': contentDisposition(`${name}.zip`), 'Cache-Control': 'no-store' });
  const zip = createZipArchive({ zlib: { level: 6 } });
  zip.pipe(res);
  zip.append(Buffer.concat(chunks), { name: `${name}.xlsx` });
  await zip.finalize();
}

const ADDRESS_COLUMNS = [
  { header: '行号', key: 'lineNo', width: 6 },
  { header: '邀请码', key: 'invitationCode', width: 16 },
  { header: 'SKU', key: 'sku' },
  { header: '收件人', key: 'receiver' },
  { header: '电话', key: 'phone' },
  { header: '邮箱', key: 'email', width: 24 },
  { header: '街道地址', key: 'street', width: 32 },
  { header: '城市', key: 'city' },
  { header: '州/省', key: 'region' },
  { header: '邮编', key: 'postcode', width: 10 },
  { header: '国家', key: 'country', width: 6 },
];

/** overseas-handler and work-order-follow: details, addresses, orders, archive, merge, associated orders, notes. */
export function detailRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryByPlanOrderId, async ({ query, caller, deps }) => {
      await visiblePlanOrder(deps.db, caller, query.planOrderId);
      const rows = await selectDetails(deps.db).where(eq(d.planOrderId, query.planOrderId)).orderBy(...byLine);
      return rows.map(toDetailRow(await seesFullAddress(caller)));
    })
    .add(queryDetailByCondition, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const platforms = await platformScope(deps.db, caller);
      const platformIds = platforms.all ? undefined : platforms.platformIds;
      return detailListPage(deps.db, { filter, page, limit, owner: await visibility.scope(caller), platformIds, map: toDetailRow(await seesFullAddress(caller)) });
    })
    .add(queryAssociatedOrder, async ({ query, caller, deps }) => {
      const detail = await visibleDetail(deps.db, caller, await actorOf(caller), query.id);
      const links = [
        detail.marketOrderNo ? eq(d.marketOrderNo, detail.marketOrderNo) : undefined,
        detail.mergedIntoId ? eq(d.id, detail.mergedIntoId) : undefined,
        eq(d.mergedIntoId, detail.id),
      ].filter((c) => c !== undefined);
      const rows = await selectDetails(deps.db).where(and(or(...links), sql`${d.id} <> ${detail.id}`, await scopeWhere(deps.db, caller))).orderBy(...detailOrder);
      return rows.map(toDetailRow(await seesFullAddress(caller)));
    })
    .add(saveAddress, async ({ body, caller, deps }) => writeAddress(deps.db, caller, body))
    .include(transitionRoutes())
    .add(savePlanOrderDetail, async ({ body, caller, deps }) => saveOrderInfo(deps.db, caller, body))
    .add(saveOrderBizLog, async ({ body, caller, deps }) => {
      const actor = await actorOf(caller);
      return deps.db.transaction(async (tx) => {
        const detail = await visibleDetail(tx, caller, actor, body.id);
        await recordEdited(tx, planOrderDetailMachine, detail, actor, 'note', body.content);
        return { id: detail.id };
      });
    })
    .add(exportAddress, async ({ body, caller, deps, req, res }) => {
      res.locals.audit = true;
      await sendAddressZip(deps.db, caller, body.planOrderId, req, res);
    });
}
