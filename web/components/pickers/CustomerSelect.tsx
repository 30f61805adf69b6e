import { useMemo, useState, type CSSProperties } from 'react';
import { Form, Select } from '@douyinfe/semi-ui';
import { customerPage, type CustomerRow } from '@shared/api/b2b/customer';
import { useApi } from '../../lib/api';

interface CustomerSelectProps {
  /** The form field (default `customerId`) inside a Semi Form; `standalone` for a plain select. */
  field?: string;
  standalone?: boolean;
  label?: string;
  style?: CSSProperties;
  /** Only enabled customers (forms); filters show all. */
  enabledOnly?: boolean;
  /** Standalone only: the chosen id. */
  value?: number | string;
  /** The id chosen, and the customer (its currency, terms) when it came from the search. */
  onChange?(id: number | undefined, customer?: CustomerRow): void;
  placeholder?: string;
  /** The chosen customer when it may not be among the first results (editing). */
  current?: { id: number; name: string } | null;
  /** The filter bar gives its fields their own ids. */
  id?: string;
}

/** 客户: customers searched on the server by name prefix or code (20 at a time), labelled 名称（编码）. */
export function CustomerSelect({ field = 'customerId', standalone, label = '客户', style, enabledOnly, value, onChange, current, id, placeholder = '输入名称或编码搜索' }: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const { data, isLoading } = useApi(customerPage, { limit: 20, name: search || undefined, enabled: enabledOnly ? 'true' : undefined }, { silent: true });
  const rows = data?.rows;
  const options = useMemo(() => {
    const found = (rows ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }));
    return current && !found.some((o) => o.value === current.id) ? [{ value: current.id, label: current.name }, ...found] : found;
  }, [rows, current]);
  const picked = (v: unknown) => {
    const chosen = v === undefined || v === '' || v === null ? undefined : Number(v);
    onChange?.(chosen, rows?.find((c) => c.id === chosen));
  };
  const common = {
    id,
    filter: true,
    remote: true,
    showClear: true,
    onSearch: setSearch,
    optionList: options,
    loading: isLoading,
    placeholder,
    emptyContent: '没有匹配的客户',
    style: { width: '100%', ...style },
    onChange: picked,
  };
  return standalone ? (
    <Select {...common} value={value === '' || value === undefined ? undefined : Number(value)} />
  ) : (
    <Form.Select field={field} label={label} {...common} />
  );
}
