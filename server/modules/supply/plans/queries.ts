import { and, desc, eq, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanFilter, PlanRow } from '@shared/api/supply/plans';
import type { Db } from '../../../db/connection';
import { supplyPlanLines, supplyPlans, stores, users, warehouses } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { direct, presentOf } from '../../../http/preparedList';
import { conditionsOf, eqTo, matches, orElse } from '../../../db/conditions';
import { planVisibility } from '../visibility';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';

const p = supplyPlans;

/** The values a plan list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const planValues = (f: PlanFilter, scope?: number) => ({
  status: f.status || undefined,
  scope,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  storeId: f.storeId || undefined,
  channel: f.channel || undefined,
  planWeek: f.planWeek || undefined,
});
export type PlanValues = ReturnType<typeof planValues>;

/** Conditions over the present values (see preparedList.ts): deleted plans are never listed; `scope` limits to one creator. */
export const planConditions = conditionsOf<PlanValues>({
  status: orElse(eqTo(p.status), ne(p.status, 'deleted')),
  scope: (v) => planVisibility.where(v as number),
  serialNo: matches(p.serialNo),
  storeId: eqTo(p.storeId),
  channel: (v) => sql`${qualified(p.storeId)} in (select ${qualified(stores.id)} from ${stores} where ${qualified(stores.channel)} = ${v})`,
  planWeek: eqTo(p.planWeek),
});

/** Conditions of an export (or any list built directly). */
export function planWhere(f: PlanFilter, scope?: number): SQL | undefined {
  const v = presentOf(planValues(f, scope));
  return planConditions(v, direct(v as PlanValues));
}

const creator = alias(users, 'plan_creator');

export const selectPlanRows = <X extends Record<string, SQL<unknown>>>(db: Pick<Db, 'select'>, extra?: X) =>
  db
    .select({
      ...(extra as X),
      id: p.id,
      serialNo: p.serialNo,
      storeId: p.storeId,
      storeName: stores.name,
      warehouseId: p.warehouseId,
      warehouseName: warehouses.name,
      transportMode: p.transportMode,
      planWeek: p.planWeek,
      totalQty: p.totalQty,
      skuCount: sql<number>`(select count(*) from ${supplyPlanLines} where ${supplyPlanLines.planId} = ${qualified(p.id)})::int`,
      remark: p.remark,
      signedAt: p.signedAt,
      status: p.status,
      version: p.version,
      createdBy: p.createdBy,
      creatorName: creator.name,
      createdAt: p.createdAt,
    })
    .from(p)
    .leftJoin(stores, eq(stores.id, p.storeId))
    .leftJoin(warehouses, eq(warehouses.id, p.warehouseId))
    .leftJoin(creator, eq(creator.id, p.createdBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectPlanRows>['execute']>>[number];
export const toPlanRow = (r: Selected): PlanRow => ({ ...r, signedAt: r.signedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() });

export async function* planBatches(db: Db, where: SQL | undefined): AsyncGenerator<PlanRow[]> {
  const batches = keysetBatches((beforeId, size) => selectPlanRows(db).where(and(where, beforeId === undefined ? undefined : lt(p.id, beforeId))).orderBy(desc(p.id)).limit(size));
  for await (const rows of batches) yield rows.map(toPlanRow);
}
