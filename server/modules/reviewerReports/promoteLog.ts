import { eq, sql } from 'drizzle-orm';
import type { PromoteLogBody, PromoteLogRow } from '@shared/api/reviewerReports/promoteLog';
import { mondayOf, weekLabel } from '@shared/api/reviewerReports/weeks';
import type { Page } from '@shared/api/paging';
import type { Db } from '../../db/connection';
import { promoteLogs } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { listingJoins, offsetOf, productSelect, ratingConditions, type RatingFilter } from './filters';
import { productsOf, productKey } from './listings';
import { kindLabel } from './promotions';
import { SEE_ALL_RATINGS, skuIdScope, skusInScope } from './scope';
import { allOf, isoOf, rowsOf } from './sql';

/** 推广日志: written by operators (or imported), corrected or deleted by their author or a viewAll holder. */
export type PromoteInput = Omit<PromoteLogBody, 'id'>;

const refuse = fail.badRequest;

/** Resolves each entry's product; reasons (index -> message) for entries that cannot be written. */
async function resolve(db: Db, caller: Caller, inputs: PromoteInput[]) {
  const products = await productsOf(db, inputs.map((i) => i.asin));
  const allowed = await skusInScope(db, caller, [...products.values()].map((p) => p.skuId));
  const reasons = new Map<number, string>();
  inputs.forEach((input, i) => {
    const p = products.get(productKey(input.platformId, input.asin));
    if (!p) reasons.set(i, `ASIN ${input.asin} 不是该站点的产品链接，请先在产品管理中维护`);
    else if (!allowed.has(p.skuId)) reasons.set(i, `没有权限记录 ASIN ${input.asin} 的推广（不在您的产品范围内）`);
  });
  const values = inputs.map((input) => {
    const p = products.get(productKey(input.platformId, input.asin));
    return p && { ...input, asin: p.asin, skuId: p.skuId, groupId: p.groupId, categoryId: p.categoryId, weekStart: mondayOf(input.actionDate), remark: input.remark ?? null };
  });
  return { reasons, values };
}

/** Writes new entries (all or none: the reasons of the refused are returned, nothing written then). */
export async function addPromoteLogs(db: Db, caller: Caller, inputs: PromoteInput[]): Promise<{ reasons: Map<number, string>; ids: number[] }> {
  const { reasons, values } = await resolve(db, caller, inputs);
  if (reasons.size) return { reasons, ids: [] };
  const rows = await db.insert(promoteLogs).values(values.map((v) => ({ ...v!, createdBy: caller.userId }))).returning({ id: promoteLogs.id });
  return { reasons, ids: rows.map((r) => r.id) };
}

/** An entry the caller may change: their own, or any for viewAll holders. */
async function ownEntry(db: Db, caller: Caller, id: number) {
  const [entry] = await db.select().from(promoteLogs).where(eq(promoteLogs.id, id));
  if (!entry) throw fail.notFound('推广日志不存在或已删除');
  const { elements } = await caller.codes();
  if (entry.createdBy !== caller.userId && !SEE_ALL_RATINGS.some((c) => elements.has(c))) throw refuse('只能修改或删除本人记录的推广日志');
  return entry;
}

export async function savePromoteLog(db: Db, caller: Caller, body: PromoteLogBody): Promise<PromoteLogRow> {
  const { id, ...input } = body;
  if (id === undefined) {
    const { reasons, ids } = await addPromoteLogs(db, caller, [input]);
    if (reasons.size) throw refuse(reasons.get(0)!);
    return promoteLogById(db, ids[0]!);
  }
  await ownEntry(db, caller, id);
  const { reasons, values } = await resolve(db, caller, [input]);
  if (reasons.size) throw refuse(reasons.get(0)!);
  await db.update(promoteLogs).set({ ...values[0]!, updatedBy: caller.userId, updatedAt: new Date() }).where(eq(promoteLogs.id, id));
  return promoteLogById(db, id);
}

export async function deletePromoteLog(db: Db, caller: Caller, id: number): Promise<{ id: number }> {
  await ownEntry(db, caller, id);
  await db.delete(promoteLogs).where(eq(promoteLogs.id, id));
  return { id };
}

type ListFilter = RatingFilter & { page: number; limit: number; asin?: string | null; kind?: string | null; skuId?: number | null };

const listSql = (where: ReturnType<typeof allOf>, tail = sql``) =>
  sql`select x.id, ${productSelect}, x.kind, x.action_date::text as "actionDate", x.week_start::text as "weekStart", x.content, x.remark,
      x.created_by as "createdBy", u.name as "createdByName", x.created_at as "createdAt"
    from promote_logs x ${listingJoins} left join users u on u.id = x.created_by where ${where} ${tail}`;

const rowOf = (r: Record<string, unknown>): PromoteLogRow => ({
  ...(r as unknown as PromoteLogRow),
  id: Number(r.id), platformId: Number(r.platformId), skuId: Number(r.skuId), createdBy: Number(r.createdBy),
  kindLabel: kindLabel(String(r.kind)), week: weekLabel(String(r.weekStart)), createdAt: isoOf(r.createdAt as Date),
});

async function promoteLogById(db: Db, id: number): Promise<PromoteLogRow> {
  const [row] = await rowsOf<Record<string, unknown>>(db, listSql(sql`x.id = ${id}`));
  return rowOf(row!);
}

export async function promoteLogPage(db: Db, caller: Caller, f: ListFilter): Promise<Page<PromoteLogRow>> {
  const { from, to, ...rest } = f;
  const where = allOf([
    ...ratingConditions(rest),
    from && sql`x.action_date >= ${from}`,
    to && sql`x.action_date <= ${to}`,
    await skuIdScope(db, caller, sql`x.sku_id`),
    f.asin && sql`x.asin like ${`${f.asin.toUpperCase()}%`}`,
    f.kind && sql`x.kind = ${f.kind}`,
    f.skuId && sql`x.sku_id = ${f.skuId}`,
  ]);
  const [rows, [count]] = await Promise.all([
    rowsOf<Record<string, unknown>>(db, listSql(where, sql`order by x.action_date desc, x.id desc limit ${f.limit} offset ${offsetOf(f)}`)),
    rowsOf<{ n: string }>(db, sql`select count(*) as n from promote_logs x where ${where}`),
  ]);
  return { total: Number(count?.n ?? 0), rows: rows.map(rowOf) };
}
