import { and, asc, eq, type SQL } from 'drizzle-orm';
import { addOrUpdCategoryReason, categoryReasonPage, listReasonsByCategory, setCategoryReasonEnabled, type CategoryReasonBody } from '@shared/api/products/reason';
import type { Db } from '../../../db/connection';
import { categoryReasons, productCategories } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { pageRows } from '../../../http/listPage';
import { isUniqueViolation } from '../../../db/errors';
import { loadCategoryTree } from '../categories/tree';

const r = categoryReasons;
const TAKEN = '该品类已有相同的原因';

const select = (db: Db) =>
  db
    .select({ id: r.id, categoryId: r.categoryId, categoryName: productCategories.name, kind: r.kind, reason: r.reason, sort: r.sort, enabled: r.enabled, createdAt: r.createdAt })
    .from(r)
    .innerJoin(productCategories, eq(productCategories.id, r.categoryId))
    .$dynamic();
const order = [asc(productCategories.sort), asc(productCategories.name), asc(r.kind), asc(r.sort), asc(r.id)];

async function one(db: Db, id: number) {
  const [row] = await select(db).where(eq(r.id, id));
  if (!row) throw fail.notFound('品类原因不存在');
  return row;
}

async function saveReason(db: Db, caller: Caller, body: CategoryReasonBody) {
  const { id, ...fields } = body;
  const tree = await loadCategoryTree(db);
  const category = tree.byId.get(fields.categoryId);
  if (!category) throw fail.badRequest('品类不存在');
  if (category.level !== 1) throw fail.badRequest('品类原因按一级品类维护，请选择一级品类');
  try {
    if (!id) return one(db, (await db.insert(r).values({ ...fields, createdBy: caller.userId }).returning({ id: r.id }))[0]!.id);
    await one(db, id);
    await db.update(r).set({ ...fields, updatedAt: new Date() }).where(eq(r.id, id));
    return one(db, id);
  } catch (error) {
    if (isUniqueViolation(error, 'category_reasons_key')) throw fail.conflict(TAKEN);
    throw error;
  }
}

/** 品类原因: reasons per first-level category for after-sales and reviews. */
export function reasonRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(categoryReasonPage, async ({ query, deps }) => {
      const where: SQL | undefined = and(
        query.categoryId ? eq(r.categoryId, query.categoryId) : undefined,
        query.kind ? eq(r.kind, query.kind) : undefined,
        query.enabled === null || query.enabled === undefined ? undefined : eq(r.enabled, query.enabled),
      );
      return pageRows(select(deps.db).where(where).orderBy(...order), deps.db.$count(r, where), query);
    })
    .add(listReasonsByCategory, async ({ query, deps }) => {
      const tree = await loadCategoryTree(deps.db);
      const top = tree.lineage(query.categoryId)[0];
      if (!top) throw fail.notFound('品类不存在');
      return select(deps.db)
        .where(and(eq(r.categoryId, top.id), eq(r.kind, query.kind), eq(r.enabled, true)))
        .orderBy(...order);
    })
    .add(addOrUpdCategoryReason, ({ body, caller, deps }) => saveReason(deps.db, caller, body))
    .add(setCategoryReasonEnabled, async ({ body, deps }) => {
      await one(deps.db, body.id);
      await deps.db.update(r).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(r.id, body.id));
      return one(deps.db, body.id);
    });
}
