import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/connection';

/**
 * Records every committed row change in the test database: a trigger on each table of the public
 * schema appends the table's name to `test_row_changes` (rolled-back changes leave nothing). Tables
 * in `ignore` (the gate log, written for every call) are left out.
 */
export async function trackRowChanges(db: Db, ignore: string[] = ['gate_logs']) {
  await db.execute(sql`create table test_row_changes (n bigserial primary key, table_name text not null, op text not null)`);
  await db.execute(sql.raw(`create function test_row_changed() returns trigger language plpgsql as $$
    begin insert into test_row_changes (table_name, op) values (tg_table_name, tg_op); return null; end $$`));
  const tables = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'test_row_changes'`);
  const names = (tables as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => r.tablename).filter((t) => !ignore.includes(t));
  for (const name of names) {
    await db.execute(sql.raw(`create trigger test_row_changed after insert or update or delete on "${name}" for each row execute function test_row_changed()`));
  }
  let seen = 0n;
  return {
    tables: names.length,
    /** The changes committed since the last call, as `table op` strings (empty: nothing changed). */
    async since(): Promise<string[]> {
      const result = await db.execute(sql`select n, table_name, op from test_row_changes where n > ${seen.toString()}::bigint order by n`);
      const rows = (result as unknown as { rows: Array<{ n: string | number | bigint; table_name: string; op: string }> }).rows;
      if (rows.length) seen = BigInt(rows[rows.length - 1]!.n);
      return rows.map((r) => `${r.table_name} ${r.op}`);
    },
  };
}
export type RowChanges = Awaited<ReturnType<typeof trackRowChanges>>;
