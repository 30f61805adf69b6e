import { queryPermissionSku } from '@shared/api/products/sku';
import { SearchSelect, useSearchedOptions } from '../../../components/pickers/SearchSelect';

/**
 * The SKU or SPU a product limit is on, searched on the server by SKU prefix like the claim and item
 * forms: SKUs for 维度 SKU, the SPUs of the SKUs found for 维度 SPU. The value is the code.
 */
export function ProductCodeField({ kind, code }: { kind: unknown; code: unknown }) {
  const spu = kind === 'spu';
  const searched = useSearchedOptions<typeof queryPermissionSku, string>(
    queryPermissionSku,
    (sku) => ({ sku: sku || undefined, limit: 50 }),
    (s) => (spu ? { value: s.spu, label: s.spu } : { value: s.sku, label: `${s.sku} ${s.name}` }),
  );
  const options = searched.options.filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const current = typeof code === 'string' && code ? [{ value: code, label: code }] : [];
  return (
    <SearchSelect
      key={spu ? 'spu' : 'sku'}
      searched={{ ...searched, options }}
      field="code"
      label={spu ? 'SPU' : 'SKU'}
      current={current}
      placeholder={spu ? '输入SKU前缀搜索其SPU' : '输入SKU前缀搜索'}
      rules={[{ required: true, message: '请填写SKU/SPU' }]}
    />
  );
}
