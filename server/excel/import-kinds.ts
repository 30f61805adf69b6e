import type { z } from 'zod';
import type { Db } from '../db/connection';
import type { Caller } from '../http/auth/caller';
import { byKind } from './kinds';

export interface ImportColumn<K extends string = string> {
  header: string;
  /** The property of the row object handed to `row`. */
  key: K;
  required?: boolean;
  /** Shown in the template's example row. */
  example?: string;
  /** In characters; default 16. */
  width?: number;
}

export interface ImportKind<T = unknown> {
  /** Stable name, used in template download paths and import records, e.g. `employee`. */
  kind: string;
  /** Chinese title shown in the report centre, e.g. 员工档案导入. */
  title: string;
  /** Download name of the template, e.g. `员工档案导入模板.xlsx`. */
  templateFileName: string;
  /** Menu path whose holders may download the template and see the imports of this kind. */
  screen: string;
  columns: ImportColumn[];
  /** Validates one row (cells as trimmed text, absent when blank); its messages go to 错误原因. */
  row: z.ZodType<T>;
  /**
   * Stores every row in one transaction. Rows that break a rule the schema cannot see (e.g. a
   * number already taken) are refused with `rejectRows`, which rolls everything back.
   */
  commit(tx: Db, rows: T[], caller: Caller): Promise<void>;
}

/** Thrown by `commit`: row index (in the `rows` given to commit) -> reason. */
export class RejectedRows extends Error {
  constructor(readonly reasons: Map<number, string>) {
    super(`${reasons.size} rows rejected`);
  }
}

/** Refuses the whole import when `reasons` is not empty. */
export function rejectRows(reasons: Map<number, string>): void {
  if (reasons.size > 0) throw new RejectedRows(reasons);
}

/**
 * Declares an import kind; its module's upload endpoint calls `runImport` with it. Declaring registers
 * nothing: the module lists the kind in its manifest (`imports`), and composing the manifests puts its
 * template in the report centre.
 */
export function defineImport<T>(kind: ImportKind<T>): ImportKind<T> {
  return kind;
}

let composed = new Map<string, ImportKind>();

/** Makes `kinds` the import kinds of the report centre (composeModules calls it); two of one name are refused. */
export function useImportKinds(kinds: readonly ImportKind[]): void {
  composed = byKind(kinds, 'import');
}

/** The composed import kind of that name. */
export const importKind = (kind: string): ImportKind | undefined => composed.get(kind);
/** Every composed import kind, in manifest order. */
export const importKinds = (): ImportKind[] => [...composed.values()];
