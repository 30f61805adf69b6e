import type { FormApi } from '@douyinfe/semi-ui/lib/es/form';
import { getLastRate } from '@shared/api/reference/rateLookups';
import { formatTime } from '@shared/format';
import { call } from '../../lib/api';

/**
 * Puts the rate of `currency` on `day` (today when absent) from 汇率管理 into the form's `field`,
 * unless the user typed a rate while it was on its way or is typing in the field now (the rate landing
 * mid-keystroke would be glued to what they type). A missing rate is said by the http client.
 */
export function fillRate(api: FormApi | undefined, currency: unknown, day?: unknown, field = 'exchangeRate'): void {
  if (!api || !currency) return;
  const before = api.getValue(field);
  const date = day ? formatTime(day as string | Date, 'yyyy-MM-dd') : undefined;
  void call(getLastRate, { query: { currency: String(currency), date } }).then(
    (r) => {
      if (api.getValue(field) === before && !isTypingIn(field)) api.setValue(field, r.rate);
    },
    () => undefined,
  );
}

function isTypingIn(field: string): boolean {
  return !!document.activeElement?.closest(`[x-field-id="${field}"]`);
}
