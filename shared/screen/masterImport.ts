/**
 * A master screen's Excel import, declared beside its fields: the template's columns (headers from the
 * fields' labels), its file name, the upload endpoint (all rows or none, with the error file: the report
 * centre's import machinery) and, when the spec names one, the screen's own template endpoint.
 */
import type { z } from 'zod';
import { endpoint, needs, type Endpoint } from '../api/contract';
import { importEndpoint } from '../api/report';
import type { Code } from './define';
import type { Field } from './fields';

/** One template column: the field's header (its input's label, else its label) unless given. */
export interface ImportColumnDeclaration {
  header?: string;
  /** Shown in the template's example row. */
  example?: string;
  /** In characters. */
  width?: number;
  /** Required unless said otherwise (the template marks it with *). */
  required?: boolean;
}

export interface MasterImportDeclaration<I extends z.ZodType = z.ZodType> {
  /** The import kind: the report centre's template list and import records. */
  kind: string;
  /** The import's title in the report centre (汇率导入). */
  title: string;
  /** The template's download name. */
  file: string;
  /** The upload endpoint (code `import`). */
  path: string;
  /** The screen's own template download (a blob), when the spec names one; else the report centre's. */
  template?: string;
  /** The template's columns, in order, by field (a field the list does not show may be declared for it). */
  columns: Record<string, ImportColumnDeclaration>;
  /** One row's rule (cells as trimmed text, absent when blank); its messages go to 错误原因. */
  row: I;
  summary: string;
}

/** A template column as the import machinery reads it (server/excel/import-kinds.ts). */
export interface ImportColumn {
  header: string;
  key: string;
  required: boolean;
  example?: string;
  width?: number;
}

export interface MasterImport<I extends z.ZodType = z.ZodType> extends Omit<MasterImportDeclaration<I>, 'columns' | 'template'> {
  columns: ImportColumn[];
  /** The menu whose holders download the template and see the imports. */
  screen: Code;
  upload: ReturnType<typeof importEndpoint>;
  template?: Endpoint;
}

export function masterImport<I extends z.ZodType>(d: MasterImportDeclaration<I>, fields: Record<string, Field>, screen: { menu: Code; code(action: never): Code }): MasterImport<I> {
  const code = (screen.code as (action: string) => Code)('import');
  const columns = Object.entries(d.columns).map(([key, c]) => {
    const f = fields[key];
    if (!f && !c.header) throw new Error(`import column ${key} is neither a field nor given a header`);
    return { key, header: c.header ?? f!.input?.label ?? f!.label, required: c.required ?? true, example: c.example, width: c.width };
  });
  return {
    ...d,
    columns,
    screen: screen.menu,
    upload: importEndpoint({ path: d.path, code, summary: d.summary }),
    template: d.template
      ? endpoint({ method: 'GET', path: d.template, access: needs(code), summary: `下载“${d.file}”导入模板：${columns.map((c) => c.header).join('、')}`, transport: 'blob' })
      : undefined,
  };
}
