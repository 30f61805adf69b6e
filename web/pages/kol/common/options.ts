import { KOL_CHANNELS } from '@shared/api/kol/common';

/** Pick-list options shared by the KOL screens. */
export const CHANNEL_OPTIONS = Object.entries(KOL_CHANNELS).map(([value, label]) => ({ value, label }));

/** A picked day as yyyy-MM-dd (DatePicker gives a Date). */
export const day = (v: unknown) => (v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : v);
export const withDays = (values: Record<string, unknown>, keys: string[]) => ({ ...values, ...Object.fromEntries(keys.map((k) => [k, day(values[k])])) });
