import { DatePicker } from '@douyinfe/semi-ui';
import type { DatePickerProps } from '@douyinfe/semi-ui/lib/es/datePicker';
import { dateShortcuts } from '@shared/format';

/** The four spec shortcuts (今天, 最近一周, 最近一个月, 最近三个月); each range is computed when used. */
export const rangePresets = () =>
  dateShortcuts().map((_, i) => () => {
    const { text, value } = dateShortcuts()[i];
    return { text, start: value[0], end: value[1] };
  });

/** A date range picker with the spec's shortcuts. */
export function DateRangePicker(props: Omit<DatePickerProps, 'type' | 'presets'>) {
  return <DatePicker type="dateRange" presets={rangePresets()} {...props} />;
}
