import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { operationInfoRow, saveOperationInfoBody } from '@shared/api/review/operationInfo';
import { operationInfoScreen } from '@shared/api/review/screens';
import type { Db, Tx } from '../../db/connection';
import { baseSkus, platforms, reviewOperationInfos, reviewOperationPlatformSkus, reviewPlanOrders, users } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import type { Paging } from '../../http/listPage';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import { inPlatformScope, platformScope, platformScopeWhere, type PlatformScope } from '../reference';
import { onPlatforms, platformsOf } from './listView';
import { holds } from './people';
import { startsWith } from '../../db/like';

type Row = z.infer<typeof operationInfoRow>;
type SaveBody = z.output<typeof saveOperationInfoBody>;

const t = reviewOperationInfos;

/** Plan order states whose orders count against a SKU's volume. */
export const VOLUME_STATES = ['pending_audit', 'approved', 'in_progress', 'completed'] as const;

export function selectOperationInfos(db: Db | Tx, extra?: { total: SQL<number> }) {
  return db
    .select({ ...getTableColumns(t), platformName: platforms.name, skuName: baseSkus.name, operationUserName: users.name, ...extra })
    .from(t)
    .innerJoin(platforms, eq(platforms.id, t.platformId))
    .leftJoin(baseSkus, eq(baseSkus.sku, t.sku))
    .leftJoin(users, eq(users.id, t.operationUserId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOperationInfos>['where']>>[number];

export const toOperationInfoRow = (r: Selected): Row => ({
  id: r.id,
  platformId: r.platformId,
  platformName: r.platformName,
  sku: r.sku,
  skuName: r.skuName,
  asin: r.asin,
  currency: r.currency,
  operationUserId: r.operationUserId,
  operationUserName: r.operationUserName,
  volume: r.volume,
  usedVolume: r.usedVolume,
  remainingVolume: r.volume - r.usedVolume,
  remark: r.remark,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
});

export interface OperationInfoFilter {
  platformId?: number;
  sku?: string;
  operationUserId?: number;
}

/** The values of the operation info list's conditions (the SKU a prefix for LIKE); undefined ones are absent. */
export const operationInfoValues = (f: OperationInfoFilter, scope: PlatformScope) => ({
  platforms: platformsOf(scope),
  platformId: f.platformId || undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  operationUserId: f.operationUserId || undefined,
});
export type OperationInfoValues = ReturnType<typeof operationInfoValues>;

export const operationInfoConditions = conditionsOf<OperationInfoValues>({
  platforms: onPlatforms(t.platformId),
  platformId: eqTo(t.platformId),
  sku: matches(t.sku),
  operationUserId: eqTo(t.operationUserId),
});

/** The conditions of the list built directly. */
export function operationInfoWhere(f: OperationInfoFilter, scope: PlatformScope): SQL | undefined {
  const v = presentOf(operationInfoValues(f, scope));
  return operationInfoConditions(v, direct(v as OperationInfoValues));
}

/** One page of the operation infos on the caller's platforms, newest first, with the capped total; prepared per shape. */
export async function listOperationInfos(db: Db, caller: Caller, q: OperationInfoFilter & Paging) {
  const { page, limit, ...filter } = q;
  return countedListPage(db, {
    name: 'review_operation_infos',
    values: operationInfoValues(filter, await platformScope(db, caller)),
    conditions: operationInfoConditions,
    select: (extra) => selectOperationInfos(db, extra),
    order: [desc(t.id)],
    counted: t,
    cap: LIST_COUNT_CAP,
    page,
    limit,
    map: toOperationInfoRow,
  });
}

/** An operation info the caller may see (its platform in their scope), or "运营信息不存在". */
export async function visibleOperationInfo(db: Db | Tx, caller: Caller, id: number): Promise<Row> {
  const [row] = await selectOperationInfos(db).where(eq(t.id, id));
  if (!row || !inPlatformScope(await platformScope(db as Db, caller), row.platformId)) throw fail.notFound('运营信息不存在');
  return toOperationInfoRow(row);
}

export async function operationInfoByPlatformAndSku(db: Db, caller: Caller, platformId: number, sku: string): Promise<Row | null> {
  if (!inPlatformScope(await platformScope(db, caller), platformId)) return null;
  const [row] = await selectOperationInfos(db).where(and(eq(t.platformId, platformId), eq(t.sku, sku)));
  return row ? toOperationInfoRow(row) : null;
}

export const platformSkusOf = (db: Db, operationId: number) =>
  db
    .select({ id: reviewOperationPlatformSkus.id, msku: reviewOperationPlatformSkus.msku, asin: reviewOperationPlatformSkus.asin })
    .from(reviewOperationPlatformSkus)
    .where(eq(reviewOperationPlatformSkus.operationId, operationId))
    .orderBy(asc(reviewOperationPlatformSkus.id));

/** Why a SKU cannot be registered on a platform (undefined: it can). */
export async function skuRefusal(db: Db | Tx, platformId: number, sku: string, exceptId?: number): Promise<{ message: string } | { skuName: string }> {
  const [product] = await db.select({ name: baseSkus.name, status: baseSkus.status }).from(baseSkus).where(eq(baseSkus.sku, sku));
  if (!product) return { message: `SKU ${sku} 不在商品库中` };
  if (product.status === 'off_sale') return { message: `SKU ${sku} 已停售，不能参加测评` };
  const [taken] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.platformId, platformId), eq(t.sku, sku), exceptId ? ne(t.id, exceptId) : undefined));
  if (taken) return { message: `该平台已登记过 SKU ${sku}` };
  return { skuName: product.name };
}

