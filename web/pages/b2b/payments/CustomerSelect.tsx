import { Form } from '@douyinfe/semi-ui';
import type { CSSProperties } from 'react';
import { useCustomerSearch } from './usePickers';

interface CustomerSelectProps {
  style: CSSProperties;
  /** The customer already chosen (its name, before any search). */
  current?: { id: number; name: string } | null;
  onChange?(customerId: number | undefined): void;
  placeholder?: string;
  /** The filter bar gives its fields their own ids. */
  id?: string;
}

/** 客户: a `customerId` form field searching enabled customers by name. */
export function CustomerSelect({ style, current, onChange, placeholder, id }: CustomerSelectProps) {
  const customers = useCustomerSearch();
  const options = current && !customers.options.some((o) => o.value === current.id) ? [{ value: current.id, label: current.name }, ...customers.options] : customers.options;
  return (
    <Form.Select
      id={id}
      field="customerId"
      label="客户"
      showClear
      filter
      remote
      style={style}
      onSearch={customers.search}
      optionList={options}
      onChange={(v) => onChange?.(v ? Number(v) : undefined)}
      placeholder={placeholder}
      emptyContent="没有找到客户"
    />
  );
}
