import { Form } from '@douyinfe/semi-ui';
import type { FilterEntry } from '@shared/screen/master';
import { rangePresets } from '../DateRangePicker';
import { useOptions } from '../options';

const FLAG_CHOICES = { enabled: { true: '启用', false: '停用' }, other: { true: '是', false: '否' } };

/** One declared filter in the filter bar: an input, or a select of its choices (values as URL text). */
export function FilterControl({ entry }: { entry: FilterEntry }) {
  const { key, field, filter } = entry;
  const name = filter.key ?? key;
  const common = { field: name, id: `cd-filter-${name}`, label: filter.label ?? field.label, showClear: true, style: { width: filter.width }, placeholder: filter.placeholder };
  const source = filter.options ?? (filter.kind === 'flag' ? FLAG_CHOICES[field.kind === 'enabled' ? 'enabled' : 'other'] : field.options) ?? {};
  const choices = useOptions(source, { asText: true });
  if (filter.kind === 'text') return <Form.Input {...common} />;
  if (filter.kind === 'dateRange') return <Form.DatePicker {...common} type="dateRange" presets={rangePresets()} style={{ width: filter.width ?? 300 }} />;
  return <Form.Select {...common} optionList={choices.options} filter={!!choices.onSearch} remote={!!choices.onSearch} onSearch={choices.onSearch} />;
}
