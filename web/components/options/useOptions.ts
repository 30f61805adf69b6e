import { useMemo, useState } from 'react';
import type { OptionSource } from '@shared/screen';
import { useApi } from '../../lib/api';
import { OPTION_SOURCES, type Option } from './sources';

/** Select options from a label map (value -> Chinese label). */
export const optionsOf = (labels: Readonly<Record<string, string>>): Option<string>[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface OptionsState<V> {
  options: Option<V>[];
  loading: boolean;
  /** Searched on the server: give it to the select's onSearch (with `remote`). */
  onSearch?(text: string): void;
}

export interface OptionsUse {
  /** String values (filters keep their values in the URL). */
  asText?: boolean;
  /** false: nothing is loaded yet (a closed dialog). */
  enabled?: boolean;
}

/** The choices of a named list (users, platforms, stores, brands, currencies...) or of a label map. */
export function useOptions(source: OptionSource, use?: OptionsUse & { asText?: false }): OptionsState<number>;
export function useOptions(source: OptionSource, use: OptionsUse & { asText: true }): OptionsState<string>;
export function useOptions(source: OptionSource, { asText = false, enabled = true }: OptionsUse = {}): OptionsState<number | string> {
  const named = typeof source === 'string' ? OPTION_SOURCES[source] : undefined;
  const [search, setSearch] = useState('');
  const { data, isLoading } = useApi(enabled ? (named?.endpoint ?? null) : null, named?.query?.(search) as never);
  const options = useMemo(() => {
    const list = named ? named.options(data) : optionsOf(source as Record<string, string>);
    return asText ? list.map((o) => ({ ...o, value: String(o.value) })) : list;
  }, [named, data, source, asText]);
  return { options, loading: isLoading, onSearch: named?.searched ? (text) => setSearch(text.trim()) : undefined };
}
