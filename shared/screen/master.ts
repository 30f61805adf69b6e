/**
 * A master-data screen from one declaration: its fields (column, filter, form input) and the spec's
 * paths give the list, save and enable/disable contracts; the portal (web/components/master) and the
 * server (server/http/masterRoutes.ts) build the rest from the same object; an import and look-ups are
 * declared beside them (masterImport.ts, masterLookups.ts).
 */
import { z } from 'zod';
import { endpoint, needs, needsToSave, type Endpoint } from '../api/contract';
import { blankAsNull, cappedPage, dayFilter, id, idOnly, isoDay, listPaging, optionalText, prefixText, queryFlag, setEnabledBody, text } from '../api/inputs';
import type { Code } from './define';
import { rowOf, type RowOf } from './fieldRow';
import type { Field, FieldFilter, FieldInput, FieldSet, Fields } from './fields';
import { masterImport, type MasterImport, type MasterImportDeclaration } from './masterImport';
import { masterLookups, type MasterLookups, type MasterLookupsDeclaration } from './masterLookups';

/** 新增 (code add) without an id, 编辑 (edit) with one; 停用/启用 needs 编辑; 删除 needs del. */
interface MasterScreen {
  menu: Code;
  title: string;
  page?: string;
  code(action: never): Code;
}
/** A code the screen declares for one of the master actions. */
const codeOf = (screen: MasterScreen, action: 'add' | 'edit' | 'del') => (screen.code as (action: string) => Code)(action);

