import { z } from 'zod';
import { productCostFilter } from '@shared/api/products/cost';
import { productCostFields } from '@shared/api/products/fields';
import { productCostListScreen } from '@shared/api/products/screens';
import { defineExport } from '../../../excel/export-kinds';
import { fieldSheet } from '../../../excel/fields';
import { keysetRows } from '../../../http/listPage';
import { loadCategoryTree } from '../categories/tree';
import { costBatch, costWhere, toCostRow } from './queries';

const sheet = fieldSheet(productCostFields, ['sku', 'spu', 'name', 'brandName', 'categoryPath', 'status', 'unitCost', 'origin', 'remark', 'updatedByName', 'updatedAt']);

/** The scope taken when the task is created, so the worker exports exactly what the asker may see. */
const scopeParam = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ all: z.literal(false), platformIds: z.array(z.number()), leafCategoryIds: z.array(z.number()), unbound: z.boolean().optional() }),
]);
/** The stored filter went through the contract once already: flags come back as booleans. */
const params = productCostFilter.extend({ hasCost: z.boolean().nullish(), scope: scopeParam });

/** 产品成本核算 导出: one row per SKU with its current cost, newest SKU first, 1,000 at a time by keyset. */
export const productCostExport = defineExport<z.output<typeof params>>({
  kind: 'productCost',
  fileName: '产品成本',
  screen: productCostListScreen.menu,
  columns: sheet.columns,
  params: params as unknown as z.ZodType<z.output<typeof params>>,
  async *rows(deps, p) {
    const { scope, ...filter } = p;
    const tree = await loadCategoryTree(deps.db);
    const where = costWhere(filter, scope);
    const toRow = toCostRow(tree);
    yield* keysetRows((beforeId, size) => costBatch(deps.db, where, beforeId, size).then((rows) => rows.map((r) => ({ ...r, id: r.skuId }))), (r) => sheet.row(toRow(r)));
  },
});
