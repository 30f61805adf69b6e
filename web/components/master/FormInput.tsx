import type { ReactNode } from 'react';
import { Form } from '@douyinfe/semi-ui';
import type { InputEntry } from '@shared/screen/master';
import { useOptions } from '../options';

/** One declared input of an add/edit form; `custom` ones are drawn by the page. */
export function FormInput({ entry, custom }: { entry: InputEntry; custom?: ReactNode }) {
  const { key, field, input } = entry;
  const common = { field: input.key ?? key, label: input.label ?? field.label, placeholder: input.placeholder };
  const choices = useOptions(input.options ?? field.options ?? {});
  switch (input.kind) {
    case 'custom':
      return <>{custom}</>;
    case 'textarea':
      return <Form.TextArea {...common} autosize rows={2} maxCount={input.max} />;
    case 'number':
      return <Form.InputNumber {...common} min={input.min ?? 0} max={input.max} precision={0} style={{ width: 160 }} />;
    case 'date':
      return <Form.DatePicker {...common} style={{ width: '100%' }} />;
    case 'switch':
      return <Form.Switch {...common} />;
    case 'radio':
      return <Form.RadioGroup {...common} options={choices.options} />;
    case 'select':
      return <Form.Select {...common} style={{ width: '100%' }} optionList={choices.options} filter={!!choices.onSearch} showClear={!input.required} remote={!!choices.onSearch} onSearch={choices.onSearch} />;
    default:
      return <Form.Input {...common} />;
  }
}
