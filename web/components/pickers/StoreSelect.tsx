import { useFormState } from '@douyinfe/semi-ui';
import type { Endpoint } from '@shared/api/contract';
import { getAllChannelShow } from '@shared/api/reference/platforms';
import { supplyStoreList } from '@shared/api/supply/stores';
import { useApi } from '../../lib/api';
import type { Option } from '../options';
import { SearchSelect, useSearchedOptions, type SearchSelectProps } from './SearchSelect';

type StoreValue = number | string;
type StoreRow = { storeId: number; storeCode: string; storeName: string };

/** Where a store picker searches: its endpoint, the query for typed text and for one chosen store. */
interface StoreSource {
  endpoint: Endpoint;
  search(name: string): Record<string, unknown>;
  one(storeId: number): Record<string, unknown>;
}

export const STORE_SOURCES = {
  /** The caller's platforms' enabled stores shown in channel lists (sales screens). */
  sales: { endpoint: getAllChannelShow, search: (name) => ({ name: name || undefined, limit: 50 }), one: (storeId) => ({ storeId }) },
  /** The stores taking part in supply planning (supply screens). */
  supply: { endpoint: supplyStoreList, search: (name) => ({ name: name || undefined, enabled: 'true', pick: 50 }), one: (storeId) => ({ storeId }) },
} satisfies Record<string, StoreSource>;
export type StoreSourceName = keyof typeof STORE_SOURCES;

const optionOf = (asText: boolean) => (s: StoreRow) => ({ value: asText ? String(s.storeId) : s.storeId, label: `${s.storeName}（${s.storeCode}）` });

/**
 * Stores searched on the server by code or name prefix (an indexed `like 'X%'`), so any store of a
 * million is reachable. `asText`: values as strings, for list filters kept in the URL.
 */
export function useStoreSearch(source: StoreSourceName = 'sales', asText = false) {
  const s: StoreSource = STORE_SOURCES[source];
  return useSearchedOptions<Endpoint, StoreValue>(s.endpoint, s.search, (row) => optionOf(asText)(row as StoreRow));
}

/** The label of a store chosen before this page searched (a filter from the URL, a record being edited). */
function useChosenStore(source: StoreSourceName, value: unknown, asText: boolean): Option<StoreValue>[] {
  const s: StoreSource = STORE_SOURCES[source];
  const id = Number(value);
  const wanted = value !== undefined && value !== '' && Number.isSafeInteger(id) && id > 0;
  const { data } = useApi(wanted ? s.endpoint : null, (wanted ? s.one(id) : undefined) as never, { silent: true });
  return ((data ?? []) as StoreRow[]).map(optionOf(asText));
}

export type StoreSelectProps = Omit<SearchSelectProps<StoreValue>, 'searched' | 'current' | 'multiple'> & { source?: StoreSourceName; asText?: boolean };

/** A store picker searched on the server (see useStoreSearch); inside a Semi Form give `field`, outside `value` / `onChange`. */
export function StoreSelect({ source = 'sales', asText = false, placeholder = '输入店铺代码或名称搜索', ...props }: StoreSelectProps) {
  const searched = useStoreSearch(source, asText);
  const formValues = (useFormState() as { values?: Record<string, unknown> }).values;
  const chosen = props.field ? formValues?.[props.field] : props.value;
  const current = useChosenStore(source, chosen, asText);
  return <SearchSelect searched={searched} current={current} placeholder={placeholder} emptyContent="没有匹配的店铺" {...props} />;
}
