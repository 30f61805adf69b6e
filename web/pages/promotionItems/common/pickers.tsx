import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { getAllItemClassIfy, getStoresByPlatform } from '@shared/api/promotionItems/items';
import { queryPermissionSku } from '@shared/api/products/sku';
import { useOptions } from '../../../components/options';
import { call, useApi } from '../../../lib/api';
import { AccountCompanySelect } from './AccountCompanySelect';

/** The classifications (分类) as select options, from the server (getAllItemClassIfy): the one list every screen of the group offers. */
export function useItemClasses(): Array<{ value: string; label: string }> {
  return (useApi(getAllItemClassIfy, undefined, { swr: { revalidateOnFocus: false } }).data ?? []).map((c) => ({ value: c.code, label: c.name }));
}

/** 平台 then 店铺 (that platform's enabled stores): clearing the platform clears the store. */
export function PlatformStoreFields({ platformId, onPlatform }: { platformId: unknown; onPlatform(id: number | undefined): void }) {
  const platforms = useOptions('platforms');
  const stores = useApi(platformId ? getStoresByPlatform : null, { platformId: Number(platformId) } as never);
  return (
    <>
      <Form.Select field="platformId" label="平台" style={{ width: '100%' }} filter optionList={platforms.options} onChange={(v) => onPlatform(v ? Number(v) : undefined)} />
      <Form.Select field="storeId" label="店铺" style={{ width: '100%' }} filter optionList={(stores.data ?? []).map((s) => ({ value: s.id, label: s.name }))} emptyContent={platformId ? '该平台没有启用的店铺' : '请先选择平台'} />
    </>
  );
}

/** SKUs of the platform, searched on the server by prefix (any SKU can be reached by typing). */
export function SkuField({ platformId, initial = [] }: { platformId: unknown; initial?: Array<{ id: number; sku: string }> }) {
  const [options, setOptions] = useState(initial.map((s) => ({ value: s.id, label: s.sku })));
  const search = async (text: string) => {
    const rows = await call(queryPermissionSku, { query: { sku: text, platformId: platformId ? Number(platformId) : undefined, limit: 50 } as never });
    setOptions((old) => {
      const seen = new Map(old.map((o) => [o.value, o]));
      for (const r of rows) seen.set(r.id, { value: r.id, label: `${r.sku} ${r.name}` });
      return [...seen.values()];
    });
  };
  return (
    <Form.Select
      field="skuIds"
      label="SKU"
      multiple
      filter
      remote
      style={{ width: '100%' }}
      optionList={options}
      onSearch={(v: string) => void search(v)}
      onFocus={() => void search('')}
      placeholder="输入SKU搜索"
      emptyContent="没有找到SKU"
    />
  );
}

export { AccountCompanySelect };
