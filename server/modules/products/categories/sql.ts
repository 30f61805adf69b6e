import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The category tree's answers inside a query (three levels: a category's parent and grandparent
 * are all there is), so a list reads paths and filters in its own round trip instead of loading
 * the whole tree first. Same answers as CategoryTree.path and CategoryTree.leavesUnder.
 */

/** 家居 > 厨房 > 刀具 for the category in `column`; null when it is null or unknown. */
export const categoryPathSql = (column: AnyPgColumn): SQL<string | null> =>
  sql<string | null>`(select concat_ws(' > ', c1.name, c2.name, c3.name) from product_categories c3
    left join product_categories c2 on c2.id = c3.parent_id left join product_categories c1 on c1.id = c2.parent_id
    where c3.id = ${column})`;

/** `column` is a level-3 category at or under `categoryId` (none when it has no level-3 category). */
export const inCategorySql = (column: AnyPgColumn, categoryId: number | Placeholder): SQL =>
  sql`${column} in (select c.id from product_categories c left join product_categories p on p.id = c.parent_id
    where c.level = 3 and (c.id = ${categoryId} or c.parent_id = ${categoryId} or p.parent_id = ${categoryId}))`;
