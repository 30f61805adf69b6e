import { and, desc, eq } from 'drizzle-orm';
import { addProductCostExcelTask, costManageProductList, getProductCostOrigin, importProductCost, updateProductCost } from '@shared/api/products/cost';
import { LIST_COUNT_CAP } from '@shared/api/products/common';
import { baseSkus, productCostHistory, users } from '../../../db/schema';
import { createExportTask } from '../../../excel/export-tasks';
import { runImport } from '../../../excel/import-run';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { countedListPage } from '../../../http/preparedList';
import { loadCategoryTree } from '../categories/tree';
import { skuScope } from '../scope';
import { productCostExport } from './export';
import { costImport } from './import';
import { costConditions, costOrder, costSelect, costValues, costWhere, SEE_ALL_COSTS, toCostRow } from './queries';
import { updateCost } from './update';

const HISTORY_LIMIT = 200;

/** 产品成本价 and 产品成本核算: the cost list, one SKU's cost history, the export, a change and the import. */
export function costRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(costManageProductList, async ({ query, caller, deps }) => {
      const tree = await loadCategoryTree(deps.db);
      const scope = await skuScope(deps.db, caller, SEE_ALL_COSTS, tree);
      return countedListPage(deps.db, {
        name: 'product_costs',
        values: costValues(query, scope),
        conditions: costConditions,
        select: (extra) => costSelect(deps.db, extra),
        order: costOrder,
        counted: baseSkus,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toCostRow(tree),
      });
    })
    .add(getProductCostOrigin, async ({ query, caller, deps }) => {
      const tree = await loadCategoryTree(deps.db);
      const scope = await skuScope(deps.db, caller, SEE_ALL_COSTS, tree);
      const [row] = await costSelect(deps.db).where(and(eq(baseSkus.id, query.skuId), costWhere({}, scope)));
      if (!row) throw fail.notFound('SKU不存在');
      const history = await deps.db
        .select({ h: productCostHistory, name: users.name })
        .from(productCostHistory)
        .leftJoin(users, eq(users.id, productCostHistory.changedBy))
        .where(eq(productCostHistory.skuId, query.skuId))
        .orderBy(desc(productCostHistory.id))
        .limit(HISTORY_LIMIT);
      return {
        current: toCostRow(tree)(row),
        history: history.map(({ h, name }) => ({
          id: h.id,
          oldCost: h.oldCost,
          newCost: h.newCost,
          origin: h.origin as 'manual',
          remark: h.remark,
          changedBy: { userId: h.changedBy, name: name ?? '' },
          changedAt: h.changedAt.toISOString(),
        })),
      };
    })
    .add(addProductCostExcelTask, async (ctx) => {
      const scope = await skuScope(ctx.deps.db, ctx.caller, SEE_ALL_COSTS);
      return createExportTask(ctx, productCostExport, { ...ctx.query, scope });
    })
    .add(updateProductCost, ({ body, caller, deps }) => updateCost(deps.db, caller, body))
    .add(importProductCost, (ctx) => runImport(ctx, costImport));
}
