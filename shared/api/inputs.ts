import { z } from 'zod';

/** Input rules every contract uses: blank handling, text, ids, money, rates, days, list paging. Messages in Chinese. */

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
    // Ids are PostgreSQL integers: a larger number names no record (and would fail the query).
    .pipe(z.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`).max(2_147_483_647, `${label}不正确`));

/** Money in a response: decimal string. */
export const moneyOut = z.string();

/** '' (a cleared form input or an empty query parameter) reads as "not given". */
export const blankAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());

/** An optional field stored as null when blank or absent: the value, or null. */
export const nullIfBlank = <T extends z.ZodType>(schema: T) => blankAsNull(schema).transform((v) => v ?? null);

/** An emptied filter or form input ('', blank text, null) reads as absent before `schema` coerces it. */
export const blankAsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isMissing(v) ? undefined : v), schema.optional());

/** Query-string boolean: 'true' / 'false' ('' means not given). */
export const queryFlag = blankAsNull(z.enum(['true', 'false'], { error: '只能是 true 或 false' }).transform((v) => v === 'true'));

/** Prefix text filter (blank = none). */
export const prefixText = z
  .string()
  .trim()
  .max(100, '筛选条件最多100字')
  .optional()
  .transform((v) => (v ? v : undefined));

/** yyyy-MM-dd filter bound (blank = none). */
export const dayFilter = blankAsNull(z.iso.date({ error: '日期格式应为 yyyy-MM-dd' }));

/** A list answer: `{ total, totalCapped, rows }`; the total counts exactly up to 10,000. */
export const cappedPage = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), totalCapped: z.boolean(), rows: z.array(row) });
export const LIST_COUNT_CAP = 10_000;

/** `page` / `limit` of a B2B list (at most 200 rows a page). */
export const listPaging = {
  page: z.coerce.number({ error: '页码必须是整数' }).int('页码必须是整数').min(1, '页码从1开始').default(1),
  limit: z.coerce.number({ error: '每页条数必须是整数' }).int('每页条数必须是整数').min(1).max(200, '每页最多200条').default(20),
};

/** `{ id }` in a body or query. */
export const idOnly = (label: string) =>
  z.object({ id: z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`) });

/** Enable or disable a record (customers, company bank accounts). */
export const setEnabledBody = (label: string) =>
  idOnly(label).extend({ enabled: z.boolean({ error: '请指定启用或停用' }) });
