import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated, importEndpoint } from '../report';
import { productCostListScreen, productCostScreen } from './screens';
import { blankAsNull, cappedPage, id, listPaging, optionalText, productStatus, queryFlag, queryId, prefixText, requiredQueryId, skuCode, userRef } from './common';

/** Where a unit cost came from. */
export const COST_ORIGINS = ['purchase', 'accounting', 'manual', 'import'] as const;
export type CostOrigin = (typeof COST_ORIGINS)[number];
export const costOriginLabels: Record<CostOrigin, string> = { purchase: '采购价', accounting: '财务核算', manual: '手工调整', import: '批量导入' };
/** What a person may pick when changing one cost (import is set by imports). */
export const EDITABLE_COST_ORIGINS = ['purchase', 'accounting', 'manual'] as const;
const origin = z.enum(COST_ORIGINS, { error: '成本来源不正确' });

export const productCostRow = z.object({
  skuId: z.number(),
  sku: z.string(),
  spu: z.string(),
  name: z.string(),
  brandName: z.string(),
  categoryId: z.number().nullable(),
  categoryPath: z.string().nullable(),
  status: productStatus,
  /** CNY; null when no cost was ever set. */
  unitCost: z.string().nullable(),
  origin: origin.nullable(),
  remark: z.string().nullable(),
  /** 0 when no cost was ever set. */
  costVersion: z.number(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ProductCostRow = z.infer<typeof productCostRow>;

export const productCostFilter = z.object({
  sku: prefixText,
  spu: prefixText,
  brandId: queryId('品牌'),
  categoryId: queryId('品类'),
  status: blankAsNull(productStatus),
  origin: blankAsNull(origin),
  /** true: with a cost; false: SKUs still without one. */
  hasCost: queryFlag,
});
export type ProductCostFilter = z.output<typeof productCostFilter>;

const screens = [productCostScreen.menu, productCostListScreen.menu];

export const costManageProductList = endpoint({
  method: 'GET',
  path: '/api/operate/costManageProduct/costManageProductList',
  access: needs(...screens),
  summary: '产品成本列表：每个SKU一行（新建在前）及其当前成本价（人民币）、来源、最后修改人和时间。筛选：SKU/SPU 前缀、品牌、品类（任一级）、状态、来源、有无成本。范围同 SKU 可见范围',
  query: z.object({ ...listPaging, ...productCostFilter.shape }),
  response: cappedPage(productCostRow),
});

export const costHistoryRow = z.object({
  id: z.number(),
  oldCost: z.string().nullable(),
  newCost: z.string(),
  origin,
  remark: z.string().nullable(),
  changedBy: userRef,
  changedAt: z.string(),
});
export type CostHistoryRow = z.infer<typeof costHistoryRow>;

export const getProductCostOrigin = endpoint({
  method: 'GET',
  path: '/api/operate/costManageProduct/getProductCostOrigin',
  access: needs(...screens),
  summary: '一个SKU的成本来源：当前成本和历次修改（谁、何时、原值、新值、来源、备注），最近的在前，最多200条',
  query: z.object({ skuId: requiredQueryId('SKU') }),
  response: z.object({ current: productCostRow, history: z.array(costHistoryRow) }),
});

export const addProductCostExcelTask = endpoint({
  method: 'GET',
  path: '/api/operate/costManageProduct/addProductCostExcelTask',
  access: needs(productCostListScreen.code('export')),
  summary: '按列表筛选条件导出产品成本（报表下载中心的后台任务；范围同列表）',
  query: productCostFilter,
  response: exportTaskCreated,
});

/** A unit cost in CNY: positive, at most two decimals. */
export const unitCost = z
  .union([z.string(), z.number()], { error: '请填写成本价' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', '请填写成本价')
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, '成本价格式不正确（人民币，最多两位小数）'))
  .refine((v) => Number(v) > 0, '成本价必须大于0');

export const updateProductCostBody = z.object({
  skuId: id('SKU'),
  unitCost,
  origin: z.enum(EDITABLE_COST_ORIGINS, { error: '请选择成本来源（采购价、财务核算或手工调整）' }),
  remark: optionalText('备注', 200),
  /** The cost version the user saw (0: none yet). */
  costVersion: z.number().int().min(0).optional(),
});

export const updateProductCost = endpoint({
  method: 'POST',
  path: '/api/operate/costManageProduct/updateProductCost',
  access: needs(productCostScreen.code('edit')),
  summary: '修改一个SKU的成本价（人民币）：记录原值、新值、来源、修改人和时间；与当前相同则拒绝；带 costVersion 时他人已先修改则拒绝',
  body: updateProductCostBody,
  response: productCostRow,
});

export const COST_IMPORT_KIND = 'productCost';
export const COST_TEMPLATE_FILE = '产品成本导入模板.xlsx';

/** One row of 产品成本导入: the cells as read from the sheet (trimmed text, absent when blank). */
export const costImportRow = z.object({ sku: skuCode, unitCost, remark: optionalText('备注', 200) });

export const importProductCost = importEndpoint({
  path: '/api/operate/costManageProduct/importProductCost',
  code: productCostScreen.code('import'),
  summary: `批量导入成本价（xlsx，按“${COST_TEMPLATE_FILE.replace('.xlsx', '')}”：SKU、成本价(元)、备注），来源记为批量导入；与当前成本价相同的行不产生记录；只能导入自己范围内的SKU`,
});
