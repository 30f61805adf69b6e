import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { prefixText, queryFlag } from '../inputs';
import { blankAsNull, positiveId, transportMode } from './common';
import { replenishmentScreen, supplyListScreen, supplyStoreScreen } from './screens';

/** 供货店铺 and the two logistics calls of supply planning (saleBudgetLogisticsCost/*). */
export const supplyStoreRow = z.object({
  storeId: z.number(),
  storeCode: z.string(),
  storeName: z.string(),
  channel: z.string(),
  platformName: z.string(),
  warehouseId: z.number().nullable(),
  warehouseName: z.string().nullable(),
  transportMode: z.string().nullable(),
  safetyWeeks: z.number().nullable(),
  enabled: z.boolean(),
});

export const supplyStoreList = endpoint({
  method: 'GET',
  path: '/api/operate/supplyStore/list',
  access: needs(supplyStoreScreen.menu, replenishmentScreen.menu, supplyListScreen.menu),
  summary:
    '参与供货的店铺（FBA、WFS、自营渠道的启用店铺）及其目的仓、默认运输方式、安全库存周数；' +
    '店铺选择时：name 为店铺代码或名称前缀（服务端索引搜索），storeId 取一家，enabled=true 只要参与供货的，pick 条数（最多500，按店铺代码排序；不给则全部，供货店铺页用）',
  query: z.object({
    name: prefixText,
    storeId: blankAsNull(positiveId('店铺')),
    enabled: queryFlag,
    pick: blankAsNull(z.coerce.number({ error: '条数必须是整数' }).int('条数必须是整数').min(1, '至少1条').max(500, '一次最多500条')),
  }),
  response: z.array(supplyStoreRow),
});

export const saveSupplyStore = endpoint({
  method: 'POST',
  path: '/api/operate/supplyStore/save',
  access: needs(supplyStoreScreen.code('edit')),
  summary: '设置店铺的供货参数：目的仓（FBA或海外仓）、默认运输方式、安全库存周数（0-26）、是否参与供货',
  body: z.object({
    storeId: positiveId('店铺'),
    warehouseId: positiveId('目的仓'),
    transportMode,
    safetyWeeks: z.coerce.number({ error: '安全库存周数必须是整数' }).int('安全库存周数必须是整数').min(0, '安全库存周数不能小于0').max(26, '安全库存周数最多26'),
    enabled: z.boolean({ error: '请选择是否参与供货' }).default(true),
  }),
  response: supplyStoreRow,
});

export const saveSkuCarton = endpoint({
  method: 'POST',
  path: '/api/operate/supplyStore/saveSkuCarton',
  access: needs(replenishmentScreen.code('plan'), supplyStoreScreen.code('edit')),
  summary: '设置SKU的箱规（每箱件数，1-10000）：补货建议按它向上取整；未设置的SKU按20件一箱',
  body: z.object({
    skuId: positiveId('SKU'),
    cartonQty: z.coerce.number({ error: '箱规必须是整数' }).int('箱规必须是整数').min(1, '箱规至少为1').max(10_000, '箱规最多10000'),
  }),
  response: z.object({ skuId: z.number(), cartonQty: z.number() }),
});

export const getWarehouseTransportWay = endpoint({
  method: 'GET',
  path: '/api/operate/saleBudgetLogisticsCost/getWarehouseTransportWay',
  access: needs(supplyListScreen.menu, replenishmentScreen.menu, supplyStoreScreen.menu),
  summary: '目的仓可用的运输方式及时效（天、周）：海运35天、铁路25天、空运10天、快递5天；国内仓没有',
  query: z.object({ warehouseId: positiveId('仓库') }),
  response: z.array(z.object({ value: z.string(), label: z.string(), leadDays: z.number(), leadWeeks: z.number() })),
});

export const logisticsCostLine = z.object({ skuId: z.number(), sku: z.string(), qty: z.number(), weightKg: z.string().nullable(), cost: z.string().nullable() });

export const supplyPlanLogistics = endpoint({
  method: 'GET',
  path: '/api/operate/saleBudgetLogisticsCost/supplyPlanLogistics',
  access: needs(supplyListScreen.menu, replenishmentScreen.menu),
  summary:
    '供货计划的物流费用估算：各SKU 数量 × 重量(kg) × 目的国该运输方式生效的每公斤单价（物流费用），及合计；非人民币时按汇率服务当天汇率折合人民币；缺重量或单价的SKU单列',
  query: z.object({ planId: positiveId('供货计划'), transportMode: blankAsNull(transportMode) }),
  response: z.object({
    currency: z.string().nullable(),
    costPerKg: z.string().nullable(),
    totalKg: z.string(),
    totalCost: z.string().nullable(),
    /** The cost per SKU line, in `currency`. */
    lines: z.array(logisticsCostLine),
    /** 1 unit of `currency` in CNY on `rateDate` (null: CNY, no cost, or no rate). */
    rate: z.string().nullable(),
    rateDate: z.string().nullable(),
    totalCostCny: z.string().nullable(),
    /** Why there is no CNY figure (no rate entered). */
    rateMissing: z.string().nullable(),
    missing: z.array(z.string()),
  }),
});
