/**
 * Bad input generated from an endpoint contract: a value each zod schema accepts (`sample`), then
 * copies of it with one place broken (`malformedBodies`, `malformedQueries`).
 */
import type { z } from 'zod';

// A zod definition read structurally: its fields differ per schema type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Def = { type: string } & Record<string, any>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Leaf values tried in turn until the schema accepts one (ids, codes, dates, months, times, mail, links, flags). */
const LEAF_CANDIDATES: unknown[] = [1, 'A1', '1', '2026-01-15', '2026-01', '2026-01-15 10:00:00', '2026-01-15T10:00:00.000Z', '10:00', 'a@example.com', 'https://example.com/a', true, false, 'x'];

/** Parts of a schema (a bare transform) may throw on a value their pipe would have refused first. */
function accepts(s: z.ZodType, v: unknown): boolean {
  try {
    return s.safeParse(v).success;
  } catch {
    return false;
  }
}

/** A value `schema` accepts when one is found by structure and the candidates; undefined otherwise. */
export function sample(schema: z.ZodType): unknown {
  const d = defOf(schema);
  const structural = sampleByStructure(d);
  if (structural !== undefined && (accepts(schema, structural) || d.type === 'object')) return structural;
  return LEAF_CANDIDATES.find((c) => accepts(schema, c)) ?? structural;
}

function sampleByStructure(d: Def): unknown {
  switch (d.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(d.shape as Record<string, z.ZodType>)) {
        const v = sample(field);
        if (v !== undefined) out[key] = v;
      }
      return out;
    }
    case 'array': {
      const v = sample(d.element);
      return v === undefined ? [] : [v];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(d.innerType);
    case 'pipe':
      return sample(d.in) ?? sample(d.out);
    case 'transform':
      return undefined;
    case 'union':
      for (const option of d.options as z.ZodType[]) {
        const v = sample(option);
        if (v !== undefined) return v;
      }
      return undefined;
    case 'enum':
      return Object.values(d.entries as Record<string, unknown>)[0];
    case 'literal':
      return (d.values as unknown[])[0];
    case 'lazy':
      return sample(d.getter());
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** A JSON body: a value, or raw text for what JSON.stringify cannot write (`1e400`, `"__proto__"` keys). */
export type Body = { label: string; value?: unknown; raw?: string };

type Path = Array<string | number>;
interface Leaf {
  path: Path;
  value: unknown;
}

function leaves(value: unknown, path: Path = []): Leaf[] {
  const here: Leaf = { path, value };
  if (Array.isArray(value)) return [here, ...value.slice(0, 1).flatMap((v, i) => leaves(v, [...path, i]))];
  if (value && typeof value === 'object') return [...(path.length ? [here] : []), ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  return [here];
}

function replaced(base: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path;
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
}

const RAW = '@raw-number@';

export const NUL_TEXT = 'a\u0000b';
export const LONE_SURROGATE = 'a\ud800b';
export const LONG_TEXT = 'x'.repeat(10_000);
export const INT4_OVERFLOW = 2_147_483_648;

/** Whether the server may accept the value (a long text, a large number its column holds); everything else must be refused. */
export type Verdict = 'refuse' | 'may accept';
export type Malformed = Body & { verdict: Verdict };

/** Per field: a wrong type, NUL and over-long text, an int4 overflow, a huge list. For the whole body: a
 * lone surrogate in every text field, infinity in every number field, prototype keys at the top. */
export function malformedBodies(base: unknown, hugeItems: number): Malformed[] {
  const bodies: Malformed[] = [];
  const all = leaves(base);
  for (const { path, value } of all) {
    const at = path.join('.') || '(body)';
    const put = (label: string, v: unknown, verdict: Verdict = 'refuse') => bodies.push({ label: `${at}: ${label}`, value: replaced(base, path, v), verdict });
    put('wrong type', typeof value === 'string' ? { text: value } : 'abc');
    if (typeof value === 'string') {
      put('NUL', NUL_TEXT);
      put('over-long text', LONG_TEXT, 'may accept');
    }
    if (typeof value === 'number') put('int4 overflow', INT4_OVERFLOW, 'may accept');
    if (Array.isArray(value)) put('huge list', Array.from({ length: hugeItems }, () => value[0] ?? 1));
  }
  const texts = all.filter((l) => typeof l.value === 'string');
  const numbers = all.filter((l) => typeof l.value === 'number');
  const everywhere = (paths: Leaf[], v: unknown) => paths.reduce<unknown>((b, l) => replaced(b, l.path, v), base);
  if (texts.length) {
    bodies.push({ label: 'lone surrogate in every text', value: everywhere(texts, LONE_SURROGATE), verdict: 'refuse' });
  }
  if (numbers.length) {
    const json = JSON.stringify(everywhere(numbers, RAW));
    bodies.push({ label: 'infinity in every number', raw: json.split(`"${RAW}"`).join('1e400'), verdict: 'refuse' });
  }
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    const rest = JSON.stringify(base).slice(1);
    bodies.push({ label: 'prototype keys', raw: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}${rest === '}' ? '}' : `,${rest}`}`, verdict: 'refuse' });
  }
  return bodies;
}

/** Query strings (every value is text; a lone surrogate cannot be sent): NUL in every text field,
 * an out-of-range number in every number field, every key repeated. */
export function malformedQueries(base: Record<string, unknown>): Array<{ label: string; query: Record<string, unknown>; verdict: Verdict }> {
  const entries = Object.entries(base);
  const withEach = (pick: (v: unknown) => boolean, to: unknown) => Object.fromEntries(entries.map(([k, v]) => [k, pick(v) ? to : String(v)]));
  const queries: Array<{ label: string; query: Record<string, unknown>; verdict: Verdict }> = [];
  if (entries.some(([, v]) => typeof v === 'string')) queries.push({ label: 'NUL in every text', query: withEach((v) => typeof v === 'string', NUL_TEXT), verdict: 'refuse' });
  if (entries.some(([, v]) => typeof v === 'number')) queries.push({ label: 'int4 overflow in every number', query: withEach((v) => typeof v === 'number', String(INT4_OVERFLOW)), verdict: 'may accept' });
  if (entries.length) queries.push({ label: 'every key repeated', query: Object.fromEntries(entries.map(([k]) => [k, ['1', 'abc']])), verdict: 'may accept' });
  return queries;
}
