import type { Endpoint } from '@shared/api/contract';
import { useApi } from '../../lib/api';
import { useListQuery, useUrlFilters, type FilterValues, type ListQuery, type ListQueryOptions, type UrlFilters } from '../table';
import type { RowsOf } from '../table/useListQuery';
import { ALL_TAB } from '../workflow/StatusTabs';

export interface ResourceListOptions<E extends Endpoint, V extends FilterValues> {
  /** The list endpoint (`{ total, rows }`, or the whole list as an array). */
  endpoint: E;
  /** The filters and their defaults; they live in the URL. A `status` filter is the status tab. */
  filters: V;
  /** The list's query from the filter values (ranges split into from/to...); by default the values. */
  toQuery?: (values: V) => Record<string, unknown>;
  /** Counts per status for the tabs (a `get...TabNum` endpoint). */
  counts?: Endpoint;
  /** Another endpoint for some filter values (e.g. finance's own queue); same rows. */
  source?: (values: V) => { endpoint: Endpoint; query: Record<string, unknown> } | undefined;
  /** How the rows are fetched, e.g. polled while some are still being built. */
  listOptions?: ListQueryOptions;
}

export interface ResourceListState<R, V extends FilterValues> {
  filters: UrlFilters<V>;
  /** The query the list uses now: what an export task carries. */
  query: Record<string, unknown>;
  list: ListQuery<R>;
  tabs: { value: string; onChange(tab: string): void; counts?: Record<string, number> };
  /** After a change: the rows and the tab counts again. */
  refresh(): void;
}

/** The state of one list screen: filters in the URL, the paged rows, the status tab and its counts. */
export function useResourceList<E extends Endpoint, V extends FilterValues>(o: ResourceListOptions<E, V>): ResourceListState<RowsOf<E>, V> {
  const filters = useUrlFilters(o.filters);
  const query = o.toQuery ? o.toQuery(filters.values) : (filters.values as Record<string, unknown>);
  const other = o.source?.(filters.values);
  const list = useListQuery((other?.endpoint ?? o.endpoint) as E, other?.query ?? query, o.listOptions) as ListQuery<RowsOf<E>>;
  const counts = useApi(o.counts ?? null);
  const status = (filters.values as Record<string, unknown>).status;
  return {
    filters,
    query,
    list,
    tabs: {
      value: typeof status === 'string' && status ? status : ALL_TAB,
      onChange: (tab) => filters.apply({ ...filters.values, status: tab === ALL_TAB ? '' : tab }),
      counts: counts.data as Record<string, number> | undefined,
    },
    refresh: () => void Promise.all([list.refresh(), counts.mutate()]),
  };
}
