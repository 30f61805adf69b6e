import { eq, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';

/** A table joined for a master list's columns (a name, an order); `left` when the reference may be empty. */
export interface MasterJoin {
  table: PgTable;
  on: SQL;
  left?: boolean;
}

/** A column of the record another column points at: `via(c.updatedBy, users.name)` is the updater's name. */
export interface Via {
  column: AnyPgColumn;
  from: AnyPgColumn;
  key: AnyPgColumn;
}

/**
 * The `column` of the record that `from` points at, by `key` (the column's table's `id` by default),
 * left-joined so an empty or dangling reference gives null: `via(c.country, countries.name, countries.code)`.
 */
export function via(from: AnyPgColumn, column: AnyPgColumn, key?: AnyPgColumn): Via {
  const target = key ?? (column.table as unknown as Record<string, AnyPgColumn | undefined>).id;
  if (!target) throw new Error(`via: ${getTableConfig(column.table as PgTable).name} has no id: name the key column`);
  return { column, from, key: target };
}

export const isVia = (c: unknown): c is Via => typeof c === 'object' && c !== null && 'from' in c && 'key' in c && 'column' in c;

/** The declared joins, then one per table reached through `via`; a table reached through two columns needs an alias and a declared join. */
export function joinsOf(joined: Record<string, unknown>, declared: readonly MasterJoin[] = []): MasterJoin[] {
  const reached = new Map<PgTable, Via>();
  for (const v of Object.values(joined).filter(isVia)) {
    const table = v.column.table as PgTable;
    const other = reached.get(table);
    if (other && (other.from !== v.from || other.key !== v.key)) throw new Error(`via: ${getTableConfig(table).name} is reached through two columns: alias one`);
    reached.set(table, v);
  }
  return [...declared, ...[...reached].map(([table, v]) => ({ table, on: eq(v.key, v.from), left: true }))];
}
