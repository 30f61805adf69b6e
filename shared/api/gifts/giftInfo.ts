import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, currency, id, isoDay, moneyOut, optionalText, text } from '../inputs';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { addCardBody } from './cards';
import { GIFT_KINDS, type GiftKind } from './grants';
import { cardProductScreen, giftContrastScreen, skuPromoteGiftScreen } from './screens';

/** 礼品卡信息, SKU推广礼品, 礼品对照 (docs/domain/gifts.md, Gift information). */

const giftKind = z.enum(Object.keys(GIFT_KINDS) as [GiftKind, ...GiftKind[]], { error: '请选择礼品类型' });

/** Which gift of ours: a card product or a physical gift. */
const giftTarget = {
  giftKind,
  cardProductId: blankAsAbsent(id('礼品卡')),
  giftItemId: blankAsAbsent(id('实物礼品')),
};
const needsTarget = (g: { giftKind: GiftKind; cardProductId?: number; giftItemId?: number }, ctx: z.RefinementCtx) => {
  if (g.giftKind === 'card' && !g.cardProductId) ctx.addIssue({ code: 'custom', path: ['cardProductId'], message: '请选择礼品卡' });
  if (g.giftKind === 'physical' && !g.giftItemId) ctx.addIssue({ code: 'custom', path: ['giftItemId'], message: '请选择实物礼品' });
};
const targetRow = { giftKind: z.string(), cardProductId: z.number().nullable(), giftItemId: z.number().nullable(), giftName: z.string().nullable() };
const enabledRow = { enabled: z.boolean(), remark: z.string().nullable(), createdAt: z.string() };

/** Every gift information row ends with these; `enabled` is also a query parameter other screens use. */
const kept = {
  enabled: field.enabled('状态', { filter: { kind: 'flag', hidden: true } }),
  remark: field.text('备注', { width: 180, ellipsis: true, input: { kind: 'textarea', max: 500 } }),
  createdAt: field.datetime('创建时间'),
};
/** The gift a row names: its kind (drawn by the page: the choice of gift depends on it) and name. */
const target = (initial: GiftKind) => ({
  giftKind: field.enum('礼品类型', GIFT_KINDS, { width: 90, input: { kind: 'custom', initial } }),
  giftName: field.text('礼品', { width: 200, ellipsis: true }),
});

export const cardProductRow = z.object({
  id: z.number(),
  brand: z.string(),
  currency: z.string(),
  faceValue: moneyOut,
  /** Codes of this product in the depot, by state. */
  available: z.number(),
  used: z.number(),
  ...enabledRow,
});
export type CardProductRow = z.infer<typeof cardProductRow>;

export const cardProductCalls = defineMaster({
  screen: cardProductScreen,
  paths: { base: '/api/sys/giftCardInfo' },
  row: cardProductRow,
  fields: defineFields<CardProductRow>()({
    brand: field.text('品牌', { width: 140, filter: { kind: 'text', width: 160, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 50 } }),
    currency: field.text('币种', { width: 70, filter: { kind: 'select', width: 110, options: 'currencies', schema: blankAsAbsent(currency) }, input: { kind: 'select', options: 'currencies', required: true, initial: 'USD', schema: currency } }),
    faceValue: field.money('面值', { currencyOf: (r: CardProductRow) => r.currency, input: { kind: 'text', schema: addCardBody.shape.faceValue } }),
    available: field.number('卡库可用', { width: 90 }),
    used: field.number('已使用', { width: 90 }),
    ...kept,
  }),
  columns: ['brand', 'currency', 'faceValue', 'available', 'used', 'enabled', 'remark', 'createdAt'],
  name: (r) => `${r.brand} ${r.faceValue} ${r.currency}`,
  summaries: { page: '礼品卡信息列表，新建在前。筛选：品牌（前缀）、币种、启用状态；含卡库中可用与已使用的卡数' },
});

export const skuPromoteRow = z.object({ id: z.number(), sku: z.string(), platform: z.string(), validFrom: z.string(), validTo: z.string().nullable(), ...targetRow, ...enabledRow });
export type SkuPromoteRow = z.infer<typeof skuPromoteRow>;

