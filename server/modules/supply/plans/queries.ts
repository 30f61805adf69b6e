import { and, desc, eq, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanFilter, PlanRow } from '@shared/api/supply/plans';
import type { Db } from '../../../db/connection';
import { supplyPlanLines, supplyPlans, stores, users, warehouses } from '../../../db/schema';
import { keysetBatches } from '../../../http/listPage';
import { planVisibility } from '../visibility';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';

const p = supplyPlans;

export function planWhere(f: PlanFilter, scope?: number): SQL | undefined {
  return and(
    f.status ? eq(p.status, f.status) : ne(p.status, 'deleted'),
    planVisibility.where(scope),
    f.serialNo ? like(p.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.storeId ? eq(p.storeId, f.storeId) : undefined,
    f.planWeek ? eq(p.planWeek, f.planWeek) : undefined,
  );
}

export const onlyStatusFiltered = (f: PlanFilter) => Object.entries(f).every(([key, value]) => key === 'status' || value === undefined || value === null);

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
