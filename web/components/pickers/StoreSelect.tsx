import { useFormState } from '@douyinfe/semi-ui';
import { getAllChannelShow } from '@shared/api/reference/platforms';
import { useApi } from '../../lib/api';
import type { Option } from '../options';
import { SearchSelect, useSearchedOptions, type SearchSelectProps } from './SearchSelect';

type StoreValue = number | string;
type StoreRow = { storeId: number; storeCode: string; storeName: string };

const label = (s: StoreRow) => `${s.storeName}（${s.storeCode}）`;

/**
 * The stores the caller may work on (enabled, shown in channel lists, on their platforms), searched on
 * the server by code or name prefix (an indexed `like 'X%'`), so any store of a million is reachable.
 * `asText`: values as strings, for list filters kept in the URL.
 */
export function useStoreSearch(asText = false) {
  return useSearchedOptions<typeof getAllChannelShow, StoreValue>(getAllChannelShow, (name) => ({ name: name || undefined, limit: 50 }), (s) => ({
    value: asText ? String(s.storeId) : s.storeId,
    label: label(s),
  }));
}

/** The label of a store chosen before this page searched (a filter from the URL, a record being edited). */
function useChosenStore(value: unknown, asText: boolean): Option<StoreValue>[] {
  const id = Number(value);
  const { data } = useApi(value !== undefined && value !== '' && Number.isSafeInteger(id) && id > 0 ? getAllChannelShow : null, { storeId: id } as never, { silent: true });
  return (data ?? []).map((s) => ({ value: asText ? String(s.storeId) : s.storeId, label: label(s) }));
}

export type StoreSelectProps = Omit<SearchSelectProps<StoreValue>, 'searched' | 'current' | 'multiple'> & { asText?: boolean };

/** A store picker searched on the server (see useStoreSearch); inside a Semi Form give `field`, outside `value` / `onChange`. */
export function StoreSelect({ asText = false, placeholder = '输入店铺代码或名称搜索', ...props }: StoreSelectProps) {
  const searched = useStoreSearch(asText);
  const formValues = (useFormState() as { values?: Record<string, unknown> }).values;
  const chosen = props.field ? formValues?.[props.field] : props.value;
  const current = useChosenStore(chosen, asText);
  return <SearchSelect searched={searched} current={current} placeholder={placeholder} emptyContent="没有匹配的店铺" {...props} />;
}
