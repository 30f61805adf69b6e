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

export { blankAsNull, cappedPage, dayFilter, idOnly, LIST_COUNT_CAP, listPaging, prefixText, queryFlag, setEnabledBody } from '../inputs';

/** Order numbers as a list: repeated keys, an array, or one text separated by commas, spaces or new lines. */
export const orderNoList = (max = 200) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,，;；]+/) : v),
    z
      .array(z.string({ error: '订单号不正确' }).trim().max(64, '订单号最多64个字符'), { error: '请填写订单号' })
      .transform((list) => [...new Set(list.filter(Boolean))])
      .pipe(z.array(z.string()).min(1, '请填写订单号').max(max, `一次最多${max}个订单号`)),
  );

