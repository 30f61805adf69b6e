import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { productCategories } from '../../../db/schema';
import { fail } from '../../../http/errors';

export type CategoryRow = typeof productCategories.$inferSelect;

/**
 * The whole category tree, read at once (a company has hundreds of categories, not millions): paths,
 * descendants and checks are answered from memory.
 */
export class CategoryTree {
  readonly byId: Map<number, CategoryRow>;
  readonly children = new Map<number | null, CategoryRow[]>();

  constructor(readonly rows: CategoryRow[]) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      const list = this.children.get(r.parentId) ?? [];
      list.push(r);
      this.children.set(r.parentId, list);
    }
  }

  /** The node and its ancestors, top first. */
  lineage(id: number): CategoryRow[] {
    const out: CategoryRow[] = [];
    for (let node = this.byId.get(id); node; node = node.parentId === null ? undefined : this.byId.get(node.parentId)) out.unshift(node);
    return out;
  }

  /** 家居 > 厨房 > 刀具 */
  path(id: number | null): string | null {
    if (id === null) return null;
    const names = this.lineage(id).map((n) => n.name);
    return names.length ? names.join(' > ') : null;
  }

  /** The level-3 categories at or under `id` (SKUs sit there). */
  leavesUnder(id: number): number[] {
    const node = this.byId.get(id);
    if (!node) return [];
    if (node.level === 3) return [id];
    return (this.children.get(id) ?? []).flatMap((c) => this.leavesUnder(c.id));
  }

  /** Enabled, and every ancestor enabled too. */
  usable(id: number): boolean {
    const lineage = this.lineage(id);
    return lineage.length > 0 && lineage.every((n) => n.enabled);
  }

  /** A category SKUs may be put in: exists, level 3, usable; otherwise a clear refusal. */
  leafForSku(id: number): CategoryRow {
    const node = this.byId.get(id);
    if (!node) throw fail.badRequest('品类不存在');
    if (node.level !== 3) throw fail.badRequest('SKU只能绑定到三级品类');
    if (!this.usable(id)) throw fail.badRequest(`品类「${this.path(id)}」已停用`);
    return node;
  }
}

export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  return new CategoryTree(await db.select().from(productCategories).orderBy(asc(productCategories.sort), asc(productCategories.name), asc(productCategories.id)));
}
