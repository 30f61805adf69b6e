import { queryPermissionSku } from '@shared/api/products/sku';
import { useSearchedOptions } from './SearchSelect';

/** SKUs the caller may work on, searched by SKU prefix on the server (any of a million reachable), labelled `SKU 名称`. */
export const useSkuOptions = (filter: { platformId?: number; status?: 'draft' | 'on_sale' | 'off_sale' } = {}) =>
  useSearchedOptions(queryPermissionSku, (sku) => ({ ...filter, sku: sku || undefined, limit: 50 }), (s) => ({ value: s.id, label: `${s.sku} ${s.name}` }));
