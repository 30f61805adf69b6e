import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The `set` of an upsert that takes the named columns from the row that was refused
 * (`ON CONFLICT ... DO UPDATE SET col = excluded.col`), by property name.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: readonly K[]): Record<K, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k]!.name}"`)])) as Record<K, SQL>;
}