export const skuPromoteCalls = defineMaster({
  screen: skuPromoteGiftScreen,
  paths: { base: '/api/sys/skuPromoteGift' },
  row: skuPromoteRow,
  fields: defineFields<SkuPromoteRow>()({
    sku: field.sku('SKU', { filter: { kind: 'text', width: 150, placeholder: '前缀匹配' }, input: { kind: 'text' } }),
    platform: field.text('平台', { width: 120, filter: { kind: 'text', width: 140 }, input: { kind: 'text' } }),
    ...target('card'),
    validFrom: field.date('开始日期', { filter: { key: 'activeOn', kind: 'text', label: '有效日期', width: 150, placeholder: 'yyyy-MM-dd', schema: blankAsAbsent(isoDay) }, input: { kind: 'text', placeholder: 'yyyy-MM-dd' } }),
    validTo: field.date('结束日期', { input: { kind: 'text', placeholder: 'yyyy-MM-dd，不填为长期' } }),
    ...kept,
  }),
  columns: ['sku', 'platform', 'giftKind', 'giftName', 'validFrom', 'validTo', 'enabled', 'remark', 'createdAt'],
  body: z
    .object({ id: blankAsAbsent(id('SKU推广礼品')), sku: text('SKU', 64), platform: text('平台', 50), ...giftTarget, validFrom: isoDay, validTo: blankAsAbsent(isoDay), remark: optionalText('备注', 500) })
    .superRefine((g, ctx) => {
      needsTarget(g, ctx);
      if (g.validTo && g.validTo < g.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '结束日期不能早于开始日期' });
    }),
  name: (r) => r.sku,
});

export const CONTRAST_SOURCES = { marketplace: '平台', erp: 'ERP' } as const;
type ContrastSource = keyof typeof CONTRAST_SOURCES;
export const contrastRow = z.object({ id: z.number(), source: z.string(), platform: z.string(), externalCode: z.string(), externalName: z.string().nullable(), ...targetRow, ...enabledRow });
export type ContrastRow = z.infer<typeof contrastRow>;

export const contrastCalls = defineMaster({
  screen: giftContrastScreen,
  paths: { base: '/api/sys/giftContrast' },
  row: contrastRow,
  fields: defineFields<ContrastRow>()({
    source: field.enum('来源', CONTRAST_SOURCES, { width: 80, filter: { kind: 'select', width: 110 }, input: { kind: 'radio', initial: 'marketplace' } }),
    platform: field.text('平台', { width: 120, input: { kind: 'text' } }),
    externalCode: field.text('外部礼品编码', { width: 160, filter: { kind: 'text', label: '外部编码', width: 170, placeholder: '前缀匹配' }, input: { kind: 'text' } }),
    externalName: field.text('外部礼品名称', { width: 180, ellipsis: true, input: { kind: 'text' } }),
    ...target('physical'),
    ...kept,
  }),
  columns: ['source', 'platform', 'externalCode', 'externalName', 'giftKind', 'giftName', 'enabled', 'remark', 'createdAt'],
  body: z
    .object({
      id: blankAsAbsent(id('礼品对照')),
      source: z.enum(Object.keys(CONTRAST_SOURCES) as [ContrastSource, ...ContrastSource[]], { error: '请选择来源' }),
      platform: optionalText('平台', 50).transform((v) => v ?? ''),
      externalCode: text('外部礼品编码', 64),
      externalName: optionalText('外部礼品名称', 100),
      ...giftTarget,
      remark: optionalText('备注', 500),
    })
    .superRefine(needsTarget),
  name: (r) => r.externalCode,
});

/** The gifts a target can name (both forms' choices). */
export const giftChoices = endpoint({
  method: 'GET',
  path: '/api/sys/giftCardInfo/choices',
  access: needs(cardProductScreen.menu, skuPromoteGiftScreen.menu, giftContrastScreen.menu),
  summary: '启用的礼品卡信息与实物礼品（选择礼品用）',
  response: z.object({ cards: z.array(z.object({ id: z.number(), label: z.string() })), items: z.array(z.object({ id: z.number(), label: z.string() })) }),
});
