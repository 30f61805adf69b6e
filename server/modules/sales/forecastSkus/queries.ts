import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ForecastSkuFilter, ForecastSkuRow } from '@shared/api/sales/forecastSku';
import type { Db } from '../../../db/connection';
import { baseSkus, saleForecastSkus, stores, users } from '../../../db/schema';
import { forecastSkuVisibility } from './visibility';
import { startsWith } from '../../../db/like';

const f = saleForecastSkus;
const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');

export function forecastSkuWhere(q: ForecastSkuFilter, scope: number | undefined): SQL | undefined {
  return and(
    q.status ? eq(f.status, q.status) : undefined,
    forecastSkuVisibility.where(scope),
    q.storeId ? eq(f.storeId, q.storeId) : undefined,
    q.auditorId ? eq(f.auditorId, q.auditorId) : undefined,
    q.sku ? sql`${f.skuId} in (select id from ${baseSkus} where ${baseSkus.sku} like ${startsWith(q.sku)})` : undefined,
  );
}

export const onlyStatusFiltered = (q: ForecastSkuFilter) => !q.storeId && !q.sku && !q.auditorId;

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
