import { CURRENCIES } from '@shared/api/inputs';
import type { Endpoint } from '@shared/api/contract';
import { getCountryList, getUserList, selectAllCurrency } from '@shared/api/reference/places';
import { getAllChannelShow, getAllMarketPlatform, getPlatformByUser } from '@shared/api/reference/platforms';
import { deepThreeCategoryList } from '@shared/api/products/category';
import { getBrandList } from '@shared/api/products/sku';
import type { OptionsName } from '@shared/screen';

export interface Option<V = number | string> {
  value: V;
  label: string;
}

/** Where a named list comes from: its endpoint, the query for a typed search, and its options. */
export interface OptionsSource {
  endpoint: Endpoint | null;
  /** The query; `search` (typed text) is sent as a prefix when the list is searched on the server. */
  query?(search: string): Record<string, unknown>;
  /** Searched on the server: the list can be longer than one answer, typing reaches any row. */
  searched?: boolean;
  options(data: unknown): Option[];
}

type Rows<T> = { rows: T[] };

/** The currencies the business trades in, as select options. */
export const CURRENCY_OPTIONS: Option<string>[] = CURRENCIES.map((c) => ({ value: c, label: c }));

/** Every named list (shared/screen OptionsName). */
export const OPTION_SOURCES: Record<OptionsName, OptionsSource> = {
  // Spec §7: a user pick list asks for page 1, limit 2000; typing asks the server for that prefix.
  users: {
    endpoint: getUserList,
    query: (search) => (search ? { page: 1, limit: 2000, name: search } : { page: 1, limit: 2000 }),
    searched: true,
    options: (data) => ((data as Rows<{ id: number; name: string; username: string }> | undefined)?.rows ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.username}）` })),
  },
  marketplaces: { endpoint: getAllMarketPlatform, options: (data) => ((data as Array<{ id: number; name: string }>) ?? []).map((m) => ({ value: m.id, label: m.name })) },
  platforms: { endpoint: getPlatformByUser, options: (data) => ((data as Array<{ id: number; name: string }>) ?? []).map((p) => ({ value: p.id, label: p.name })) },
  stores: {
    endpoint: getAllChannelShow,
    query: (search) => (search ? { name: search } : {}),
    searched: true,
    options: (data) => ((data as Array<{ storeId: number; storeName: string }>) ?? []).map((s) => ({ value: s.storeId, label: s.storeName })),
  },
  brands: {
    endpoint: getBrandList,
    query: (search) => (search ? { name: search } : {}),
    searched: true,
    options: (data) => ((data as Array<{ id: number; name: string }>) ?? []).map((b) => ({ value: b.id, label: b.name })),
  },
  currencies: { endpoint: null, options: () => CURRENCY_OPTIONS },
  /** Enabled currencies but CNY (whose rate is always 1), with their names. */
  foreignCurrencies: {
    endpoint: selectAllCurrency,
    options: (data) => ((data as Array<{ code: string; name: string }>) ?? []).filter((c) => c.code !== 'CNY').map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
  },
  countries: { endpoint: getCountryList, options: (data) => ((data as Array<{ code: string; name: string }>) ?? []).map((c) => ({ value: c.code, label: c.name })) },
  topCategories: { endpoint: deepThreeCategoryList, options: (data) => ((data as Array<{ id: number; name: string }>) ?? []).map((c) => ({ value: c.id, label: c.name })) },
};
