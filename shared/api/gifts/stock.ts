import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { blankAsAbsent, cappedPage, currency, id, listPaging, money, moneyOut, optionalText, prefixText } from '../inputs';
import { grantScreen, inventoryScreen, objectGiftScreen } from './screens';

/** 实物礼品 and 礼品库存 (docs/domain/gifts.md, Physical gifts and stock). */


export const giftItemRow = z.object({
  id: z.number(),
  sku: z.string(),
  name: z.string(),
  currency: z.string(),
  unitValue: moneyOut,
  enabled: z.boolean(),
  remark: z.string().nullable(),
  /** Units in every warehouse. */
  stock: z.number(),
  createdAt: z.string(),
});
export type GiftItemRow = z.infer<typeof giftItemRow>;

export const giftItemFields = defineFields<GiftItemRow>()({
  sku: field.sku('SKU', { filter: { key: 'keyword', kind: 'text', label: 'SKU/名称', width: 200, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 64 } }),
  name: field.text('礼品名称', { width: 180, input: { kind: 'text', required: true, max: 100 } }),
  currency: field.text('币种', { input: { kind: 'select', options: 'currencies', initial: 'USD', schema: currency } }),
  unitValue: field.money('单价', { currencyOf: (r) => r.currency, input: { kind: 'text', schema: money } }),
  stock: field.number('总库存', { width: 90 }),
  enabled: field.enabled('状态', { input: { kind: 'switch', label: '启用', initial: true, schema: z.boolean().default(true) } }),
  remark: field.text('备注', { ellipsis: true, input: { kind: 'textarea', max: 500 } }),
  createdAt: field.datetime('创建时间'),
});

/** 实物礼品 (objectGiftInfoManager): one gift per SKU with its unit value and total stock; 新增, 编辑 (启用 in the form). */
export const giftItems = defineMaster({
  screen: objectGiftScreen,
  paths: { page: '/api/sys/csGiftItem/page', save: '/api/sys/csGiftItem/addOrUpdate' },
  row: giftItemRow,
  fields: giftItemFields,
  columns: ['sku', 'name', 'unitValue', 'stock', 'enabled', 'remark', 'createdAt'],
  name: (r) => r.name,
  summaries: { page: '实物礼品列表（含总库存）。筛选：SKU 或名称（前缀）', save: '新增（无 id）或编辑（带 id）实物礼品；SKU 唯一' },
});
export const { page: giftItemPage, save: saveGiftItem } = giftItems;

export const allProductGift = endpoint({
  method: 'GET',
  path: '/api/sys/csGiftDetail/getAllProductGift',
  access: needs(grantScreen.menu, objectGiftScreen.menu, inventoryScreen.menu),
  summary: '启用的实物礼品及各仓库可用库存（选择礼品与仓库用）',
  response: z.array(
    z.object({ id: z.number(), sku: z.string(), name: z.string(), currency: z.string(), unitValue: moneyOut, stock: z.array(z.object({ warehouseId: z.number(), warehouseName: z.string(), quantity: z.number() })) }),
  ),
});

export const STOCK_IN_REASONS = { purchase: '采购入库', return: '退回入库', count: '盘盈' } as const;
export const STOCK_OUT_REASONS = { grant: '礼品发放', damage: '损耗', count: '盘亏' } as const;
export type StockInReason = keyof typeof STOCK_IN_REASONS;
export type StockOutReason = keyof typeof STOCK_OUT_REASONS;
export const MOVE_REASONS = { ...STOCK_IN_REASONS, ...STOCK_OUT_REASONS } as const;

export const stockRow = z.object({ id: z.number(), giftId: z.number(), sku: z.string(), giftName: z.string(), warehouseId: z.number(), warehouseName: z.string(), quantity: z.number(), updatedAt: z.string() });
export type StockRow = z.infer<typeof stockRow>;

export const stockPage = endpoint({
  method: 'GET',
  path: '/api/sys/csGiftStock/page',
  access: needs(inventoryScreen.menu),
  summary: '礼品库存（每个礼品每个仓库一行）。筛选：SKU 或名称（前缀）、仓库、只看有货',
  query: z.object({ ...listPaging, keyword: prefixText, warehouseId: blankAsAbsent(id('礼品仓库')), inStock: blankAsAbsent(z.enum(['true', 'false'])) }),
  response: cappedPage(stockRow),
});

const quantity = z.coerce.number({ error: '数量必须是整数' }).int('数量必须是整数').min(1, '数量至少为1').max(100_000, '数量最多100000');
const moveBody = { giftId: id('实物礼品'), warehouseId: id('礼品仓库'), quantity, remark: optionalText('备注', 500) };

export const stockIn = endpoint({
  method: 'POST',
  path: '/api/sys/csGiftStock/stockIn',
  access: needs(inventoryScreen.code('stockIn')),
  summary: '入库（采购、退回、盘盈），记录入库后余量',
  body: z.object({ ...moveBody, reason: z.enum(Object.keys(STOCK_IN_REASONS) as [StockInReason, ...StockInReason[]], { error: '请选择入库原因' }) }),
  response: stockRow,
});

export const stockOut = endpoint({
  method: 'POST',
  path: '/api/sys/csGiftStock/stockOut',
  access: needs(inventoryScreen.code('stockOut')),
  summary: '出库（损耗、盘亏）；库存不足则拒绝，库存永不小于0（礼品发放的出库随发放自动记录）',
  body: z.object({ ...moveBody, reason: z.enum(['damage', 'count'], { error: '请选择出库原因' }) }),
  response: stockRow,
});

export const moveRow = z.object({
  id: z.number(),
  sku: z.string(),
  giftName: z.string(),
  warehouseName: z.string(),
  direction: z.string(),
  reason: z.string(),
  quantity: z.number(),
  balance: z.number(),
  grantSerialNo: z.string().nullable(),
  remark: z.string().nullable(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type MoveRow = z.infer<typeof moveRow>;

export const movePage = endpoint({
  method: 'GET',
  path: '/api/sys/csGiftStock/moves',
  access: needs(inventoryScreen.menu),
  summary: '出入库记录，最新在前。筛选：方向（in/out）、礼品',
  query: z.object({ ...listPaging, direction: blankAsAbsent(z.enum(['in', 'out'], { error: '方向不正确' })), giftId: blankAsAbsent(id('实物礼品')) }),
  response: cappedPage(moveRow),
});
