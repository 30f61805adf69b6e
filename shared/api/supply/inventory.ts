import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { prefixText } from '../inputs';
import { blankAsNull, cappedPage, listPaging, positiveId } from './common';
import { inventoryReportScreen, inventoryScreen, psiScreen, replenishmentScreen } from './screens';

/** Inventory per SKU and warehouse, its movements, PSI per month, and changes with a reason. */
export const MOVEMENT_KINDS = { purchase: '采购入库', sale: '销售出库', adjust: '库存调整' } as const;
const sees = needs(inventoryScreen.menu, inventoryReportScreen.menu, psiScreen.menu, replenishmentScreen.menu);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const balanceRow = z.object({ skuId: z.number(), sku: z.string(), skuName: z.string(), warehouseId: z.number(), warehouseName: z.string(), qty: z.number(), updatedAt: z.string() });
export const inventoryFilter = z.object({ sku: prefixText, warehouseId: blankAsNull(positiveId('仓库')) });

export const inventorySkus = endpoint({
  method: 'GET',
  path: '/api/operate/inventory/searchSku',
  access: needs(inventoryScreen.code('change')),
  summary: '库存调整选择SKU：任意SKU（不限平台），按SKU前缀搜索，最多50个，按SKU排序',
  query: z.object({ sku: prefixText }),
  response: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string() })),
});

export const inventoryPage = endpoint({
  method: 'GET',
  path: '/api/operate/inventory/inventoryPage',
  access: sees,
  summary: '库存：每个SKU在每个仓库的在库数量（由出入库记录累计）；筛选：SKU前缀、仓库',
  query: inventoryFilter.extend(listPaging),
  response: cappedPage(balanceRow),
});

export const movementRow = z.object({
  id: z.number(),
  sku: z.string(),
  warehouseName: z.string(),
  kind: z.string(),
  qty: z.number(),
  movedOn: z.string(),
  trackSerialNo: z.string().nullable(),
  reason: z.string().nullable(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
});

export const movementPage = endpoint({
  method: 'GET',
  path: '/api/operate/inventory/movementPage',
  access: sees,
  summary: '出入库记录（库存调整日志），最新在前；筛选：SKU前缀、仓库、类型',
  query: inventoryFilter.extend({ kind: blankAsNull(z.enum(['purchase', 'sale', 'adjust'], { error: '类型不正确' })), ...listPaging }),
  response: cappedPage(movementRow),
});

export const changeInventory = endpoint({
  method: 'POST',
  path: '/api/operate/supplyPlanChangeInventory/changeInventory',
  access: needs(inventoryScreen.code('change')),
  summary: '库存调整：SKU、仓库、增减数量（非0整数）、原因（必填）；调整后不能小于0；记入出入库记录',
  body: z.object({
    skuId: positiveId('SKU'),
    warehouseId: positiveId('仓库'),
    qty: z.coerce
      .number({ error: '调整数量必须是整数' })
      .int('调整数量必须是整数')
      .refine((v) => v !== 0, '调整数量不能为0')
      .refine((v) => Math.abs(v) <= 10_000_000, '调整数量过大'),
    reason: z.string({ error: '请填写调整原因' }).trim().min(1, '请填写调整原因').max(500, '原因最多500字'),
  }),
  response: z.object({ skuId: z.number(), warehouseId: z.number(), qty: z.number(), movementId: z.number() }),
});

export const psiRow = z.object({
  month: z.string(),
  skuId: z.number(),
  sku: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  openingQty: z.number(),
  purchaseQty: z.number(),
  saleQty: z.number(),
  adjustQty: z.number(),
  closingQty: z.number(),
});
export type PsiRow = z.infer<typeof psiRow>;

export const psiPage = endpoint({
  method: 'GET',
  path: '/api/operate/psi/psiPage',
  access: needs(psiScreen.menu),
  summary: '进销存：每月每个SKU与仓库，期初 + 采购 − 销售 ± 调整 = 期末（均由出入库记录计算）；月份必填，SKU前缀、仓库可选',
  query: inventoryFilter.extend({ month: z.string({ error: '请选择月份' }).regex(MONTH, '月份格式应为 yyyy-MM'), ...listPaging }),
  response: cappedPage(psiRow),
});
