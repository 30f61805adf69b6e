import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PoolFilter, PoolRow } from '@shared/api/kol/pool';
import type { Db, Tx } from '../../../db/connection';
import { kolCategories, kolPool } from '../../../db/schema';
import { fail } from '../../../http/errors';

const p = kolPool;

export const selectPool = (db: Db | Tx) =>
  db
    .select({
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
export function poolWhere(f: PoolFilter): SQL | undefined {
  return and(
    f.id ? eq(p.id, f.id) : undefined,
    f.name ? like(sql`lower(${p.name})`, `${f.name.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    f.channel ? eq(p.channel, f.channel) : undefined,
    f.categoryId ? eq(p.categoryId, f.categoryId) : undefined,
    f.tagIds?.length ? sql`${p.tagIds} @> ARRAY[${sql.join(f.tagIds.map((t) => sql`${t}`), sql`, `)}]::integer[]` : undefined,
    f.blacklisted !== undefined ? eq(p.blacklisted, f.blacklisted) : undefined,
    f.selectable ? eq(p.blacklisted, false) : undefined,
    f.followersMin !== undefined ? gte(p.followers, f.followersMin) : undefined,
    f.followersMax !== undefined ? lte(p.followers, f.followersMax) : undefined,
  );
}

export const poolOrder = [desc(p.id)];

export async function onePool(db: Db | Tx, id: number): Promise<PoolRow> {
  const [row] = await selectPool(db).where(eq(p.id, id));
  if (!row) throw fail.notFound('红人不存在');
  return toPoolRow(row);
}
