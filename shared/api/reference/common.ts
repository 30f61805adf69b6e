import { z } from 'zod';

/** Reference data answers pick lists of every screen; these helpers keep their queries alike. */
export { blankAsNull, nullIfBlank, cappedPage, dayFilter, listPaging, prefixText, queryFlag } from '../inputs';

/** An ISO 4217 code as typed: trimmed, upper-cased; the server checks it is one of ours. */
export const currencyCode = z
  .string({ error: '请选择币种' })
  .trim()
  .toUpperCase()
  .min(1, '请选择币种')
  .regex(/^[A-Z]{3}$/, '币种不正确（三位字母代码，如 USD）');

/** A positive id in a query string or body. */
export const positiveId = (label: string) => z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`);

/** `limit` of a pick list: up to `max` rows a page, `fallback` when not given. */
export const pickLimit = (max: number, fallback: number) =>
  z.coerce.number({ error: '每页条数必须是整数' }).int('每页条数必须是整数').min(1, '每页至少1条').max(max, `每页最多${max}条`).default(fallback);
