import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { OrderRow } from '@shared/api/warranty/order';
import type { Db, Tx } from '../../db/connection';
import { warrantyCodes, warrantyOrders as o, warrantyProjects } from '../../db/schema';
import { fail } from '../../http/errors';
import { projectQueue } from './common';
import { onPlatforms, projectScopeWhere, scopePlatforms, type HiveScope } from './scope';
import { direct, presentOf, type Bind } from '../../http/preparedList';
import { conditionsOf, eqTo } from '../../db/conditions';
import { containing, startsWith } from '../../db/like';

export const orderVisibility = projectQueue(o, '延保订单');

export const selectOrders = <X extends Record<string, SQL<unknown>>>(db: Db | Tx, extra?: X) =>
  (db as Db)
    .select({
      id: o.id,
      serialNo: o.serialNo,
      projectId: o.projectId,
      projectName: sql<string>`coalesce(${warrantyProjects.name}, '')`,
      sku: o.sku,
      code: sql<string>`coalesce(${warrantyCodes.code}, '')`,
      customerId: o.customerId,
      buyerName: o.buyerName,
      email: o.email,
      orderNo: o.orderNo,
      marketplace: o.marketplace,
      language: o.language,
      warrantyMonths: sql<number>`coalesce(${warrantyProjects.warrantyMonths}, 0)`.mapWith(Number),
      warrantyUntil: o.warrantyUntil,
      rejectReason: o.rejectReason,
      status: o.status,
      version: o.version,
      createdBy: o.createdBy,
      creatorName: o.buyerName,
      createdAt: o.createdAt,
      ...(extra as X),
    })
    .from(o)
    .leftJoin(warrantyProjects, eq(warrantyProjects.id, o.projectId))
    .leftJoin(warrantyCodes, eq(warrantyCodes.id, o.codeId))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];
export const toOrderRow = (r: Selected): OrderRow => ({ ...r, createdAt: r.createdAt.toISOString() });

export interface OrderFilter {
  status?: string | null;
  keyword?: string;
  projectId?: number | null;
  marketplace?: string | null;
}


/** The values an order list's conditions take (the keyword as its three patterns, the scope as its platforms); undefined ones are absent. */
export const orderValues = (f: OrderFilter, scope: HiveScope) => ({
  status: f.status || undefined,
  serialNo: f.keyword ? startsWith(f.keyword.toUpperCase()) : undefined,
  orderNo: f.keyword ? startsWith(f.keyword) : undefined,
  email: f.keyword ? containing(f.keyword) : undefined,
  projectId: f.projectId || undefined,
  marketplace: f.marketplace || undefined,
  platforms: scopePlatforms(scope),
});
export type OrderValues = ReturnType<typeof orderValues>;

const filterConditions = conditionsOf<OrderValues>({
  status: eqTo(o.status),
  projectId: eqTo(o.projectId),
  marketplace: eqTo(o.marketplace),
  platforms: (v) => onPlatforms(o.projectId, v),
});

/** Conditions over the present values (see preparedList.ts): the keyword is a serial or order number prefix, or part of the email. */
export function orderConditions(v: Partial<OrderValues>, bind: Bind<OrderValues>): SQL | undefined {
  const keyword = v.serialNo === undefined ? undefined : or(sql`${o.serialNo} like ${bind('serialNo')}`, sql`${o.orderNo} like ${bind('orderNo')}`, ilike(o.email, bind('email')));
  return and(keyword, filterConditions(v, bind));
}

/** Conditions of a list built directly. */
export function orderWhere(f: OrderFilter, scope: HiveScope): SQL | undefined {
  const v = presentOf(orderValues(f, scope));
  return orderConditions(v, direct(v as OrderValues));
}
export const orderOrder = [desc(o.id)];

export async function orderRow(db: Db | Tx, id: number, scope: HiveScope): Promise<OrderRow> {
  const [row] = await selectOrders(db).where(and(eq(o.id, id), projectScopeWhere(scope, o.projectId)));
  if (!row) throw fail.notFound('延保订单不存在');
  return toOrderRow(row);
}

/** The warranty end when extended: the registration day plus the project's months. */
export async function warrantyEnd(tx: Tx, id: number): Promise<string> {
  const [row] = await tx
    .select({ until: sql<string>`to_char((${o.createdAt} + make_interval(months => ${warrantyProjects.warrantyMonths}))::date, 'YYYY-MM-DD')` })
    .from(o)
    .innerJoin(warrantyProjects, eq(warrantyProjects.id, o.projectId))
    .where(eq(o.id, id));
  if (!row) throw fail.notFound('延保订单不存在');
  return row.until;
}
