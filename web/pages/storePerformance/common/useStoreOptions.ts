import { useMemo, useState } from 'react';
import { getStoreInfo } from '@shared/api/storePerformance/stores';
import { useApi } from '../../../lib/api';

/** Stores in view as select options, searched on the server by name or code (any store reachable). */
export function useStoreOptions(asText = false) {
  const [name, setName] = useState('');
  const { data } = useApi(getStoreInfo, { name: name || undefined });
  const options = useMemo(() => (data ?? []).map((s) => ({ value: asText ? String(s.storeId) : s.storeId, label: `${s.storeName}（${s.storeCode}）` })), [data, asText]);
  return { options, onSearch: (text: string) => setName(text.trim()) };
}
