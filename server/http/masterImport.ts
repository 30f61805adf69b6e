import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fieldText } from '@shared/screen/fields';
import type { AnyMaster } from '@shared/screen/master';
import type { Db } from '../db/connection';
import { fromExcluded } from '../db/excluded';
import { defineImport, rejectRows, type ImportKind } from '../excel/import-kinds';
import type { Caller } from './auth/caller';

type Values = Record<string, unknown>;

/** How a master's declared import stores its rows (server side of shared/screen/masterImport.ts). */
export interface MasterImportServer {
  /** The columns a row is stored by (the upsert's target; what may not repeat in the file); the unique rule's by default. */
  by?: string[];
  /** Codes a row names that must exist, by the row's key: the column holding them (a currency's code). Checked in order; refused as `<label> <code> 不存在`. */
  known?: Record<string, AnyPgColumn>;
  /** A row repeating another's unique values in the file; by default its fields' texts and 在文件中重复. */
  repeated?(row: Values): string;
  /** Values stored with every row (where it came from). */
  values?: Values;
  /** How the rows are stored when not an upsert on the unique columns (the file's value wins). */
  store?(tx: Db, rows: Values[], caller: Caller): Promise<unknown>;
}

interface Stored {
  table: PgTable;
  unique?: { columns: string[] };
  import?: MasterImportServer;
}

/**
 * The import kind of a master's declared import: its rows are checked (known codes, repeats in the file)
 * and stored all or none, through the import machinery (server/excel). Listed in the module's manifest
 * (`imports`), it puts the template in the report centre; `masterRoutes` adds its upload.
 */
export function masterImportKind(master: AnyMaster, s: Stored): ImportKind<Values> {
  const d = master.import;
  if (!d) throw new Error(`${master.title}: no import declared`);
  const i = s.import ?? {};
  const unique = i.by ?? s.unique?.columns ?? [];
  if (!i.store && !unique.length) throw new Error(`${master.title}: an import stores by the unique columns, or by its own store`);
  const cols = getTableColumns(s.table) as Record<string, AnyPgColumn>;
  const codes = Object.entries(i.known ?? {});
  const unknownCode = (key: string, row: Values) => `${master.fields[key]?.label ?? key} ${String(row[key])} 不存在`;
  const repeated = i.repeated ?? ((row: Values) => `${unique.map((k) => (master.fields[k] ? fieldText(master.fields[k], row, k) : String(row[k]))).join(' ')} 在文件中重复`);
  const upsert = async (tx: Db, rows: Values[], caller: Caller) => {
    const stamps = { ...('updatedBy' in cols ? { updatedBy: caller.userId } : {}), ...('updatedAt' in cols ? { updatedAt: new Date() } : {}) };
    const values = rows.map((row) => ({ ...row, ...i.values, ...stamps }));
    const set = fromExcluded(s.table, Object.keys(values[0]!).filter((k) => !unique.includes(k)) as never[]);
    await tx.insert(s.table).values(values as never).onConflictDoUpdate({ target: unique.map((k) => cols[k]!), set });
  };
  return defineImport<Values>({
    kind: d.kind,
    title: d.title,
    templateFileName: d.file,
    screen: d.screen,
    columns: d.columns,
    row: d.row,
    async commit(tx, rows, caller) {
      const known = await Promise.all(codes.map(async ([, column]) => new Set((await tx.select({ v: column }).from(column.table)).map((r) => r.v))));
      const reasons = new Map<number, string>();
      const seen = new Set<string>();
      rows.forEach((row, n) => {
        const unknown = codes.findIndex(([key], j) => !known[j]!.has(row[key]));
        const key = JSON.stringify(unique.map((k) => row[k]));
        if (unknown >= 0) reasons.set(n, unknownCode(codes[unknown]![0], row));
        else if (unique.length && seen.has(key)) reasons.set(n, repeated(row));
        seen.add(key);
      });
      rejectRows(reasons);
      await (i.store ?? upsert)(tx, rows, caller);
    },
  });
}
