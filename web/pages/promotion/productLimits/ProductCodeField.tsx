import { queryPermissionSku } from '@shared/api/products/sku';
import { searchLimitSpu } from '@shared/api/promotion/limits';
import { SearchSelect, useSearchedOptions } from '../../../components/pickers/SearchSelect';

/**
 * The SKU or SPU a product limit is on, searched on the server as the user types: SKUs by SKU prefix
 * for 维度 SKU (as the claim and item forms), SPUs by SPU prefix for 维度 SPU. The value is the code.
 */
export function ProductCodeField({ kind, code }: { kind: unknown; code: unknown }) {
  const current = typeof code === 'string' && code ? [{ value: code, label: code }] : [];
  return kind === 'spu' ? <SpuField key="spu" current={current} /> : <SkuField key="sku" current={current} />;
}

type Current = Array<{ value: string; label: string }>;
const required = [{ required: true, message: '请填写SKU/SPU' }];

function SkuField({ current }: { current: Current }) {
  const searched = useSearchedOptions<typeof queryPermissionSku, string>(queryPermissionSku, (sku) => ({ sku: sku || undefined, limit: 50 }), (s) => ({ value: s.sku, label: `${s.sku} ${s.name}` }));
  return <SearchSelect searched={searched} field="code" label="SKU" current={current} placeholder="输入SKU前缀搜索" rules={required} />;
}

function SpuField({ current }: { current: Current }) {
  const searched = useSearchedOptions<typeof searchLimitSpu, string>(searchLimitSpu, (spu) => ({ spu: spu || undefined, limit: 50 }), (s) => ({ value: s.spu, label: `${s.spu}（${s.skuCount}个SKU）` }));
  return <SearchSelect searched={searched} field="code" label="SPU" current={current} placeholder="输入SPU前缀搜索" rules={required} />;
}
