/**
 * A master screen's Excel import, declared beside its fields: the template's columns (headers from the
 * fields' labels), its file name, the upload endpoint (all rows or none, with the error file: the report
 * centre's import machinery) and, when the spec names one, the screen's own template endpoint.
 */
import { z } from 'zod';
import { endpoint, needs, type Endpoint } from '../api/contract';
import { exchangeRate, isoDay } from '../api/inputs';
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
  /** What the cell must be beyond its field's kind (see `cellRule`), continuing from its trimmed text. */
  rule?: z.ZodType;
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
  /** One row's rule (cells as trimmed text, absent when blank); its messages go to 错误原因. By default each column's `cellRule`. */
  row?: I;
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

export interface MasterImport<I extends z.ZodType = z.ZodType> extends Omit<MasterImportDeclaration<I>, 'columns' | 'template' | 'row'> {
  columns: ImportColumn[];
  /** One row's rule: the declared one, or each column's `cellRule`. */
  row: z.ZodType<Record<string, unknown>>;
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
    row: (d.row as z.ZodType<Record<string, unknown>> | undefined) ?? z.object(Object.fromEntries(columns.map((c) => [c.key, cellRule(c, fields[c.key], d.columns[c.key]!.rule)]))),
    screen: screen.menu,
    upload: importEndpoint({ path: d.path, code, summary: d.summary }),
    template: d.template
      ? endpoint({ method: 'GET', path: d.template, access: needs(code), summary: `下载“${d.file}”导入模板：${columns.map((c) => c.header).join('、')}`, transport: 'blob' })
      : undefined,
  };
}

/** A kind's own rule for a cell (after "filled in"): a day, a rate to CNY. */
const KIND_RULES: Partial<Record<Field['kind'], z.ZodType>> = { date: isoDay, rate: exchangeRate };

/**
 * A cell's rule by its field: trimmed text, `请填写<header>` when a required one is blank; an enum's
 * label (what the template shows) stored as its key, anything else refused naming the labels; a date
 * or rate as the form takes it; then the column's own `rule`.
 */
function cellRule(column: ImportColumn, f: Field | undefined, rule: z.ZodType | undefined): z.ZodType {
  const filled = z.string({ error: `请填写${column.header}` }).trim();
  const cell = column.required ? filled : filled.optional();
  const options = f?.kind === 'enum' ? Object.entries(f.options ?? {}) : [];
  const byLabel = new Map(options.map(([value, label]) => [label, value]));
  const own = options.length
    ? z.string().refine((v) => byLabel.has(v), `${column.header}只能是 ${options.map(([, label]) => label).join('、')}`).transform((v) => byLabel.get(v)!)
    : (f && KIND_RULES[f.kind]);
  const rules = [own, rule].filter((r): r is z.ZodType => !!r);
  return rules.reduce<z.ZodType>((s, r) => (column.required ? s.pipe(r) : s.pipe(r.optional())), cell);
}
