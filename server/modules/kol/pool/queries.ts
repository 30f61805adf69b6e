import { desc, eq, like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PoolFilter, PoolRow } from '@shared/api/kol/pool';
import type { Db, Tx } from '../../../db/connection';
import { kolCategories, kolPool } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bindList, direct, presentOf } from '../../../http/preparedList';
import { atLeast, atMost, conditionsOf, eqTo } from '../../../db/conditions';
import { startsWith } from '../../../db/like';

const p = kolPool;

export const selectPool = <X extends Record<string, SQL<unknown>>>(db: Db | Tx, extra?: X) =>
  db
    .select({
      ...(extra as X),
      id: p.id,
      name: p.name,
      channel: p.channel,
      profileUrl: p.profileUrl,
      followers: p.followers,
      categoryId: p.categoryId,
      categoryName: kolCategories.name,
      tagIds: p.tagIds,
      country: p.country,
      email: p.email,
      contact: p.contact,
      price: p.price,
      priceCurrency: p.priceCurrency,
      remark: p.remark,
      score: p.score,
      evaluateCount: p.evaluateCount,
      cooperateCount: p.cooperateCount,
      blacklisted: p.blacklisted,
      blackReason: p.blackReason,
      blackedAt: p.blackedAt,
      createdAt: p.createdAt,
    })
    .from(p)
    .leftJoin(kolCategories, eq(kolCategories.id, p.categoryId))
    .$dynamic();
type Selected = Awaited<ReturnType<ReturnType<typeof selectPool>['execute']>>[number];

export const toPoolRow = (r: Selected): PoolRow => ({ ...r, blackedAt: r.blackedAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() });

/** The pool list's conditions: tags match when the influencer carries every chosen tag (GIN index). */
/** The values a pool list's conditions take (name prefix ready for LIKE); undefined ones are absent. */
export const poolValues = (f: PoolFilter) => ({
  id: f.id || undefined,
  name: f.name ? startsWith(f.name.toLowerCase()) : undefined,
  channel: f.channel || undefined,
  categoryId: f.categoryId || undefined,
  tagIds: f.tagIds?.length ? f.tagIds : undefined,
  blacklisted: f.blacklisted,
  selectable: f.selectable || undefined,
  followersMin: f.followersMin,
  followersMax: f.followersMax,
});
export type PoolValues = ReturnType<typeof poolValues>;

/** Conditions over the present values (see preparedList.ts); 可选 means not blacklisted. */
export const poolConditions = conditionsOf<PoolValues>({
  id: eqTo(p.id),
  name: (v) => like(sql`lower(${p.name})`, v as string | Placeholder),
  channel: eqTo(p.channel),
  categoryId: eqTo(p.categoryId),
  // The tag list bound as one array value (drizzle would spell a plain array out as a list).
  tagIds: (v) => sql`${p.tagIds} @> ${bindList(v as number[] | Placeholder)}::integer[]`,
  blacklisted: eqTo(p.blacklisted),
  selectable: () => eq(p.blacklisted, false),
  followersMin: atLeast(p.followers),
  followersMax: atMost(p.followers),
});

/** Conditions of an export or a list built directly. */
export function poolWhere(f: PoolFilter): SQL | undefined {
  const v = presentOf(poolValues(f));
  return poolConditions(v, direct(v as PoolValues));
}

export const poolOrder = [desc(p.id)];

export async function onePool(db: Db | Tx, id: number): Promise<PoolRow> {
  const [row] = await selectPool(db).where(eq(p.id, id));
  if (!row) throw fail.notFound('红人不存在');
  return toPoolRow(row);
}
