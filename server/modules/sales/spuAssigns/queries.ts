import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SpuAssignFilter, SpuAssignRow } from '@shared/api/sales/spuAssign';
import { spuAssignMachine } from '@shared/workflow';
import { tabCounts } from '../../../workflow';
import type { Db } from '../../../db/connection';
import { baseSkus, saleSpuAssigns, stores, users } from '../../../db/schema';
import { spuAssignVisibility } from './visibility';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';
import { conditionsOf, eqTo, matches } from '../../../db/conditions';
import { direct, presentOf } from '../../../http/preparedList';

const a = saleSpuAssigns;
const creator = alias(users, 'creator');
const operator = alias(users, 'operator');
const auditor = alias(users, 'auditor');

/**
 * The values of the list's conditions; undefined ones are absent. The viewer's scope is not `scope`:
 * the maintained status counts follow the creator, an assignment's viewer is its operator, so a scoped
 * list counts its own total (workflowListPage).
 */
export const spuAssignValues = (q: SpuAssignFilter, viewer: number | undefined) => ({
  status: q.status || undefined,
  viewer,
  storeId: q.storeId || undefined,
  operatorId: q.operatorId || undefined,
  spu: q.spu ? startsWith(q.spu) : undefined,
});
export type SpuAssignValues = ReturnType<typeof spuAssignValues>;

/** Conditions over the present values (see preparedList.ts). */
export const spuAssignConditions = conditionsOf<SpuAssignValues>({
  status: eqTo(a.status),
  viewer: (v) => spuAssignVisibility.where(v as number),
  storeId: eqTo(a.storeId),
  operatorId: eqTo(a.operatorId),
  spu: matches(a.spu),
});

/** The same conditions built directly. */
export function spuAssignWhere(q: SpuAssignFilter, viewer: number | undefined): SQL | undefined {
  const v = presentOf(spuAssignValues(q, viewer));
  return spuAssignConditions(v, direct(v as SpuAssignValues));
}

/** Any SKU's name stands for its SPU. */
const spuName = sql<string | null>`(select ${baseSkus.name} from ${baseSkus} where ${baseSkus.spu} = ${qualified(a.spu)} order by ${baseSkus.id} limit 1)`;

export const selectSpuAssignRows = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({
      id: a.id,
      storeId: a.storeId,
      storeName: stores.name,
      spu: a.spu,
      spuName,
      operatorId: a.operatorId,
      operatorName: operator.name,
      replaceSpu: a.replaceSpu,
      remark: a.remark,
      auditorName: auditor.name,
      auditedAt: a.auditedAt,
      status: a.status,
      version: a.version,
      createdBy: a.createdBy,
      creatorName: creator.name,
      createdAt: a.createdAt,
      ...(extra ?? ({} as X)),
    })
    .from(a)
    .leftJoin(stores, eq(stores.id, a.storeId))
    .leftJoin(creator, eq(creator.id, a.createdBy))
    .leftJoin(operator, eq(operator.id, a.operatorId))
    .leftJoin(auditor, eq(auditor.id, a.auditedBy));

type RawRow = Awaited<ReturnType<typeof selectSpuAssignRows>>[number];

export const toSpuAssignRow = (r: RawRow): SpuAssignRow => ({ ...r, createdAt: r.createdAt.toISOString(), auditedAt: r.auditedAt?.toISOString() ?? null });

export const newestFirst = [desc(a.id)];

export async function spuAssignById(db: Db, id: number): Promise<SpuAssignRow | undefined> {
  const [row] = await selectSpuAssignRows(db).where(eq(a.id, id));
  return row && toSpuAssignRow(row);
}

/**
 * Records per tab. Seeing everything: the engine's running counts (summed over every creator, the same
 * as over every operator). One operator's: counted from the table, as the view follows the operator
 * (who changes) while the engine's counts follow the creator.
 */
export async function spuAssignCounts(db: Db, scope: number | undefined): Promise<Record<string, number>> {
  if (scope === undefined) {
    const counts = await tabCounts(db, spuAssignMachine, undefined);
    return { ...counts, all: Object.values(counts).reduce((s, n) => s + n, 0) };
  }
  const rows = await db.select({ status: a.status, n: count() }).from(a).where(spuAssignVisibility.where(scope)).groupBy(a.status);
  const counts = Object.fromEntries(spuAssignMachine.tabs.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
  return { ...counts, all: rows.reduce((s, r) => s + r.n, 0) };
}

/** Whether an SPU has any SKU. */
export async function spuExists(db: Pick<Db, 'select'>, spu: string): Promise<boolean> {
  const [row] = await db.select({ id: baseSkus.id }).from(baseSkus).where(eq(baseSkus.spu, spu)).limit(1);
  return Boolean(row);
}
