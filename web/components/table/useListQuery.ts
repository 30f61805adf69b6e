import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { KeyedMutator } from 'swr';
import type { DataOf, Endpoint, QueryOf } from '@shared/api/contract';
import { useApi, type UseApiOptions } from '../../lib/api';
import type { ApiError } from '../../lib/http';
import { LIMIT_PARAM, PAGE_PARAM } from './useUrlFilters';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_LIMIT = 20;

/**
 * A list endpoint: page/limit in, `{total, rows}` out (`totalCapped` when the count stopped early);
 * or one answering its whole short list at once (an array), paged here.
 */
export type RowsOf<E> = DataOf<E> extends Array<infer R> ? R : DataOf<E> extends { rows: Array<infer R> } ? R : never;

/** What a list page (and DataTable) needs from one server-paged query. */
export interface ListQuery<R> {
  rows: R[];
  total: number;
  /** The server counted only up to `total`; there are more. */
  totalCapped: boolean;
  /** First load or a page/filter change still on its way. */
  loading: boolean;
  error: ApiError | undefined;
  page: number;
  limit: number;
  setPage(page: number, limit?: number): void;
  /** Refetches (after a change). */
  refresh(): Promise<unknown>;
}

export interface ListQueryOptions extends UseApiOptions {
  /** `url` (default) keeps page and size in the URL; `local` keeps them in the component (a side sheet). */
  paging?: 'url' | 'local';
  defaultLimit?: number;
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** Empty filters are not sent: '' and [] mean "no filter" (a blank enum would be refused). */
export function compactQuery(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

function useUrlPaging(defaultLimit: number) {
  const [params, setParams] = useSearchParams();
  const page = positive(params.get(PAGE_PARAM), 1);
  const limit = positive(params.get(LIMIT_PARAM), defaultLimit);
  const setPage = useCallback(
    (nextPage: number, nextLimit: number = limit) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        // A new page size starts again at page 1.
        const p = nextLimit !== limit ? 1 : nextPage;
        if (p > 1) next.set(PAGE_PARAM, String(p));
        else next.delete(PAGE_PARAM);
        if (nextLimit !== defaultLimit) next.set(LIMIT_PARAM, String(nextLimit));
        else next.delete(LIMIT_PARAM);
        return next;
      }),
    [limit, defaultLimit, setParams],
  );
  return { page, limit, setPage };
}

function useLocalPaging(defaultLimit: number, filterKey: string) {
  const [state, setState] = useState({ page: 1, limit: defaultLimit, filterKey });
  // New filters start again at page 1.
  const current = state.filterKey === filterKey ? state : { page: 1, limit: state.limit, filterKey };
  const setPage = useCallback(
    (page: number, limit?: number) =>
      setState((s) => ({ page: limit !== undefined && limit !== s.limit ? 1 : page, limit: limit ?? s.limit, filterKey })),
    [filterKey],
  );
  return { page: current.page, limit: current.limit, setPage };
}

/**
 * One server-paged list: `filters` (empty ones dropped) plus page and limit, through `useApi`.
 * The previous page stays on screen while the next one loads.
 */
export function useListQuery<E extends Endpoint>(
  endpoint: E,
  filters: Record<string, unknown>,
  options: ListQueryOptions = {},
): ListQuery<RowsOf<E>> {
  const { paging = 'url', defaultLimit = DEFAULT_LIMIT, swr, ...apiOptions } = options;
  const compact = compactQuery(filters);
  const filterKey = JSON.stringify(compact);
  const url = useUrlPaging(defaultLimit);
  const local = useLocalPaging(defaultLimit, filterKey);
  const { page, limit, setPage } = paging === 'url' ? url : local;

  const query = { ...compact, page, limit } as QueryOf<E>;
  const { data, error, isLoading, isValidating, mutate } = useApi(endpoint, query, {
    ...apiOptions,
    swr: { keepPreviousData: true, ...swr },
  });
  const refresh: KeyedMutator<DataOf<E>> = mutate;

  return useMemo(() => {
    const body = Array.isArray(data)
      ? { rows: (data as RowsOf<E>[]).slice((page - 1) * limit, page * limit), total: data.length, totalCapped: false }
      : (data as { total?: number; rows?: RowsOf<E>[]; totalCapped?: boolean } | undefined);
    return {
      rows: body?.rows ?? [],
      total: body?.total ?? 0,
      totalCapped: body?.totalCapped === true,
      loading: isLoading || (isValidating && !body),
      error,
      page,
      limit,
      setPage,
      refresh: () => refresh(),
    };
  }, [data, error, isLoading, isValidating, page, limit, setPage, refresh]);
}
