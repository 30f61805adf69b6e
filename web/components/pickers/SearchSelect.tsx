import { useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Form, Select } from '@douyinfe/semi-ui';
import type { DataOf, Endpoint } from '@shared/api/contract';
import { useApi } from '../../lib/api';
import type { Option } from '../options';

type ListData<D> = D extends Array<infer T> ? T : D extends { rows: Array<infer T> } ? T : never;
export type RowOf<E extends Endpoint> = ListData<DataOf<E>>;

export interface SearchedOptions<V extends number | string, Row = unknown> {
  options: Option<V>[];
  loading: boolean;
  onSearch(text: string): void;
  /** The rows of the last answer (to read more than the label of the one chosen). */
  rows: Row[];
  /** Every option answered so far: a chosen value keeps its label after the next search. */
  known(value: V): Option<V> | undefined;
}

/**
 * Options searched on the server: the typed text goes to the endpoint as a prefix (an indexed
 * `like 'X%'`), so any row of a large table can be reached. `queryOf` returns null while nothing
 * may be asked yet (a store must be chosen first).
 */
export function useSearchedOptions<E extends Endpoint, V extends number | string = number>(
  endpoint: E,
  queryOf: (search: string) => Record<string, unknown> | null,
  toOption: (row: RowOf<E>) => Option<V>,
): SearchedOptions<V, RowOf<E>> {
  const [search, setSearch] = useState('');
  const query = queryOf(search);
  const { data, isLoading } = useApi(query ? endpoint : null, (query ?? undefined) as never, { silent: true });
  const seen = useRef(new Map<V, Option<V>>());
  const rows = useMemo(() => {
    const d = data as unknown;
    return (Array.isArray(d) ? d : ((d as { rows?: unknown[] } | undefined)?.rows ?? [])) as RowOf<E>[];
  }, [data]);
  const options = useMemo(() => {
    const found = rows.map(toOption);
    for (const o of found) seen.current.set(o.value, o);
    return found;
    // toOption is a pure label function: the rows decide
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows]);
  return { options, loading: isLoading, onSearch: (text) => setSearch(text.trim()), rows, known: (v) => seen.current.get(v) };
}

export interface SearchSelectProps<V extends number | string> {
  searched: SearchedOptions<V, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The form field inside a Semi Form; absent for a plain select (`value` / `onChange`). */
  field?: string;
  label?: string;
  value?: V | V[];
  onChange?(value: V | V[] | undefined): void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  emptyContent?: ReactNode;
  style?: CSSProperties;
  /** Labels of values chosen before (an edited record): listed even when not in the answer. */
  current?: Option<V>[];
  'aria-label'?: string;
  id?: string;
  rules?: Array<Record<string, unknown>>;
}

/**
 * A select whose options come from the server as the user types (see useSearchedOptions). The
 * option(s) picked are kept here, so a pick keeps its label when the next search answers without it
 * (inside a Semi Form too, where the value lives in the form).
 */
export function SearchSelect<V extends number | string>({ searched, field, label, current, style, onChange, emptyContent = '输入前缀搜索', ...rest }: SearchSelectProps<V>) {
  const [picked, setPicked] = useState<Option<V>[]>([]);
  const chosen = rest.value === undefined ? [] : Array.isArray(rest.value) ? rest.value : [rest.value];
  const kept = [...(current ?? []), ...picked, ...chosen.map((v) => searched.known(v)).filter((o): o is Option<V> => !!o)];
  const options = [...kept, ...searched.options].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  const change = (v: V | V[] | undefined) => {
    const values = v === undefined ? [] : Array.isArray(v) ? v : [v];
    setPicked(values.map((x) => options.find((o) => o.value === x)).filter((o): o is Option<V> => !!o));
    onChange?.(v);
  };
  const common = {
    filter: true,
    remote: true,
    showClear: true,
    onSearch: searched.onSearch,
    optionList: options,
    loading: searched.loading,
    emptyContent,
    maxTagCount: rest.multiple ? 4 : undefined,
    style: { width: '100%', ...style },
    onChange: (v: unknown) => change(v === '' || v === null ? undefined : (v as V | V[])),
  };
  return field ? <Form.Select field={field} label={label} {...common} {...rest} /> : <Select {...common} {...rest} />;
}
