import { Column, getTableName, is, SQL, type DriverValueDecoder } from 'drizzle-orm';
import type { SelectedFieldsOrdered } from 'drizzle-orm/pg-core';

/**
 * A prepared select's rows decoded by a mapper compiled once per statement instead of drizzle's
 * `mapResultRow`, which, for every cell of every row, works out again what kind of field the column
 * is, walks its path through an iterator and checks the joins (bench/README.md, "prepared rows").
 * The answer is the same object drizzle builds: each value through its column's decoder (a
 * timestamp becomes a Date), nested objects for nested selections, and a nested object of a
 * left-joined table that came back all null answered as null. tests/unit/db/rowMapper.test.ts
 * compares the two on the same rows.
 */

type Decoder = DriverValueDecoder<unknown, unknown>;
interface Cell {
  path: string[];
  decode: Decoder['mapFromDriverValue'] | undefined;
  /** The table of a column selected inside a nested object (the object may be nullified). */
  nestedTable?: string;
}

/** An SQL fragment's decoder (set by `mapWith`), internal to drizzle. */
type Decoded = { decoder?: Decoder };

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  // An aliased fragment or a subquery.
  const other = field as { sql?: Decoded; _?: { sql: Decoded } };
  return (other._?.sql ?? other.sql)?.decoder;
}

/** Decoded rows; with an `aside` column, its value in the first row, the column left out of every row. */
export type MappedRows = Array<Record<string, unknown>> & { aside?: unknown };

/**
 * Decodes the driver's rows (arrays, in the select's column order) as drizzle would. `aside` names a
 * top-level column read once rather than carried by every row (a list's total, selected beside each row):
 * copying each row without it cost more than the rest of the row's decoding.
 */
export function compileRowMapper(fields: SelectedFieldsOrdered, joinsNotNullable?: Record<string, boolean>, aside?: string): (rows: unknown[][]) => MappedRows {
  const asideAt = aside === undefined ? -1 : fields.findIndex((f) => f.path.length === 1 && f.path[0] === aside);
  const all: Cell[] = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    const identity = !decoder || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;
    return {
      path,
      decode: identity ? undefined : decoder.mapFromDriverValue.bind(decoder),
      nestedTable: joinsNotNullable && path.length === 2 && is(field, Column) ? getTableName((field as Column).table) : undefined,
    };
  });
  const cells = all.map((cell, i) => (i === asideAt ? undefined : cell));
  const flat = all.every((c) => c.path.length === 1);
  const nullable = Boolean(joinsNotNullable) && cells.some((c) => c?.nestedTable);

  const flatRow = (raw: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < cells.length; i++) {
      const cell = cells[i];
      if (!cell) continue;
      const value = raw[i];
      row[cell.path[0]!] = value === null || value === undefined || !cell.decode ? (value ?? null) : cell.decode(value);
    }
    return row;
  };

  const nestedRow = (raw: unknown[]) => {
    const row: Record<string, unknown> = {};
    // By nested object: its one table while every value read so far is null, false once not.
    const nullify: Record<string, string | false> = {};
    for (let i = 0; i < cells.length; i++) {
      if (!cells[i]) continue;
      const { path, decode, nestedTable } = cells[i]!;
      let node = row;
      for (let p = 0; p < path.length - 1; p++) node = (node[path[p]!] ??= {}) as Record<string, unknown>;
      const value = raw[i] === null || raw[i] === undefined ? null : decode ? decode(raw[i]) : raw[i];
      node[path[path.length - 1]!] = value;
      if (nullable && nestedTable) {
        const name = path[0]!;
        if (!(name in nullify)) nullify[name] = value === null ? nestedTable : false;
        else if (nullify[name] !== nestedTable) nullify[name] = false;
      }
    }
    for (const name in nullify) if (nullify[name] && !joinsNotNullable![nullify[name]]) row[name] = null;
    return row;
  };

  const one = flat ? flatRow : nestedRow;
  if (asideAt < 0) return (rows) => rows.map(one);
  const decodeAside = all[asideAt]!.decode;
  return (rows) => {
    const mapped: MappedRows = rows.map(one);
    const value = rows[0]?.[asideAt];
    mapped.aside = value === null || value === undefined || !decodeAside ? value : decodeAside(value);
    return mapped;
  };
}

interface DrizzlePrepared {
  fields?: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** A prepared select whose `aside` column answers once, beside its rows. */
interface AsideRows<R, A extends keyof R> {
  execute(values?: Record<string, unknown>): Promise<Array<Omit<R, A>> & { aside?: R[A] }>;
}

/**
 * Gives a prepared select (node-postgres or PGlite) the compiled mapper; anything else is left as drizzle
 * made it. With `aside`, that column answers as the rows' `aside` (see compileRowMapper).
 */
export function withCompiledRows<T>(prepared: T): T;
export function withCompiledRows<R, A extends keyof R & string>(prepared: { execute(values?: Record<string, unknown>): Promise<R[]> }, aside: A): AsideRows<R, A>;
export function withCompiledRows(prepared: unknown, aside?: string): unknown {
  const p = prepared as DrizzlePrepared;
  if (p.fields && !p.customResultMapper) p.customResultMapper = compileRowMapper(p.fields, p.joinsNotNullableMap, aside);
  return prepared;
}
