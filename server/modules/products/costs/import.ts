import { and, inArray } from 'drizzle-orm';
import { COST_IMPORT_KIND, COST_TEMPLATE_FILE, costImportRow } from '@shared/api/products/cost';
import { productCostScreen } from '@shared/api/products/screens';
import { baseSkus, productCosts } from '../../../db/schema';
import { defineImport, rejectRows } from '../../../excel/import-kinds';
import { scopeWhere, skuScope } from '../scope';
import { SEE_ALL_COSTS } from './queries';
import { writeCost } from './update';

/**
 * 产品成本导入: new unit costs for many SKUs at once (a finance sheet), all or none, each change
 * recorded with origin `import`. Only SKUs in the importer's scope; a row equal to the current cost
 * changes nothing.
 */
export const costImport = defineImport({
  kind: COST_IMPORT_KIND,
  title: '产品成本导入',
  templateFileName: COST_TEMPLATE_FILE,
  screen: productCostScreen.menu,
  columns: [
    { header: 'SKU', key: 'sku', required: true, example: 'HK1001-01', width: 18 },
    { header: '成本价(元)', key: 'unitCost', required: true, example: '45.80', width: 14 },
    { header: '备注', key: 'remark', example: '2026年采购合同价', width: 28 },
  ],
  row: costImportRow,
  async commit(tx, rows, caller) {
    const scope = await skuScope(tx, caller, SEE_ALL_COSTS);
    const skus = rows.map((r) => r.sku);
    const found = await tx.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).where(and(inArray(baseSkus.sku, skus), scopeWhere(scope)));
    const idOf = new Map(found.map((s) => [s.sku, s.id]));
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (!idOf.has(row.sku)) reasons.set(i, `SKU ${row.sku} 不存在或不在你的范围内`);
      else if (seen.has(row.sku)) reasons.set(i, `SKU ${row.sku} 在文件中重复`);
      seen.add(row.sku);
    });
    rejectRows(reasons);
    const current = await tx.select({ skuId: productCosts.skuId, unitCost: productCosts.unitCost }).from(productCosts).where(inArray(productCosts.skuId, [...idOf.values()]));
    const costOf = new Map(current.map((c) => [c.skuId, Number(c.unitCost)]));
    for (const row of rows) {
      const skuId = idOf.get(row.sku)!;
      if (costOf.get(skuId) === Number(row.unitCost)) continue;
      await writeCost(tx, { skuId, unitCost: row.unitCost, origin: 'import', remark: row.remark ?? null, by: caller.userId });
    }
  },
});
