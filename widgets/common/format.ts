import { formatMoney } from '@shared/format/currency';
import { formatTime, relativeTime } from '@shared/format/date';

/** 'USD 1,234.50'; '-' when there is no amount; the raw text if it is not a number. */
export function money(amount: string | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined || amount === '') return '-';
  try {
    return formatMoney(amount, currency ?? undefined);
  } catch {
    return [currency, amount].filter(Boolean).join(' ');
  }
}

/** 'yyyy-MM-dd hh:mm' in local time; '-' when unknown. */
export const when = (at: string | null | undefined): string => (at ? formatTime(at) || '-' : '-');

/** '3小时前' for recent moments, the date and time beyond 30 days; '' when unknown. */
export const ago = (at: string | null | undefined): string => (at ? relativeTime(at) : '');

/** A file size for people: '820 B', '12.5 KB', '3.2 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
