import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `"table"."column"`, whatever the query. Drizzle leaves columns bare in the select list of a
 * query that reads one table, so an outer column inside a subquery there would name the inner
 * table's column of the same name: outer references in selected subqueries go through this.
 */
export function qualified(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
