import { and, Column, desc, eq, getTableColumns, getTableName, gte, is, like, lte, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { rangeKeys, type AnyMaster } from '@shared/screen/master';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { startsWith } from '../db/like';
import { sendXlsx } from '../excel/download';
import type { ImportKind } from '../excel/import-kinds';
import { runImport } from '../excel/import-run';
import { exampleRow, templateColumns } from '../excel/template';
import { ApiRoutes } from './api';
import type { Caller } from './auth/caller';
import { fail } from './errors';
import { isVia, joinsOf, type MasterJoin, type Via } from './masterJoins';
import { masterImportKind, type MasterImportServer } from './masterImport';
import { optionsOf } from './masterLookups';
import { countedListPage, direct, presentOf, type Bind } from './preparedList';
import type { MasterScope, OwnFilter } from './masterFilters';

/**
 * The server side of a master-data screen (shared/screen/master.ts): list with the declared filters,
 * save (the add/edit code is checked by the endpoint's declaration), enable/disable. A screen gives
 * only what is its own: extra columns, a filter that is not "column starts with / equals", a
 * uniqueness rule, checks before saving, a visibility scope, how an import stores its rows.
 */

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;

export interface MasterServer {
  table: PgTable;
  /** The row's columns beyond the table's own (names through `via`, counts); the table's columns named like the row's keys come by default. */
  joined?: Record<string, AnyPgColumn | SQL | Via>;
  /** Every column of the row spelled out, when the defaults above do not fit (a row key from another column). */
  columns?: Record<string, AnyPgColumn | SQL>;
  /** Tables joined for those columns beyond the ones `via` reaches (an inner join, an order). */
  joins?: readonly MasterJoin[];
  /** A filter's condition when it is not the column of the same name (prefix for text, equals otherwise): masterFilters.ts. */
  where?: Record<string, OwnFilter>;
  /** What the caller may see and change (a visibility scope, masterFilters.ts); none by default. */
  scope?: MasterScope;
  /** Columns unique together, and the message when another record holds the same values. */
  unique?: {
    columns: string[];
    message(values: Values): string;
    /** The unique index, when a save racing another is refused by it. */
    constraint?: string;
    /** What "the same" is when not equal columns (a name in any case). */
    same?(values: Values): SQL;
  };
  /** The values to store from the checked body (checks that read the database, cleared references). */
  prepare?(db: Db, values: Values, caller: Caller): Promise<Values>;
  /** Newest first by default. */
  order?: Array<SQL | AnyPgColumn>;
  /** A row as answered, when more than dates as ISO text (a rate without trailing zeros). */
  map?(row: Row): Row;
  /** Why 删除 is refused while the record is in use (records still pointing at it), or nothing; read in 删除's transaction. */
  inUse?(tx: Db, recordId: number): Promise<string | undefined>;
  /** 删除's other deletions, in the same transaction (the record's links elsewhere). */
  removed?(tx: Db, recordId: number): Promise<unknown>;
  /** How the declared import checks and stores its rows (masterImport.ts); by default an upsert on the unique columns. */
  import?: MasterImportServer;
}

/** The row's columns in its order: a joined one by its key, else the table's column of that name (every column when the row is not an object). */
function rowColumns(master: AnyMaster, cols: Record<string, AnyPgColumn>, joined: Record<string, AnyPgColumn | SQL>): Record<string, AnyPgColumn | SQL> {
  const keys = new Set([...(master.row instanceof z.ZodObject ? Object.keys(master.row.shape) : Object.keys(cols)), ...Object.keys(joined)]);
  return Object.fromEntries(
    [...keys].flatMap((k) => {
      const column = joined[k] ?? cols[k];
      return column ? [[k, column]] : [];
    }),
  );
}

/**
 * Dates as ISO text, as every answer gives them, in place (the row is the query's own): the keys of
 * timestamp and date columns are known from the select, so only those are looked at, and selected
 * expressions, whose type is not known, are checked.
 */
function isoDates(selected: Record<string, AnyPgColumn | SQL>): (row: Row) => Row {
  const keys = Object.entries(selected)
    .filter(([, c]) => !is(c, Column) || ['PgTimestamp', 'PgDate'].includes((c as AnyPgColumn).columnType))
    .map(([key]) => key);
  return (row) => {
    for (const key of keys) {
      const value = row[key];
      if (value instanceof Date) row[key] = value.toISOString();
    }
    return row;
  };
}

export function masterRoutes(master: AnyMaster, s: MasterServer): ApiRoutes {
  const cols = getTableColumns(s.table) as Record<string, AnyPgColumn>;
  const id = cols.id!;
  const joined = Object.fromEntries(Object.entries(s.joined ?? {}).map(([k, c]) => [k, isVia(c) ? c.column : c]));
  const selected = s.columns ?? rowColumns(master, cols, joined);
  const joins = joinsOf(s.joined ?? {}, s.joins);
  /** The row's columns (plus `extra`, e.g. the prepared list's count) through the screen's joins. */
  const select = (db: Db, extra: Record<string, SQL | AnyPgColumn> = {}) =>
    joins.reduce(
      (q, j) => (j.left ? q.leftJoin(j.table, j.on) : q.innerJoin(j.table, j.on)),
      db.select({ ...(selected as Record<string, AnyPgColumn>), ...extra }).from(s.table as never).$dynamic(),
    );
  const notFound = () => fail.notFound(`${master.title}不存在`);
  const iso = isoDates(selected);
  const out = (row: Row) => (s.map ? s.map(iso(row)) : iso(row));

  /** Each query parameter's condition over its bound value: a prefix, a range's end, or equals. */
  const params = new Map<string, (value: unknown) => SQL>(
    master.filters.flatMap(({ key, filter }): Array<[string, (value: unknown) => SQL]> => {
      const name = filter.key ?? key;
      if (filter.kind === 'dateRange') {
        const [from, to] = rangeKeys(name, filter);
        return [
          [from, (v) => gte(cols[key]!, v)],
          [to, (v) => lte(cols[key]!, v)],
        ];
      }
      return [[name, filter.kind === 'text' ? (v) => like(cols[name]!, v as string) : (v) => eq(cols[name]!, v)]];
    }),
  );
  /** The filters given, by name, as bound: a text filter as its prefix pattern, a screen's own as it says. */
  const filterValues = (query: Row): Values =>
    Object.fromEntries(
      [...params.keys()].flatMap((name) => {
        const value = query[name];
        if (value === undefined || value === null || value === '') return [];
        const own = s.where?.[name];
        const text = master.filters.some(({ key, filter }) => (filter.key ?? key) === name && filter.kind === 'text');
        return [[name, own ? own.bound(value) : text ? startsWith(String(value)) : value]];
      }),
    );
  /** The caller's scope rides with the filters under a name no filter has. */
  const SCOPE = '$scope';
  const listValues = async (db: Db, caller: Caller, query: Row): Promise<Values> => ({ ...filterValues(query), [SCOPE]: await s.scope?.of(db, caller) });
  /** The conditions of the present values, each bound (`bind`): the scope's, then each filter's. */
  const conditions = (present: Values, bind: Bind<Values>) =>
    and(
      ...Object.keys(present).map((name) => {
        if (name === SCOPE) return s.scope!.condition(bind(name));
        const own = s.where?.[name];
        return own ? own.condition(bind(name)) : params.get(name)!(bind(name));
      }),
    );
  /** The same conditions with their values written in (a record, a look-up). */
  const directWhere = (values: Values) => {
    const present = presentOf(values);
    return conditions(present, direct(present));
  };

  /** One record in the caller's view, or "<title>不存在". */
  const byId = async (db: Db, caller: Caller, recordId: number) => {
    const [row] = await select(db).where(and(eq(id, recordId), directWhere({ [SCOPE]: await s.scope?.of(db, caller) })));
    if (!row) throw notFound();
    return out(row);
  };

  /** Whether a record other than `except` holds the unique values. */
  const taken = async (db: Db, values: Values, except?: number) => {
    const u = s.unique!;
    const same = u.same ? u.same(values) : and(...u.columns.map((c) => eq(cols[c]!, values[c])));
    return (await db.select({ id }).from(s.table as never).where(and(same, except ? ne(id, except) : undefined)).limit(1)).length > 0;
  };

  const routes = new ApiRoutes()
    .add(master.page, async ({ query, caller, deps }) => {
      return countedListPage(deps.db, {
        name: `master_${getTableName(s.table)}`,
        values: await listValues(deps.db, caller, query as Row),
        conditions,
        select: (extra) => select(deps.db, extra),
        order: s.order ?? [desc(id)],
        page: (query as { page: number }).page,
        limit: (query as { limit: number }).limit,
        counted: s.table,
        cap: LIST_COUNT_CAP,
        map: out,
      });
    });
  if (master.save) {
    routes.add(master.save, async ({ body, caller, deps }) => {
      const { id: recordId, ...given } = body as { id?: number } & Values;
      if (recordId) await byId(deps.db, caller, recordId);
      if (s.unique && (await taken(deps.db, given, recordId))) throw fail.conflict(s.unique.message(given));
      const values = s.prepare ? await s.prepare(deps.db, given, caller) : given;
      const stamped = { ...values, ...('updatedAt' in cols ? { updatedAt: new Date() } : {}), ...('updatedBy' in cols ? { updatedBy: caller.userId } : {}) };
      try {
        const [saved] = (recordId
          ? await deps.db.update(s.table).set(stamped as never).where(eq(id, recordId)).returning({ id })
          : await deps.db.insert(s.table).values({ ...stamped, ...('createdBy' in cols ? { createdBy: caller.userId } : {}) } as never).returning({ id })) as Array<{ id: number }>;
        return await byId(deps.db, caller, saved!.id);
      } catch (error) {
        if (s.unique?.constraint && isUniqueViolation(error, s.unique.constraint)) throw fail.conflict(s.unique.message(given));
        throw error;
      }
    });
  }
  if (master.remove) {
    routes.add(master.remove, async ({ body, params, query, caller, deps }) => {
      const recordId = Number((params as { id?: string }).id ?? (body as { id?: number } | undefined)?.id ?? (query as { id?: number }).id);
      if (!Number.isInteger(recordId) || recordId <= 0) throw notFound();
      await byId(deps.db, caller, recordId);
      return deps.db.transaction(async (tx) => {
        const refused = await s.inUse?.(tx as unknown as Db, recordId);
        if (refused) throw fail.refused(refused);
        await tx.delete(s.table).where(eq(id, recordId));
        await s.removed?.(tx as unknown as Db, recordId);
        return { id: recordId };
      });
    });
  }
  if (master.setEnabled) {
    routes.add(master.setEnabled, async ({ body, caller, deps }) => {
      const { id: recordId, enabled } = body as { id: number; enabled: boolean };
      await byId(deps.db, caller, recordId);
      await deps.db.update(s.table).set({ enabled, ...('updatedAt' in cols ? { updatedAt: new Date() } : {}) } as never).where(eq(id, recordId));
      return byId(deps.db, caller, recordId);
    });
  }
  for (const o of master.lookups.options) {
    const read = optionsOf(o.source);
    routes.add(o.endpoint, ({ deps }) => read(deps.db));
  }
  const { find, exists } = master.lookups;
  if (find) {
    routes.add(find.endpoint, async ({ query, caller, deps }) => {
      const rows = await select(deps.db)
        .where(directWhere(await listValues(deps.db, caller, query as Row)))
        .orderBy(...(s.order ?? [desc(id)]))
        .limit(find.limit);
      return rows.map(out);
    });
  }
  if (exists) {
    if (!s.unique) throw new Error(`${master.title}: a uniqueness look-up needs the server's unique rule`);
    routes.add(exists.endpoint, async ({ query, deps }) => ({ exists: await taken(deps.db, query as Values, (query as { id?: number }).id) }));
  }
  if (master.import) addImport(routes, master, masterImportKind(master, s));
  return routes;
}

/** The declared import's upload (all rows or none, through runImport) and the screen's own template download. */
function addImport(routes: ApiRoutes, master: AnyMaster, kind: ImportKind<unknown>) {
  const d = master.import!;
  routes.add(d.upload, (ctx) => runImport(ctx, kind));
  if (d.template) routes.add(d.template, ({ res }) => sendXlsx(res, d.file, templateColumns(kind), [exampleRow(kind)]));
}
