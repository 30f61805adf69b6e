import { queryWarehouseName } from '@shared/api/reference/platforms';
import { useApi } from '../../../lib/api';

/** Enabled warehouses (baseWarehouse/queryWarehouseName) as select options. */
export function useWarehouseOptions() {
  const rows = useApi(queryWarehouseName, {});
  return (rows.data ?? []).map((w) => ({ value: String(w.id), label: w.name }));
}
