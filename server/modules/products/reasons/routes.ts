import { and, asc, eq } from 'drizzle-orm';
import { categoryReasons as reasons, listReasonsByCategory } from '@shared/api/products/reason';
import type { Db } from '../../../db/connection';
import { categoryReasons, productCategories } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { masterRoutes } from '../../../http/masterRoutes';
import { loadCategoryTree } from '../categories/tree';

const r = categoryReasons;
const columns = { id: r.id, categoryId: r.categoryId, categoryName: productCategories.name, kind: r.kind, reason: r.reason, sort: r.sort, enabled: r.enabled, createdAt: r.createdAt };
const order = [asc(productCategories.sort), asc(productCategories.name), asc(r.kind), asc(r.sort), asc(r.id)];

/** Reasons are kept per first-level category. */
async function firstLevel(db: Db, values: Record<string, unknown>) {
  const category = (await loadCategoryTree(db)).byId.get(values.categoryId as number);
  if (!category) throw fail.badRequest('品类不存在');
  if (category.level !== 1) throw fail.badRequest('品类原因按一级品类维护，请选择一级品类');
  return values;
}

/** 品类原因: reasons per first-level category for after-sales and reviews, and the pick list below any category. */
export function reasonRoutes(): ApiRoutes[] {
  return [
    masterRoutes(reasons, {
      table: r,
      columns,
      joins: [{ table: productCategories, on: eq(productCategories.id, r.categoryId) }],
      order,
      unique: { columns: ['categoryId', 'kind', 'reason'], message: () => '该品类已有相同的原因', constraint: 'category_reasons_key' },
      prepare: firstLevel,
    }),
    new ApiRoutes().add(listReasonsByCategory, async ({ query, deps }) => {
      const top = (await loadCategoryTree(deps.db)).lineage(query.categoryId)[0];
      if (!top) throw fail.notFound('品类不存在');
      return deps.db
        .select(columns)
        .from(r)
        .innerJoin(productCategories, eq(productCategories.id, r.categoryId))
        .where(and(eq(r.categoryId, top.id), eq(r.kind, query.kind), eq(r.enabled, true)))
        .orderBy(...order);
    }),
  ];
}
