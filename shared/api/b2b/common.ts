import { z } from 'zod';

/** The B2B screens of this area (route paths = authority keys). */
export const CLIENT_SCREEN = '/operationManager/client-list';
export const INVOICE_SCREEN = '/operationManager/b2b-invoice-list';
export const PERIOD_SCREEN = '/operationManager/period-statistics';
export const PERIOD_DETAIL_SCREEN = '/operationManager/period-detail';
export const BANK_SCREEN = '/financeManager/paymentAccountManager';
export const PAYMENT_SCREEN = '/operationManager/payment-list';
export const BACK_PAYMENT_SCREEN = '/operationManager/back-payment-list';
export const DELIVERY_SCREEN = '/operationManager/deliver-goods-list';

export { elementCode, screenKey } from '../../catalog/codes';

/** '' (a cleared form input or an empty query parameter) reads as "not given". */
export const blankAsNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullish());

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

/** Order numbers as a list: repeated keys, an array, or one text separated by commas, spaces or new lines. */
export const orderNoList = (max = 200) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,，;；]+/) : v),
    z
      .array(z.string({ error: '订单号不正确' }).trim().max(64, '订单号最多64个字符'), { error: '请填写订单号' })
      .transform((list) => [...new Set(list.filter(Boolean))])
      .pipe(z.array(z.string()).min(1, '请填写订单号').max(max, `一次最多${max}个订单号`)),
  );

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
