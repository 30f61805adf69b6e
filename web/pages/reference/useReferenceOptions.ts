import { useMemo } from 'react';
import { getUserList, selectAllCurrency } from '@shared/api/reference/places';
import { getAllMarketPlatform, getPlatformByUser } from '@shared/api/reference/platforms';
import { useApi } from '../../lib/api';

/** Foreign currencies (rates are kept for every currency but CNY). */
export function useForeignCurrencyOptions() {
  const { data } = useApi(selectAllCurrency);
  return useMemo(() => (data ?? []).filter((c) => c.code !== 'CNY').map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })), [data]);
}

/** Active users for the owner pickers (spec §7: page 1, limit 2000). */
export function useActiveUserOptions() {
  const { data } = useApi(getUserList, { page: 1, limit: 2000 });
  return useMemo(() => (data?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.username}）` })), [data]);
}

/** Marketplaces, and the platforms the caller works on. */
export function usePlatformOptions() {
  const markets = useApi(getAllMarketPlatform).data;
  const platforms = useApi(getPlatformByUser).data;
  return useMemo(
    () => ({
      markets: (markets ?? []).map((m) => ({ value: String(m.id), label: m.name })),
      platforms: (platforms ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    }),
    [markets, platforms],
  );
}
