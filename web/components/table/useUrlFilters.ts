import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatTime } from '@shared/format';

/** Filter values as the URL holds them: a text, or several (repeated keys) for ranges and multi-selects. */
export type FilterValues = Record<string, string | string[]>;

/** The URL key of the page number and page size (see useListQuery). */
export const PAGE_PARAM = 'page';
export const LIMIT_PARAM = 'limit';

export interface UrlFilters<V extends FilterValues> {
  /** Current values: from the URL, else the defaults. */
  values: V;
  /** Puts these values in the URL (a new history entry) and goes back to page 1. */
  apply(values: Partial<Record<keyof V, unknown>>): void;
  /** Back to the defaults. */
  reset(): void;
}

/** A form value as URL text: dates as yyyy-MM-dd, numbers as digits, nothing as ''. */
export function toUrlValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatTime(value, 'yyyy-MM-dd');
  return String(value).trim();
}

const same = (a: string | string[], b: string | string[]) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : a === b;

/** Reads the filters named by `defaults` from the URL. */
export function readFilters<V extends FilterValues>(params: URLSearchParams, defaults: V): V {
  const values: FilterValues = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    if (Array.isArray(fallback)) values[key] = params.has(key) ? params.getAll(key) : fallback;
    else values[key] = params.get(key) ?? fallback;
  }
  return values as V;
}

/** Writes `values` over `params`: default or empty values are left out, the page goes back to 1. */
export function writeFilters<V extends FilterValues>(
  params: URLSearchParams,
  defaults: V,
  values: Partial<Record<keyof V, unknown>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_PARAM);
  for (const [key, fallback] of Object.entries(defaults)) {
    next.delete(key);
    const raw = values[key as keyof V];
    const value: string | string[] = Array.isArray(fallback)
      ? (Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw]).map(toUrlValue).filter(Boolean)
      : toUrlValue(Array.isArray(raw) ? raw[0] : raw);
    if (same(value, fallback) || value.length === 0) continue;
    if (Array.isArray(value)) value.forEach((v) => next.append(key, v));
    else next.set(key, value);
  }
  return next;
}

/**
 * A list page's filters kept in the URL search params, so a reload or a shared link keeps them.
 * `defaults` names every filter (a string, or an array for ranges and multi-selects); keep it
 * constant (module level or useMemo).
 */
export function useUrlFilters<V extends FilterValues>(defaults: V): UrlFilters<V> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const values = useMemo(() => readFilters(new URLSearchParams(search), defaults), [search, defaults]);

  const apply = useCallback(
    (next: Partial<Record<keyof V, unknown>>) => setParams((current) => writeFilters(current, defaults, next)),
    [defaults, setParams],
  );
  const reset = useCallback(() => apply({}), [apply]);
  return { values, apply, reset };
}
