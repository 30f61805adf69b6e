import { useMemo, useState } from 'react';
import { Form, Select } from '@douyinfe/semi-ui';
import { customerPage } from '@shared/api/b2b/customer';
import { useApi } from '../../../lib/api';

interface CustomerSelectProps {
  field?: string;
  label?: string;
  style?: React.CSSProperties;
  /** Only enabled customers (forms); filters show all. */
  enabledOnly?: boolean;
  /** In a Semi Form (default) or standalone. */
  value?: number | string;
  onChange?(id: number | undefined): void;
  placeholder?: string;
  /** The chosen customer when it may not be among the first results (editing). */
  current?: { id: number; name: string };
}

/** Customers searched on the server by name prefix or code (20 at a time), labelled 名称（编码）. */
export function CustomerSelect({ field, label, style, enabledOnly, value, onChange, current, placeholder = '输入名称或编码搜索' }: CustomerSelectProps) {
  const [search, setSearch] = useState('');
  const { data, isLoading } = useApi(customerPage, { limit: 20, name: search || undefined, enabled: enabledOnly ? 'true' : undefined });
  const options = useMemo(() => {
    const found = (data?.rows ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.code}）` }));
    return current && !found.some((o) => o.value === current.id) ? [{ value: current.id, label: current.name }, ...found] : found;
  }, [data, current]);
  const common = {
    filter: true,
    remote: true,
    showClear: true,
    onSearch: setSearch,
    optionList: options,
    loading: isLoading,
    placeholder,
    emptyContent: '没有匹配的客户',
    style: { width: '100%', ...style },
  };
  return field ? (
    <Form.Select field={field} label={label} {...common} />
  ) : (
    <Select {...common} value={value === '' || value === undefined ? undefined : Number(value)} onChange={(v) => onChange?.(v === undefined ? undefined : Number(v))} />
  );
}
