import { z } from 'zod';

/** Currencies the B2B business trades in (ISO 4217). */
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'MXN', 'AED', 'SGD'] as const;
export const currency = z.enum(CURRENCIES, { error: '币种不正确' });

/** Not given: absent, null, or blank text (what an empty form field sends). */
const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A positive decimal as a string (numbers accepted and normalised); a missing one asks to be filled in. */
const positiveDecimal = (label: string, pattern: RegExp, format: string) =>
  z
    .union([z.string(), z.number()], { error: (issue) => (isMissing(issue.input) ? `请填写${label}` : `${label}必须是数字`) })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', `请填写${label}`)
    .pipe(z.string().regex(pattern, format))
    .refine((v) => Number(v) > 0, `${label}必须大于0`);

/** A positive amount with at most two decimals. */
export const money = positiveDecimal('金额', /^\d{1,16}(\.\d{1,2})?$/, '金额格式不正确（最多两位小数）');

/** An exchange rate to CNY: positive, at most six decimals. */
export const exchangeRate = positiveDecimal('汇率', /^\d{1,12}(\.\d{1,6})?$/, '汇率格式不正确（最多六位小数）');

/** yyyy-MM-dd */
export const isoDay = z.iso.date({ error: '日期格式应为 yyyy-MM-dd' });

/** Required trimmed text with a length cap. */
export const text = (label: string, max = 200) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多${max}字`);

/** Optional trimmed text: blank becomes null. */
export const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${label}最多${max}字`)
    .nullish()
    .transform((v) => (v ? v : null));

export const id = (label: string) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (isMissing(issue.input) ? `请选择${label}` : `${label}不正确`) })
    .refine((v) => !isMissing(v), `请选择${label}`)
    .transform(Number)
    .pipe(z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`));

/** Money in a response: decimal string. */
export const moneyOut = z.string();
