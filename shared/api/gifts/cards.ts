import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { importEndpoint } from '../report';
import { secret } from '../secret';
import { blankAsAbsent, cappedPage, currency, id, listPaging, moneyOut, optionalText, prefixText, text } from '../inputs';
import { cardDepotScreen, grantScreen } from './screens';

/** 礼品卡库 (docs/domain/gifts.md, Gift card): codes are secrets, listed masked only. */

export const CARD_STATES = { available: '可用', used: '已使用', void: '已作废' } as const;
export type CardState = keyof typeof CARD_STATES;
const cardState = z.enum(Object.keys(CARD_STATES) as [CardState, ...CardState[]], { error: '状态不正确' });

export const cardRow = z.object({
  id: z.number(),
  brand: z.string(),
  currency: z.string(),
  faceValue: moneyOut,
  /** ****1234: the only form a code leaves the server in, except to its sender. */
  codeMasked: z.string(),
  status: z.string(),
  grantSerialNo: z.string().nullable(),
  usedByName: z.string().nullable(),
  usedAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
});
export type CardRow = z.infer<typeof cardRow>;

export const addCardBody = z.object({
  brand: text('品牌', 50),
  currency,
  faceValue: z
    .union([z.string(), z.number()], { error: '请填写面值' })
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, '面值格式不正确（最多两位小数）'))
    .refine((v) => Number(v) > 0, '面值必须大于0'),
  code: secret(z.string({ error: '请填写卡号' }).trim().min(6, '卡号至少6位').max(64, '卡号最多64位').regex(/^[A-Za-z0-9-]+$/, '卡号只能包含字母、数字和-')),
  pin: secret(optionalText('PIN', 32)),
  expiresOn: blankAsAbsent(z.iso.date({ error: '有效期格式应为 yyyy-MM-dd' })).transform((v) => v ?? null),
});
export type AddCardBody = z.input<typeof addCardBody>;

const base = '/api/sys/giftCardDepot';
const sees = needs(cardDepotScreen.menu);

export const cardPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: sees,
  summary: '礼品卡列表（卡号只显示后四位），新入库在前。筛选：品牌（前缀）、币种、状态',
  query: z.object({ ...listPaging, brand: prefixText, currency: blankAsAbsent(currency), status: blankAsAbsent(cardState) }),
  response: cappedPage(cardRow),
});

export const addCard = endpoint({
  method: 'POST',
  path: `${base}/add`,
  access: needs(cardDepotScreen.code('add')),
  summary: '礼品卡入库：卡号与 PIN 加密保存，同一卡号不能重复入库',
  body: addCardBody,
  response: cardRow,
});

export const voidCard = endpoint({
  method: 'POST',
  path: `${base}/void`,
  access: needs(cardDepotScreen.code('void')),
  summary: '作废一张可用的礼品卡（已使用的不能作废）',
  body: z.object({ id: id('礼品卡') }),
  response: cardRow,
});

export const cardStockRow = z.object({ brand: z.string(), currency: z.string(), faceValue: moneyOut, available: z.number() });

export const cardStock = endpoint({
  method: 'GET',
  path: `${base}/availableSummary`,
  access: needs(cardDepotScreen.menu, grantScreen.menu),
  summary: '可用礼品卡按品牌、币种、面值汇总（新建礼品发放时选择用）',
  response: z.array(cardStockRow),
});

/** 导入: many cards from a supplier's sheet, all or none; codes sealed on the way in, a code already in the depot (or twice in the sheet) refuses its row. */
export const CARD_IMPORT_KIND = 'giftCard';
export const CARD_TEMPLATE_FILE = '礼品卡导入模板.xlsx';

export const cardTemplate = endpoint({
  method: 'GET',
  path: `${base}/exportCardTemplate`,
  access: needs(cardDepotScreen.code('import')),
  summary: `下载“${CARD_TEMPLATE_FILE}”：品牌、币种、面值、卡号、PIN、有效期`,
  transport: 'blob',
});

export const importCards = importEndpoint({
  path: `${base}/importCards`,
  code: cardDepotScreen.code('import'),
  summary: '批量入库礼品卡（Excel）：卡号与 PIN 加密保存；卡种须在礼品卡信息中启用；卡号已在卡库或表内重复的行被拒绝，整批不保存，错误文件写明原因',
});
