import type { Endpoint } from '@shared/api/contract';
import { useApi } from '../../../lib/api';
import { ALL_TAB } from '../../../components/workflow';
import type { UrlFilters } from '../../../components/table';

/** The status tab of a list lives in the URL with the other filters (`status`; '' = 全部). */
export function useFlowTabs<V extends { status: string }>(filters: UrlFilters<V>, tabNum: Endpoint) {
  const counts = useApi(tabNum);
  return {
    value: filters.values.status || ALL_TAB,
    onChange: (tab: string) => filters.apply({ ...filters.values, status: tab === ALL_TAB ? '' : tab }),
    counts: counts.data as Record<string, number> | undefined,
    refreshCounts: () => counts.mutate(),
  };
}
