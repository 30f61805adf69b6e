import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForecastSkuFilter, ForecastSkuRow } from '@shared/api/sales/forecastSku';
import type { Db } from '../../../db/connection';
import { baseSkus, saleForecastSkus, stores, users } from '../../../db/schema';
import { forecastSkuVisibility } from './visibility';
import { startsWith } from '../../../db/like';
import { direct, presentOf } from '../../../http/preparedList';
import { conditionsOf, eqTo } from '../../../db/conditions';

const f = saleForecastSkus;
const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');

/** The values a forecast SKU list's conditions take; undefined ones are absent. */
export const forecastSkuValues = (q: ForecastSkuFilter, scope: number | undefined) => ({
  status: q.status || undefined,
  scope,
  storeId: q.storeId || undefined,
  auditorId: q.auditorId || undefined,
  sku: q.sku ? startsWith(q.sku) : undefined,
});
export type ForecastSkuValues = ReturnType<typeof forecastSkuValues>;

/** Conditions over the present values (see preparedList.ts); `scope` limits to one creator. */
export const forecastSkuConditions = conditionsOf<ForecastSkuValues>({
  status: eqTo(f.status),
  scope: (v) => forecastSkuVisibility.where(v as number),
  storeId: eqTo(f.storeId),
  auditorId: eqTo(f.auditorId),
  sku: (v) => sql`${f.skuId} in (select id from ${baseSkus} where ${baseSkus.sku} like ${v})`,
});

/** Conditions of an export (or any list built directly). */
export function forecastSkuWhere(q: ForecastSkuFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(forecastSkuValues(q, scope));
  return forecastSkuConditions(v, direct(v as ForecastSkuValues));
}

export const selectForecastSkuRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({
      id: f.id,
      skuId: f.skuId,
      sku: baseSkus.sku,
      skuName: baseSkus.name,
      storeId: f.storeId,
      storeName: stores.name,
      auditorId: f.auditorId,
      auditorName: auditor.name,
      remark: f.remark,
      auditedAt: f.auditedAt,
      status: f.status,
      version: f.version,
      createdBy: f.createdBy,
      creatorName: creator.name,
      createdAt: f.createdAt,
      ...(extra ?? ({} as X)),
    })
    .from(f)
    .leftJoin(baseSkus, eq(baseSkus.id, f.skuId))
    .leftJoin(stores, eq(stores.id, f.storeId))
    .leftJoin(creator, eq(creator.id, f.createdBy))
    .leftJoin(auditor, eq(auditor.id, f.auditorId));

type RawRow = Awaited<ReturnType<typeof selectForecastSkuRows>>[number];

export const toForecastSkuRow = (r: RawRow): ForecastSkuRow => ({ ...r, createdAt: r.createdAt.toISOString(), auditedAt: r.auditedAt?.toISOString() ?? null });

export const newestFirst = [desc(f.id)];

export async function forecastSkuById(db: Db, id: number): Promise<ForecastSkuRow | undefined> {
  const [row] = await selectForecastSkuRows(db).where(eq(f.id, id));
  return row && toForecastSkuRow(row);
}

/** The status of a SKU's forecast in a store, if it was ever listed (stopped SKUs take no new version). */
export async function forecastSkuStatus(db: Pick<Db, 'select'>, skuId: number, storeId: number): Promise<string | undefined> {
  const [row] = await db.select({ status: f.status }).from(f).where(and(eq(f.skuId, skuId), eq(f.storeId, storeId)));
  return row?.status;
}

/** The auditor named on a forecast SKU: by its id, or by SKU and store (undefined: not listed). */
export async function namedAuditor(db: Pick<Db, 'select'>, by: { id: number } | { skuId: number; storeId: number }): Promise<{ auditorId: number; name: string | null } | undefined> {
  const where = 'id' in by ? eq(f.id, by.id) : and(eq(f.skuId, by.skuId), eq(f.storeId, by.storeId));
  const [row] = await db.select({ auditorId: f.auditorId, name: auditor.name }).from(f).leftJoin(auditor, eq(auditor.id, f.auditorId)).where(where);
  return row;
}
