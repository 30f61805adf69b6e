/** How the gift information records are labelled: list columns (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { CONTRAST_SOURCES, type CardProductRow, type ContrastRow, type SkuPromoteRow } from './giftInfo';
import { GIFT_KINDS } from './grants';

const kept = { enabled: field.enabled(), remark: field.text('备注', { width: 180, ellipsis: true }), createdAt: field.datetime('创建时间') };
const target = { giftKind: field.enum('礼品类型', GIFT_KINDS, { width: 90 }), giftName: field.text('礼品', { width: 200, ellipsis: true }) };

export const cardProductFields = defineFields<CardProductRow>()({
  brand: field.text('品牌', { width: 140 }),
  currency: field.text('币种', { width: 70 }),
  faceValue: field.money('面值', { currencyOf: (r) => r.currency }),
  available: field.number('卡库可用', { width: 90 }),
  used: field.number('已使用', { width: 90 }),
  ...kept,
});

export const skuPromoteFields = defineFields<SkuPromoteRow>()({
  sku: field.sku(),
  platform: field.text('平台', { width: 120 }),
  ...target,
  validFrom: field.date('开始日期'),
  validTo: field.date('结束日期'),
  ...kept,
});

export const contrastFields = defineFields<ContrastRow>()({
  source: field.enum('来源', CONTRAST_SOURCES, { width: 80 }),
  platform: field.text('平台', { width: 120 }),
  externalCode: field.text('外部礼品编码', { width: 160 }),
  externalName: field.text('外部礼品名称', { width: 180, ellipsis: true }),
  ...target,
  ...kept,
});
