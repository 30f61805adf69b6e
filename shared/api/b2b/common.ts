import { z } from 'zod';
import { backPaymentScreen, bankScreen, clientScreen, deliveryScreen, invoiceScreen, paymentScreen, periodDetailScreen, periodScreen } from './screens';

/** The B2B screens of this area (route paths = authority keys), from their declarations. */
export const CLIENT_SCREEN = clientScreen.menu;
export const INVOICE_SCREEN = invoiceScreen.menu;
export const PERIOD_SCREEN = periodScreen.menu;
export const PERIOD_DETAIL_SCREEN = periodDetailScreen.menu;
export const BANK_SCREEN = bankScreen.menu;
export const PAYMENT_SCREEN = paymentScreen.menu;
export const BACK_PAYMENT_SCREEN = backPaymentScreen.menu;
export const DELIVERY_SCREEN = deliveryScreen.menu;

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

