import { useMemo } from 'react';
import { selectAllCurrency } from '@shared/api/reference/places';
import { useApi } from '../../lib/api';

/** Foreign currencies (rates are kept for every currency but CNY). */
export function useForeignCurrencyOptions() {
  const { data } = useApi(selectAllCurrency);
  return useMemo(() => (data ?? []).filter((c) => c.code !== 'CNY').map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })), [data]);
}
