import type { ImportKind } from './import-kinds';
import type { SheetColumn } from './columns';

/** The template's columns: required headers are marked with *, which the reader ignores. */
export function templateColumns(kind: ImportKind): SheetColumn[] {
  return kind.columns.map((c) => ({ header: c.required ? `${c.header}*` : c.header, key: c.key, width: c.width ?? Math.max(14, c.header.length * 3) }));
}

export const exampleRow = (kind: ImportKind) => Object.fromEntries(kind.columns.map((c) => [c.key, c.example ?? '']));
