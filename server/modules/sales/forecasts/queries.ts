import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { ForecastFilter, ForecastRow, WeekQty } from '@shared/api/sales/forecast';
import type { Db } from '../../../db/connection';
import { baseSkus, saleForecastVersions, saleForecastWeeks, saleWeeklySales, stores, users } from '../../../db/schema';
import { forecastVisibility } from './visibility';
import { startsWith } from '../../../db/like';
import { direct, presentOf } from '../../../http/preparedList';
import { conditionsOf, eqTo } from '../../../db/conditions';

const v = saleForecastVersions;

/** The values a forecast list's conditions take; undefined ones are absent. */
export const forecastValues = (f: ForecastFilter, scope: number | undefined) => ({
  status: f.status || undefined,
  scope,
  storeId: f.storeId || undefined,
  sku: f.sku ? startsWith(f.sku) : undefined,
});
export type ForecastValues = ReturnType<typeof forecastValues>;

/** Conditions over the present values (see preparedList.ts); `scope` limits to one creator. */
export const forecastConditions = conditionsOf<ForecastValues>({
  status: eqTo(v.status),
  scope: (scope) => forecastVisibility.where(scope as number),
  storeId: eqTo(v.storeId),
  sku: (sku) => sql`${v.skuId} in (select id from ${baseSkus} where ${baseSkus.sku} like ${sku})`,
});

/** Conditions of an export (or any list built directly). */
export function forecastWhere(f: ForecastFilter, scope: number | undefined): SQL | undefined {
  const p = presentOf(forecastValues(f, scope));
  return forecastConditions(p, direct(p as ForecastValues));
}

export const selectForecastRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({
      id: v.id,
      skuId: v.skuId,
      sku: baseSkus.sku,
      skuName: baseSkus.name,
      storeId: v.storeId,
      storeCode: stores.code,
      storeName: stores.name,
      versionNo: v.versionNo,
      startWeek: v.startWeek,
      totalQty: v.totalQty,
      remark: v.remark,
      status: v.status,
      version: v.version,
      createdBy: v.createdBy,
      creatorName: users.name,
      createdAt: v.createdAt,
      submittedAt: v.submittedAt,
      ...(extra ?? ({} as X)),
    })
    .from(v)
    .leftJoin(baseSkus, eq(baseSkus.id, v.skuId))
    .leftJoin(stores, eq(stores.id, v.storeId))
    .leftJoin(users, eq(users.id, v.createdBy));

type RawRow = Awaited<ReturnType<typeof selectForecastRows>>[number];

export const toForecastRow = (r: RawRow): ForecastRow => ({ ...r, createdAt: r.createdAt.toISOString(), submittedAt: r.submittedAt?.toISOString() ?? null });

export const newestFirst = [desc(v.id)];

export async function forecastRowById(db: Db, id: number): Promise<ForecastRow | undefined> {
  const [row] = await selectForecastRows(db).where(eq(v.id, id));
  return row && toForecastRow(row);
}

/** The weeks of a version, in order. */
export const forecastWeeks = (db: Pick<Db, 'select'>, versionId: number): Promise<WeekQty[]> =>
  db.select({ week: saleForecastWeeks.week, qty: saleForecastWeeks.qty }).from(saleForecastWeeks).where(eq(saleForecastWeeks.versionId, versionId)).orderBy(asc(saleForecastWeeks.week));

/** Actual weekly sales of a SKU in a store in [from, to), oldest first (missing weeks are absent). */
export const salesBetween = (db: Pick<Db, 'select'>, skuId: number, storeId: number, from: string, to: string): Promise<WeekQty[]> =>
  db
    .select({ week: saleWeeklySales.week, qty: saleWeeklySales.qty })
    .from(saleWeeklySales)
    .where(and(eq(saleWeeklySales.skuId, skuId), eq(saleWeeklySales.storeId, storeId), gte(saleWeeklySales.week, from), lt(saleWeeklySales.week, to)))
    .orderBy(asc(saleWeeklySales.week));

/** The latest approved version of a SKU in a store (the one in force). */
export async function versionInForce(db: Pick<Db, 'select'>, skuId: number, storeId: number) {
  const [row] = await db
    .select({ id: v.id, versionNo: v.versionNo })
    .from(v)
    .where(and(eq(v.skuId, skuId), eq(v.storeId, storeId), eq(v.status, 'approved')))
    .orderBy(desc(v.versionNo))
    .limit(1);
  return row;
}

/** Every version of a SKU in a store, newest first. */
export const versionsOf = (db: Db, skuId: number, storeId: number, scope: number | undefined) =>
  selectForecastRows(db)
    .where(and(eq(v.skuId, skuId), eq(v.storeId, storeId), forecastVisibility.where(scope), ne(v.status, 'deleted')))
    .orderBy(desc(v.versionNo));