/** Orders planned against an operation info: plan orders committed or later, not deleted. */
export async function plannedOrders(tx: Db | Tx, operationId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${reviewPlanOrders.orderCount}), 0)`.mapWith(Number) })
    .from(reviewPlanOrders)
    .where(and(eq(reviewPlanOrders.operationId, operationId), inArray(reviewPlanOrders.status, [...VOLUME_STATES])));
  return row?.n ?? 0;
}

/** Recounts the used volume from the plan orders (refreshVolume). */
export async function refreshUsedVolume(db: Db, caller: Caller, id: number) {
  const info = await visibleOperationInfo(db, caller, id);
  const used = await plannedOrders(db, id);
  await db.update(t).set({ usedVolume: used }).where(eq(t.id, id));
  return { id, usedVolume: used, remainingVolume: info.volume - used };
}

/** New (btn_add) or edited (btn_edit, with the version seen) operation info. */
export async function saveOperationInfo(db: Db, caller: Caller, body: SaveBody): Promise<{ id: number; version: number }> {
  const scope = await platformScope(db, caller);
  if (!inPlatformScope(scope, body.platformId)) throw fail.badRequest('平台不存在或不在您的平台范围内');
  const [platform] = await db.select({ currency: platforms.currency, enabled: platforms.enabled }).from(platforms).where(eq(platforms.id, body.platformId));
  if (!platform?.enabled) throw fail.badRequest('平台不存在或已停用');
  if (!(await holds(db, body.operationUserId, operationInfoScreen.code('add')))) throw fail.badRequest('运营人员不存在或不是运营');
  return db.transaction(async (tx) => {
    const check = await skuRefusal(tx, body.platformId, body.sku, body.id);
    if ('message' in check) throw fail.warning(check.message);
    const values = {
      platformId: body.platformId,
      sku: body.sku,
      asin: body.asin,
      currency: platform.currency,
      operationUserId: body.operationUserId,
      volume: body.volume,
      remark: body.remark,
    };
    let id: number;
    let version: number;
    if (body.id) {
      const [current] = await tx.select({ version: t.version, usedVolume: t.usedVolume, platformId: t.platformId }).from(t).where(eq(t.id, body.id)).for('update');
      if (!current || !inPlatformScope(scope, current.platformId)) throw fail.notFound('运营信息不存在');
      if (body.version !== undefined && body.version !== current.version) throw fail.conflict('该运营信息已被他人修改，请刷新后重试');
      const used = await plannedOrders(tx, body.id);
      if (body.volume < used) throw fail.refused(`可测评单量不能小于已计划的 ${used} 单`);
      version = current.version + 1;
      await tx.update(t).set({ ...values, usedVolume: used, version, updatedBy: caller.userId, updatedAt: new Date() }).where(eq(t.id, body.id));
      id = body.id;
      await tx.delete(reviewOperationPlatformSkus).where(eq(reviewOperationPlatformSkus.operationId, id));
    } else {
      const [created] = await tx.insert(t).values({ ...values, createdBy: caller.userId }).returning({ id: t.id, version: t.version });
      id = created!.id;
      version = created!.version;
    }
    if (body.platformSkus.length) await tx.insert(reviewOperationPlatformSkus).values(body.platformSkus.map((p) => ({ operationId: id, msku: p.msku, asin: p.asin })));
    return { id, version };
  });
}

export async function platformsInScope(db: Db, caller: Caller) {
  const scope = await platformScope(db, caller);
  return db
    .select({ id: platforms.id, code: platforms.code, name: platforms.name, currency: platforms.currency })
    .from(platforms)
    .where(and(eq(platforms.enabled, true), platformScopeWhere(scope, platforms.id)))
    .orderBy(asc(platforms.sort), asc(platforms.id));
}

export async function skusOfPlatform(db: Db, caller: Caller, platformId: number) {
  if (!inPlatformScope(await platformScope(db, caller), platformId)) return [];
  const rows = await db.select({ id: t.id, sku: t.sku, volume: t.volume, usedVolume: t.usedVolume, currency: t.currency }).from(t).where(eq(t.platformId, platformId)).orderBy(asc(t.sku));
  return rows.map((r) => ({ id: r.id, sku: r.sku, remainingVolume: r.volume - r.usedVolume, currency: r.currency }));
}

export async function skuOfAsin(db: Db, asin: string): Promise<string | null> {
  const [own] = await db.select({ sku: t.sku }).from(t).where(eq(t.asin, asin)).limit(1);
  if (own) return own.sku;
  const [listed] = await db
    .select({ sku: t.sku })
    .from(reviewOperationPlatformSkus)
    .innerJoin(t, eq(t.id, reviewOperationPlatformSkus.operationId))
    .where(eq(reviewOperationPlatformSkus.asin, asin))
    .limit(1);
  return listed?.sku ?? null;
}
