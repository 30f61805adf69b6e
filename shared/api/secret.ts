import { z } from 'zod';
import type { Endpoint } from './contract';

/**
 * Secret fields of the contracts: card codes and PINs, passwords, login codes, captcha answers and
 * the address parts a screen masks. A field is secret because its contract says so (`secret(...)`),
 * and every place that writes what a caller sent (gate log, error log, a structured logger) masks it.
 */
export const secretFields = z.registry<{ secret: true }>();

/** Marks a field secret. Wrap the field's whole schema (after `.refine`, which drops the mark). */
export function secret<T extends z.ZodType>(schema: T): T {
  const marked = schema.clone() as T;
  secretFields.add(marked, { secret: true });
  return marked;
}

/**
 * How personal data is shown to a reader who may not see it (addresses, reviewers' e-mails): the first
 * character and the last two, enough to recognise, not enough to use.
 */
export function maskText(value: string): string {
  if (value.length <= 3) return `${value[0] ?? ''}**`;
  return `${value[0]}${'*'.repeat(Math.min(6, value.length - 3))}${value.slice(-2)}`;
}

export const isSecret = (schema: z.ZodType): boolean => secretFields.get(schema) !== undefined;

type Def = { type: string; [key: string]: unknown };
const MAX_DEPTH = 12;

/**
 * The paths of the secret fields of a schema, in the logger notation (`code`, `items[*].pin`,
 * `byKey.*.password`): through objects, arrays, records, optionals, defaults, unions and pipes.
 */
export function secretPathsOf(schema: z.ZodType | undefined, prefix = '', depth = 0): string[] {
  if (!schema || depth > MAX_DEPTH) return [];
  if (prefix && markedAnywhere(schema)) return [prefix];
  const def = schema._zod.def as Def;
  const found: string[] = [];
  const walk = (inner: unknown, path: string) => found.push(...secretPathsOf(inner as z.ZodType, path, depth + 1));
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) walk(field, prefix ? `${prefix}.${key}` : key);
      break;
    case 'array':
      walk(def.element, `${prefix}[*]`);
      break;
    case 'record':
      walk(def.valueType, prefix ? `${prefix}.*` : '*');
      break;
    case 'union':
      for (const option of def.options as z.ZodType[]) walk(option, prefix);
      break;
    case 'intersection':
      walk(def.left, prefix);
      walk(def.right, prefix);
      break;
    case 'pipe':
      walk(def.in, prefix);
      walk(def.out, prefix);
      break;
    case 'lazy':
      walk((def.getter as () => z.ZodType)(), prefix);
      break;
    default:
      if (def.innerType) walk(def.innerType, prefix);
  }
  return [...new Set(found)];
}

/** A field is secret when it, or a schema it wraps (optional, default, pipe), is marked. */
function markedAnywhere(schema: z.ZodType | undefined, depth = 0): boolean {
  if (!schema || depth > MAX_DEPTH) return false;
  if (isSecret(schema)) return true;
  const def = schema._zod.def as Def;
  if (def.type === 'pipe') return markedAnywhere(def.in as z.ZodType, depth + 1) || markedAnywhere(def.out as z.ZodType, depth + 1);
  return def.type !== 'object' && markedAnywhere(def.innerType as z.ZodType | undefined, depth + 1);
}

/** An endpoint's secret fields: `body.code`, `query.password`, ... */
export function endpointSecretPaths(e: Pick<Endpoint, 'body' | 'query'>): string[] {
  return [...secretPathsOf(e.body).map((p) => `body.${p}`), ...secretPathsOf(e.query).map((p) => `query.${p}`)];
}