/** Absent when blank or null (an optional form field left empty). */
const absent = <T extends z.ZodType>(s: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

const labelOf = (f: Field, own?: { label?: string }) => own?.label ?? f.label;
/** The query parameters of a date range filter: its first and last day. */
export const rangeKeys = (key: string, filter: FieldFilter) => filter.range ?? ([`${key}From`, `${key}To`] as const);

/** The query rules of one filter, by parameter (a date range has two). */
const filterParams = (key: string, f: Field, filter: FieldFilter): Array<[string, z.ZodType]> =>
  filter.kind === 'dateRange' ? rangeKeys(filter.key ?? key, filter).map((k) => [k, filter.schema ?? dayFilter]) : [[filter.key ?? key, filterSchema(f, filter)]];

const choiceKeys = (o: FieldFilter['options']) => (o && typeof o === 'object' ? (Object.keys(o) as [string, ...string[]]) : undefined);

/** A filter's query rule by its kind: prefix text, a choice (a label map's keys or an id), yes/no. */
function filterSchema(f: Field, filter: FieldFilter): z.ZodType {
  if (filter.schema) return filter.schema;
  if (filter.kind === 'flag') return queryFlag;
  if (filter.kind === 'text') return prefixText;
  const label = labelOf(f, filter);
  const keys = choiceKeys(filter.options ?? f.options);
  return blankAsNull(keys ? z.enum(keys, { error: `${label}不正确` }) : z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`));
}

/** A whole number within limits (a sort order, a count). */
const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce.number({ error: `${label}必须是整数` }).int(`${label}必须是整数`).min(min, `${label}不能小于${min}`).max(max, `${label}最大${max}`).default(min);

/** A day picked in the form (yyyy-MM-dd). */
const day = (label: string) => z.string({ error: `请选择${label}` }).trim().min(1, `请选择${label}`).pipe(isoDay);

/** An input's body rule by its kind, required or not. */
function inputSchema(f: Field, input: FieldInput): z.ZodType {
  if (input.schema) return input.schema;
  const label = labelOf(f, input);
  if (input.kind === 'switch') return z.boolean({ error: `请指定${label}` });
  if (input.kind === 'text' || input.kind === 'textarea') return input.required ? text(label, input.max) : optionalText(label, input.max);
  if (input.kind === 'number') return wholeNumber(label, input.min ?? 0, input.max ?? 9999);
  const keys = choiceKeys(input.options ?? f.options);
  const rule = keys ? z.enum(keys, { error: `请选择${label}` }) : f.kind === 'date' || input.kind === 'date' ? day(label) : id(label);
  return input.required ? rule : absent(rule);
}

export interface MasterDeclaration<R extends z.ZodType, F extends Fields<z.output<R>>, I extends z.ZodType = z.ZodType> {
  screen: MasterScreen;
  /** What one record is called; the screen's title by default. */
  title?: string;
  /** The record in an id's messages (请选择…, …不正确) when shorter than the title. */
  idLabel?: string;
  /**
   * The spec's paths: `base` gives `<base>/page`, `<base>/addOrUpdate`, `<base>/setEnabled`; `remove`
   * (删除, code `del`) is a DELETE of `…/:id/…` when the path names `:id`, a GET of `?id=` when it ends in `?id=`,
   * a POST of `{ id }` otherwise.
   */
  paths: { base: string; remove?: string } | { page: string; save?: string; setEnabled?: string; remove?: string };
  /** Other screens' menus whose holders may read the list too (a list other screens pick from). */
  readers?: Code[];
  /** The answered row; by default derived from the fields (fieldRow.ts): the id, then each field's value. */
  row?: R;
  fields: FieldSet<z.output<R>, F>;
  /** The list's columns, in order. */
  columns: ReadonlyArray<keyof F & string>;
  /** The form's inputs, in order; by default every field with an input, as declared. */
  form?: ReadonlyArray<keyof F & string>;
  /** The save body when the inputs' rules are not enough (checks across fields). */
  body?: z.ZodType;
  /** How a record is named in questions and the edit dialog's title. */
  name(row: z.output<R>): string;
  /** 新增, 编辑 and 停用/启用, each offered when its path is declared (`paths.save`, `paths.setEnabled`, or `base`) unless said false here (店铺 only edits). */
  add?: boolean;
  edit?: boolean;
  enable?: boolean;
  /** The contracts' summaries (OpenAPI), when the generated ones say too little. */
  summaries?: { page?: string; save?: string; setEnabled?: string; remove?: string };
  /** An Excel import (all rows or none) with its template (masterImport.ts). */
  import?: MasterImportDeclaration<I>;
  /** Look-ups: a field's choices, records found by a filter, a uniqueness check (masterLookups.ts). */
  lookups?: MasterLookupsDeclaration;
}

type Entry<R> = { key: string; field: Field<R> };
export type FilterEntry<R = unknown> = Entry<R> & { filter: FieldFilter };
export type InputEntry<R = unknown> = Entry<R> & { input: FieldInput };

export interface Master<R extends z.ZodType = z.ZodType, F extends Fields<z.output<R>> = Fields<z.output<R>>, I extends z.ZodType = z.ZodType>
  extends Omit<MasterDeclaration<R, F, I>, 'row' | 'import' | 'lookups'> {
  title: string;
  row: R;
  import?: MasterImport<I>;
  lookups: MasterLookups<R>;
  filters: FilterEntry<z.output<R>>[];
  inputs: InputEntry<z.output<R>>[];
  body: z.ZodType;
  // The query and body rules are built from the fields: handlers read them loosely typed.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  page: Endpoint<z.ZodType<any>, z.ZodType<any>, ReturnType<typeof cappedPage<R>>>;
  /** Undefined when the declaration says neither 新增 nor 编辑. The body's input is loose as well: callers build it from the declared inputs and spread it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  save: Endpoint<z.ZodType<any>, z.ZodType<any, any>, R>;
  /** 删除, when the paths name it. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  remove?: Endpoint<z.ZodType<any>, z.ZodType<any>, z.ZodType<{ id: number }>>;
  /** Undefined when the declaration says `enable: false`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  setEnabled: Endpoint<z.ZodType<any>, z.ZodType<any>, R>;
}

/** Any declared master screen, whatever its row and fields (what the server and portal kits take). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyMaster = Master<any, any, any>;

/** 删除 by the path's shape: `…/:id/…` a DELETE, `…?id=` a GET of the id in the query, otherwise a POST of `{ id }`. */
const removeEndpoint = (path: string, common: { access: ReturnType<typeof needs>; summary: string; response: z.ZodType<{ id: number }> }, label: string) =>
  path.includes(':id')
    ? endpoint({ method: 'DELETE', path, ...common })
    : path.endsWith('?id=')
      ? endpoint({ method: 'GET', path: path.slice(0, -'?id='.length), ...common, query: idOnly(label) })
      : endpoint({ method: 'POST', path, ...common, body: idOnly(label) });

/** The row a master screen answers (its list's, its save's). */
export type MasterRow<M extends AnyMaster> = z.output<M['row']>;

/** Declares a master-data screen's list, form and contracts once; without `row`, the row is derived from the fields. */
export function defineMaster<R extends z.ZodType, F extends Fields<z.output<R>>, I extends z.ZodType = z.ZodType>(d: MasterDeclaration<R, F, I> & { row: R }): Master<R, F, I>;
export function defineMaster<F extends Fields<unknown>, I extends z.ZodType = z.ZodType>(d: Omit<MasterDeclaration<z.ZodType<RowOf<F>>, F, I>, 'row'>): Master<z.ZodType<RowOf<F>>, F, I>;
export function defineMaster<R extends z.ZodType, F extends Fields<z.output<R>>, I extends z.ZodType = z.ZodType>(d: MasterDeclaration<R, F, I>): Master<R, F, I> {
  const row = d.row ?? (rowOf(d.fields) as unknown as R);
  const title = d.title ?? d.screen.title;
  const add = d.add ?? true;
  const edit = d.edit ?? true;
  const enable = d.enable ?? true;
  const paths = 'base' in d.paths ? { page: `${d.paths.base}/page`, save: `${d.paths.base}/addOrUpdate`, setEnabled: `${d.paths.base}/setEnabled`, remove: d.paths.remove } : d.paths;
  const entries = Object.entries(d.fields as Fields<z.output<R>>).map(([key, field]) => ({ key, field }));
  const filters = entries.filter((e) => e.field.filter).map((e) => ({ ...e, filter: e.field.filter! }));
  const inputs = (d.form ? d.form.map((k) => ({ key: k as string, field: d.fields[k] as Field })) : entries)
    .filter((e) => e.field.input)
    .map((e) => ({ ...e, input: e.field.input! }));
  const body =
    d.body ??
    z.object({
      ...(edit ? { id: add ? absent(id(d.idLabel ?? title)) : id(d.idLabel ?? title) } : {}),
      // a custom input is in the body when it declares its schema
      ...Object.fromEntries(inputs.filter((e) => e.input.kind !== 'custom' || e.input.schema).map((e) => [e.input.key ?? e.key, inputSchema(e.field, e.input)])),
    });
  const listed = filters.map((e) => labelOf(e.field, e.filter)).join('、');
  const readers = needs(d.screen.menu, ...(d.readers ?? []));
  const fields = d.fields as Fields<z.output<R>>;
  return {
    ...d,
    row,
    title,
    filters,
    inputs,
    body,
    import: d.import && masterImport(d.import, fields, d.screen),
    lookups: masterLookups(d.lookups ?? {}, { fields, filters, readers, menu: needs(d.screen.menu), row, body, idLabel: d.idLabel ?? title }),
    page: endpoint({
      method: 'GET',
      path: paths.page,
      access: readers,
      summary: d.summaries?.page ?? `${title}列表。筛选：${listed || '无'}`,
      query: z.object({ ...listPaging, ...Object.fromEntries(filters.flatMap((e) => filterParams(e.key, e.field, e.filter))) }),
      response: cappedPage(row),
    }),
    save:
      (add || edit) && paths.save
        ? endpoint({
            method: 'POST',
            path: paths.save,
            access: add && edit ? needsToSave(codeOf(d.screen, 'add'), codeOf(d.screen, 'edit')) : needs(add ? codeOf(d.screen, 'add') : codeOf(d.screen, 'edit')),
            summary: d.summaries?.save ?? (add && edit ? `新增（无 id）或编辑（带 id）${title}` : add ? `新增${title}` : `编辑${title}`),
            body,
            response: row,
          })
        : (undefined as never),
    remove: paths.remove ? removeEndpoint(paths.remove, { access: needs(codeOf(d.screen, 'del')), summary: d.summaries?.remove ?? `删除${title}`, response: z.object({ id: z.number() }) }, d.idLabel ?? title) : undefined,
    setEnabled:
      enable && paths.setEnabled
        ? endpoint({ method: 'POST', path: paths.setEnabled, access: needs(codeOf(d.screen, 'edit')), summary: d.summaries?.setEnabled ?? `停用或启用${title}`, body: setEnabledBody(d.idLabel ?? title), response: row })
        : (undefined as never),
  };
}
