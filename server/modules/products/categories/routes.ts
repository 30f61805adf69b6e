import { eq } from 'drizzle-orm';
import { addOrUpdCategory, deepThreeCategoryList, setCategoryEnabled, type CategoryBody } from '@shared/api/products/category';
import type { Db } from '../../../db/connection';
import { productCategories } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { loadCategoryTree, type CategoryRow, type CategoryTree } from './tree';

const c = productCategories;
const NAME_TAKEN = '同一上级下已有同名品类';

const nodeOf = (r: CategoryRow) => ({ id: r.id, parentId: r.parentId, level: r.level, name: r.name, sort: r.sort, enabled: r.enabled });

/** The tree as deepThreeCategoryList answers it: three levels, disabled branches left out unless asked for. */
export function treeAnswer(tree: CategoryTree, includeDisabled: boolean) {
  const kids = (parent: number | null) => (tree.children.get(parent) ?? []).filter((n) => includeDisabled || n.enabled);
  return kids(null).map((top) => ({
    ...nodeOf(top),
    children: kids(top.id).map((mid) => ({ ...nodeOf(mid), children: kids(mid.id).map(nodeOf) })),
  }));
}

/** Creates or renames a category; the level follows the parent. */
export async function saveCategory(db: Db, body: Omit<CategoryBody, 'id'> & { id?: number }): Promise<CategoryRow> {
  const tree = await loadCategoryTree(db);
  if (body.id) {
    const current = tree.byId.get(body.id);
    if (!current) throw fail.notFound('品类不存在');
    if (body.parentId !== null && body.parentId !== current.parentId) throw fail.badRequest('品类的上级不能修改');
  }
  const parent = body.parentId === null ? null : tree.byId.get(body.parentId);
  if (body.parentId !== null && !parent) throw fail.badRequest('上级品类不存在');
  if (parent && parent.level >= 3) throw fail.badRequest('品类最多三级，三级品类下不能再建品类');
  const parentId = body.id ? tree.byId.get(body.id)!.parentId : body.parentId;
  const sibling = (tree.children.get(parentId) ?? []).find((n) => n.name.toLowerCase() === body.name.toLowerCase() && n.id !== body.id);
  if (sibling) throw fail.conflict(NAME_TAKEN);
  try {
    if (body.id) {
      return (await db.update(c).set({ name: body.name, sort: body.sort, updatedAt: new Date() }).where(eq(c.id, body.id)).returning())[0]!;
    }
    return (await db.insert(c).values({ parentId, level: parent ? parent.level + 1 : 1, name: body.name, sort: body.sort }).returning())[0]!;
  } catch (error) {
    if (isUniqueViolation(error, 'product_categories_sibling_name_key')) throw fail.conflict(NAME_TAKEN);
    throw error;
  }
}

/** deepThreeCategoryList and the category maintenance of 品类负责人. */
export function categoryRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(deepThreeCategoryList, async ({ query, deps }) => treeAnswer(await loadCategoryTree(deps.db), query.includeDisabled === true))
    .add(addOrUpdCategory, async ({ body, deps }) => nodeOf(await saveCategory(deps.db, body)))
    .add(setCategoryEnabled, async ({ body, deps }) => {
      const [row] = await deps.db.update(c).set({ enabled: body.enabled, updatedAt: new Date() }).where(eq(c.id, body.id)).returning();
      if (!row) throw fail.notFound('品类不存在');
      return nodeOf(row);
    });
}
