import { and, eq, inArray } from 'drizzle-orm';
import { addOrUpdCategoryUser, categoryUserList, getUserByCategory, type CategoryUserRow } from '@shared/api/products/category';
import type { Db } from '../../../db/connection';
import { categoryOwners, users } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { loadCategoryTree, type CategoryTree } from './tree';

type Owner = { categoryId: number; userId: number; name: string; username: string };

async function loadOwners(db: Db): Promise<Map<number, Owner[]>> {
  const rows = await db
    .select({ categoryId: categoryOwners.categoryId, userId: categoryOwners.userId, name: users.name, username: users.username })
    .from(categoryOwners)
    .innerJoin(users, eq(users.id, categoryOwners.userId))
    .orderBy(users.name);
  const map = new Map<number, Owner[]>();
  for (const r of rows) map.set(r.categoryId, [...(map.get(r.categoryId) ?? []), r]);
  return map;
}

const ref = (o: Owner) => ({ userId: o.userId, name: o.name });

/** The tree in display order: each category followed by its children. */
function inTreeOrder(tree: CategoryTree): number[] {
  const walk = (parent: number | null): number[] => (tree.children.get(parent) ?? []).flatMap((n) => [n.id, ...walk(n.id)]);
  return walk(null);
}

function rowOf(tree: CategoryTree, owners: Map<number, Owner[]>, id: number): CategoryUserRow {
  const node = tree.byId.get(id)!;
  const above = tree.lineage(id).slice(0, -1);
  return {
    categoryId: id,
    level: node.level,
    name: node.name,
    path: tree.path(id)!,
    sort: node.sort,
    enabled: node.enabled,
    owners: (owners.get(id) ?? []).map(ref),
    inheritedOwners: above.flatMap((a) => (owners.get(a.id) ?? []).map(ref)),
  };
}

async function setOwners(db: Db, caller: Caller, categoryId: number, userIds: number[]): Promise<CategoryUserRow> {
  const tree = await loadCategoryTree(db);
  if (!tree.byId.has(categoryId)) throw fail.notFound('品类不存在');
  if (userIds.length) {
    const found = await db.select({ id: users.id }).from(users).where(and(inArray(users.id, userIds), eq(users.status, 'active')));
    if (found.length !== userIds.length) throw fail.badRequest('负责人不存在或已停用');
  }
  await db.transaction(async (tx) => {
    await tx.delete(categoryOwners).where(eq(categoryOwners.categoryId, categoryId));
    if (userIds.length) await tx.insert(categoryOwners).values(userIds.map((userId) => ({ categoryId, userId, assignedBy: caller.userId })));
  });
  return rowOf(tree, await loadOwners(db), categoryId);
}

/** 品类负责人: who owns which category. */
export function categoryOwnerRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(categoryUserList, async ({ query, deps }) => {
      const [tree, owners] = await Promise.all([loadCategoryTree(deps.db), loadOwners(deps.db)]);
      const prefix = query.name?.toLowerCase();
      const rows = inTreeOrder(tree)
        .map((id) => rowOf(tree, owners, id))
        .filter(
          (r) =>
            (!prefix || r.name.toLowerCase().startsWith(prefix)) &&
            (!query.level || r.level === query.level) &&
            (!query.parentId || tree.byId.get(r.categoryId)!.parentId === query.parentId) &&
            (!query.userId || [...r.owners, ...r.inheritedOwners].some((o) => o.userId === query.userId)) &&
            (query.unowned !== true || r.owners.length + r.inheritedOwners.length === 0),
        );
      const start = (query.page - 1) * query.limit;
      return { total: rows.length, rows: rows.slice(start, start + query.limit) };
    })
    .add(getUserByCategory, async ({ query, deps }) => {
      const [tree, owners] = await Promise.all([loadCategoryTree(deps.db), loadOwners(deps.db)]);
      if (!tree.byId.has(query.categoryId)) throw fail.notFound('品类不存在');
      return tree.lineage(query.categoryId).flatMap((n) =>
        (owners.get(n.id) ?? []).map((o) => ({ ...ref(o), username: o.username, categoryId: n.id, categoryName: n.name, inherited: n.id !== query.categoryId })),
      );
    })
    .add(addOrUpdCategoryUser, ({ body, caller, deps }) => setOwners(deps.db, caller, body.categoryId, body.userIds));
}
