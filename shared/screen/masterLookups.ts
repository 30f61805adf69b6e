/**
 * A master screen's look-ups, declared beside its fields: a field's choices as `{ value, label }` (from
 * its label map, or its named list answered by the server, server/http/masterLookups.ts), records found
 * by one of the list's filters (the first few), and whether a record with the same unique values exists.
 */
import { z } from 'zod';
import { endpoint, type Access, type Endpoint } from '../api/contract';
import { blankAsAbsent, idOnly } from '../api/inputs';
import type { Field, FieldFilter, OptionSource } from './fields';

export interface MasterLookupsDeclaration {
  /** GET paths answering a field's choices (its filter's or input's options, else its label map). */
  options?: Record<string, { path: string; summary: string }>;
  /** GET: the records whose filter `by` matches the query's value (the list's own condition), the first `limit`, in the list's order. */
  find?: { path: string; by: string; limit: number; summary: string };
  /** GET: whether another record (not `id`) holds the values of `by` (asked with the save body's rules): the save's uniqueness rule, asked ahead. */
  exists?: { path: string; by: string[]; summary: string };
}

export const optionRow = z.object({ value: z.string(), label: z.string() });
const optionsEndpoint = (path: string, access: Access, summary: string) => endpoint({ method: 'GET', path, access, summary, response: z.array(optionRow) });
const existsResponse = z.object({ exists: z.boolean() });

export interface MasterLookups<R extends z.ZodType = z.ZodType> {
  options: Array<{ key: string; source: OptionSource; endpoint: ReturnType<typeof optionsEndpoint> }>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query is the filter's rule
  find?: { by: string; limit: number; endpoint: Endpoint<z.ZodType<any>, z.ZodType, z.ZodArray<R>> };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the query is built from the save body's rules
  exists?: { by: string[]; endpoint: Endpoint<z.ZodType<any>, z.ZodType, typeof existsResponse> };
}

interface Context<R extends z.ZodType> {
  fields: Record<string, Field>;
  filters: Array<{ key: string; filter: FieldFilter }>;
  /** Who may read the list (the menu and its readers), and who may change it (the menu). */
  readers: Access;
  menu: Access;
  row: R;
  body: z.ZodType;
  /** The record in an id's messages. */
  idLabel: string;
}

const sourceOf = (f: Field | undefined, key: string): OptionSource => {
  const source = f?.filter?.options ?? f?.input?.options ?? f?.options;
  if (!source) throw new Error(`look-up ${key}: the field has no choices`);
  return source;
};

export function masterLookups<R extends z.ZodType>(d: MasterLookupsDeclaration, c: Context<R>): MasterLookups<R> {
  const filter = d.find && c.filters.find((e) => (e.filter.key ?? e.key) === d.find!.by);
  if (d.find && !filter?.filter.schema) throw new Error(`find by ${d.find.by}: declare that filter with its schema`);
  const shape = (c.body as z.ZodObject).shape as Record<string, z.ZodType>;
  return {
    options: Object.entries(d.options ?? {}).map(([key, o]) => ({
      key,
      source: sourceOf(c.fields[key], key),
      endpoint: optionsEndpoint(o.path, c.readers, o.summary),
    })),
    find: d.find && {
      by: d.find.by,
      limit: d.find.limit,
      endpoint: endpoint({ method: 'GET', path: d.find.path, access: c.readers, summary: d.find.summary, query: z.object({ [d.find.by]: filter!.filter.schema! }), response: z.array(c.row) }),
    },
    exists: d.exists && {
      by: d.exists.by,
      endpoint: endpoint({
        method: 'GET',
        path: d.exists.path,
        access: c.menu,
        summary: d.exists.summary,
        query: z.object({ ...Object.fromEntries(d.exists.by.map((k) => [k, shape[k]!])), id: blankAsAbsent(idOnly(c.idLabel).shape.id) }),
        response: existsResponse,
      }),
    },
  };
}
