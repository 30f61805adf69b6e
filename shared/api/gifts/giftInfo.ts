import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, currency, id, isoDay, listPaging, moneyOut, optionalText, prefixText, queryFlag, setEnabledBody, text } from '../inputs';
import type { Screen } from '../../screen/define';
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

/** The list, save and enable calls of one master-data screen. */
function masterCalls<R extends z.ZodType, B extends z.ZodType, Q extends z.ZodRawShape>(o: { base: string; screen: Screen<'add' | 'edit'>; title: string; row: R; body: B; filters: Q; listed: string }) {
  return {
    page: endpoint({
      method: 'GET',
      path: `${o.base}/page`,
      access: needs(o.screen.menu),
      summary: `${o.title}列表，新建在前。筛选：${o.listed}`,
      query: z.object({ ...listPaging, ...o.filters }),
      response: cappedPage(o.row),
    }),
    save: endpoint({
      method: 'POST',
      path: `${o.base}/addOrUpdate`,
      access: needs(o.screen.code('add'), o.screen.code('edit')),
      summary: `新增（无 id）或编辑（带 id）${o.title}`,
      body: o.body,
      response: o.row,
    }),
    setEnabled: endpoint({
      method: 'POST',
      path: `${o.base}/setEnabled`,
      access: needs(o.screen.code('edit')),
      summary: `停用或启用${o.title}`,
      body: setEnabledBody(o.title),
      response: o.row,
    }),
  };
}

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
export const cardProductBody = z.object({ id: blankAsAbsent(id('礼品卡信息')), brand: text('品牌', 50), currency, faceValue: addCardBody.shape.faceValue, remark: optionalText('备注', 500) });

export const cardProductCalls = masterCalls({
  base: '/api/sys/giftCardInfo',
  screen: cardProductScreen,
  title: '礼品卡信息',
  row: cardProductRow,
  body: cardProductBody,
  filters: { brand: prefixText, currency: blankAsAbsent(currency), enabled: queryFlag },
  listed: '品牌（前缀）、币种、启用状态；含卡库中可用与已使用的卡数',
});

export const skuPromoteRow = z.object({ id: z.number(), sku: z.string(), platform: z.string(), validFrom: z.string(), validTo: z.string().nullable(), ...targetRow, ...enabledRow });
export type SkuPromoteRow = z.infer<typeof skuPromoteRow>;
export const skuPromoteBody = z
  .object({ id: blankAsAbsent(id('SKU推广礼品')), sku: text('SKU', 64), platform: text('平台', 50), ...giftTarget, validFrom: isoDay, validTo: blankAsAbsent(isoDay), remark: optionalText('备注', 500) })
  .superRefine((g, ctx) => {
    needsTarget(g, ctx);
    if (g.validTo && g.validTo < g.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '结束日期不能早于开始日期' });
  });

export const skuPromoteCalls = masterCalls({
  base: '/api/sys/skuPromoteGift',
  screen: skuPromoteGiftScreen,
  title: 'SKU推广礼品',
  row: skuPromoteRow,
  body: skuPromoteBody,
  filters: { sku: prefixText, platform: prefixText, activeOn: blankAsAbsent(isoDay), enabled: queryFlag },
  listed: 'SKU（前缀）、平台、某日有效、启用状态',
});

export const CONTRAST_SOURCES = { marketplace: '平台', erp: 'ERP' } as const;
type ContrastSource = keyof typeof CONTRAST_SOURCES;
export const contrastRow = z.object({ id: z.number(), source: z.string(), platform: z.string(), externalCode: z.string(), externalName: z.string().nullable(), ...targetRow, ...enabledRow });
export type ContrastRow = z.infer<typeof contrastRow>;
export const contrastBody = z
  .object({
    id: blankAsAbsent(id('礼品对照')),
    source: z.enum(Object.keys(CONTRAST_SOURCES) as [ContrastSource, ...ContrastSource[]], { error: '请选择来源' }),
    platform: optionalText('平台', 50).transform((v) => v ?? ''),
    externalCode: text('外部礼品编码', 64),
    externalName: optionalText('外部礼品名称', 100),
    ...giftTarget,
    remark: optionalText('备注', 500),
  })
  .superRefine(needsTarget);

export const contrastCalls = masterCalls({
  base: '/api/sys/giftContrast',
  screen: giftContrastScreen,
  title: '礼品对照',
  row: contrastRow,
  body: contrastBody,
  filters: { source: blankAsAbsent(z.enum(['marketplace', 'erp'])), externalCode: prefixText, enabled: queryFlag },
  listed: '来源、外部编码（前缀）、启用状态',
});

/** The gifts a target can name (both forms' choices). */
export const giftChoices = endpoint({
  method: 'GET',
  path: '/api/sys/giftCardInfo/choices',
  access: needs(cardProductScreen.menu, skuPromoteGiftScreen.menu, giftContrastScreen.menu),
  summary: '启用的礼品卡信息与实物礼品（选择礼品用）',
  response: z.object({ cards: z.array(z.object({ id: z.number(), label: z.string() })), items: z.array(z.object({ id: z.number(), label: z.string() })) }),
});
