import { supplyStoreList } from '@shared/api/supply/stores';
import { useApi } from '../../../lib/api';

/** The stores taking part in supply planning, as select options. */
export function useSupplyStoreOptions() {
  const stores = useApi(supplyStoreList);
  return (stores.data ?? []).filter((s) => s.enabled).map((s) => ({ value: String(s.storeId), label: s.storeName }));
}
