import type { Endpoint, QueryOf } from '@shared/api/contract';
import type { FilterValues } from '../../../components/table';
import { useResourceList, type ResourceListOptions } from '../../../components/resource';
import { useApi } from '../../../lib/api';

/** A resource list whose tab counts are asked with a query (the Walmart list counts its channel only). */
export function useCountedList<E extends Endpoint, C extends Endpoint, V extends FilterValues>(o: Omit<ResourceListOptions<E, V>, 'counts'>, counts: C, countsQuery?: QueryOf<C>) {
  const state = useResourceList(o);
  const tabCounts = useApi(counts, countsQuery);
  return {
    ...state,
    tabs: { ...state.tabs, counts: tabCounts.data as Record<string, number> | undefined },
    refresh: () => {
      state.refresh();
      void tabCounts.mutate();
    },
  };
}
