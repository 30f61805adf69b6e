import { sql, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/reviewerReports/lookups';
import type { Db } from '../../db/connection';
import { ApiRoutes } from '../../http/api';
import { skuIdScope } from './scope';
import { allOf, rowsOf } from './sql';

/** The filter pickers of the rating reports: what has snapshots, searched on the server (50 at most). */
const LIMIT = 50;
const prefix = (v?: string | null) => (v ? `${v}%` : null);
const scopeOf = (db: Db, caller: Parameters<typeof skuIdScope>[1]) => skuIdScope(db, caller, sql`x.sku_id`);
const options = async (db: Db, statement: SQL) => (await rowsOf<{ value: number; label: string }>(db, statement)).map((r) => ({ value: Number(r.value), label: r.label }));

export function lookupRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.getCategoryByGroupName, async ({ query, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      const column = query.groupId ? sql`x.category_id` : sql`x.group_id`;
      const where = allOf([scope, query.groupId && sql`x.group_id = ${query.groupId}`, query.keyword && sql`c.name like ${prefix(query.keyword)}`]);
      return options(deps.db, sql`select distinct c.id as value, c.name as label from reviewer_star_weeks x join product_categories c on c.id = ${column} where ${where} order by c.name limit ${LIMIT}`);
    })
    .add(api.getAsinByGroupName, async ({ query, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = allOf([scope, query.groupId && sql`x.group_id = ${query.groupId}`, query.categoryId && sql`x.category_id = ${query.categoryId}`, query.keyword && sql`x.asin like ${prefix(query.keyword.toUpperCase())}`]);
      const rows = await rowsOf<{ asin: string; sku: string }>(deps.db, sql`select distinct x.asin, s.sku from reviewer_star_weeks x join base_skus s on s.id = x.sku_id where ${where} order by x.asin limit ${LIMIT}`);
      return rows.map((r) => ({ value: r.asin, label: `${r.asin}（${r.sku}）` }));
    })
    .add(api.getSellerByGroupName, async ({ query, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      const k = prefix(query.keyword);
      const where = allOf([scope, query.groupId && sql`x.group_id = ${query.groupId}`, k && sql`(st.code like ${k.toUpperCase()} or st.name like ${k})`]);
      return options(deps.db, sql`select distinct st.id as value, st.name as label from reviewer_star_weeks x join stores st on st.id = x.store_id where ${where} order by st.name limit ${LIMIT}`);
    })
    .add(api.getSkuByStar, async ({ query, caller, deps }) => {
      const scope = await scopeOf(deps.db, caller);
      const where = allOf([
        scope,
        sql`x.week_start = (select max(y.week_start) from reviewer_star_weeks y where y.platform_id = x.platform_id and y.asin = x.asin)`,
        query.keyword && sql`s.sku like ${prefix(query.keyword.toUpperCase())}`,
        query.minStar != null && sql`x.star >= ${query.minStar}`,
        query.maxStar != null && sql`x.star <= ${query.maxStar}`,
      ]);
      const rows = await rowsOf<{ sku: string; name: string }>(deps.db, sql`select distinct s.sku, s.name from reviewer_star_weeks x join base_skus s on s.id = x.sku_id where ${where} order by s.sku limit ${LIMIT}`);
      return rows.map((r) => ({ value: r.sku, label: `${r.sku} ${r.name}` }));
    })
    .add(api.getTypeCodeByStar, async ({ deps }) => {
      const rows = await rowsOf<{ value: number; label: string; code: string }>(
        deps.db,
        sql`select p.id as value, p.name as label, p.code from platforms p where exists (select 1 from reviewer_star_weeks x where x.platform_id = p.id) order by p.sort, p.id`,
      );
      return rows.map((r) => ({ value: Number(r.value), label: r.label, code: r.code }));
    });
}
