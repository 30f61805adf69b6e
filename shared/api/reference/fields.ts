/** How reference rows are labelled and typed: list columns, drawers and exports (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { STORE_CHANNELS, type StoreRow } from './platforms';
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

export const storeFields = defineFields<StoreRow>()({
  code: field.text('店铺代码', { width: 140 }),
  name: field.text('店铺名称', { width: 200, ellipsis: true }),
  marketPlatformName: field.text('电商平台', { width: 100 }),
  platformName: field.text('站点', { width: 120 }),
  channel: field.enum('渠道', STORE_CHANNELS, { width: 150 }),
  channelShow: field.enum('渠道显示', { true: '显示', false: '不显示' }, { width: 90, get: (r) => String(r.channelShow) }),
  ownerName: field.user('负责人'),
  enabled: field.enabled(),
  remark: field.text('备注', { width: 160, ellipsis: true }),
  updatedAt: field.datetime('更新时间', { defaultHidden: true }),
});
