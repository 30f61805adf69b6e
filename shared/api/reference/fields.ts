/** How reference rows are labelled and typed: list columns, drawers and exports (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { rateSources, type RateRow } from './rates';

export const rateFields = defineFields<RateRow>()({
  currency: field.text('币种', { width: 80 }),
  currencyName: field.text('币种名称', { width: 110 }),
  rateDate: field.date('日期'),
  rate: field.rate('汇率（对人民币）', { width: 150 }),
  source: field.enum('来源', rateSources, { width: 100 }),
  updatedByName: field.user('维护人'),
  updatedAt: field.datetime('维护时间'),
});
