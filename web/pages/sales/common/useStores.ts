import { getAllChannelShow } from '@shared/api/reference/platforms';
import { useApi } from '../../../lib/api';

/** The stores the user may plan for (their platforms' enabled stores), as select options. */
export function useStoreOptions() {
  const stores = useApi(getAllChannelShow);
  return (stores.data ?? []).map((s) => ({ value: s.storeId, label: `${s.storeName}（${s.storeCode}）` }));
}
