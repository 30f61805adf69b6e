import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/connection';
import { productCategories } from '../../../db/schema';

const parent = alias(productCategories, 'parent');
const grand = alias(productCategories, 'grand');

/** 家居 > 厨房 > 刀具: a category with its parents. */
export async function categoryPathName(db: Pick<Db, 'select'> | Tx, id: number): Promise<string> {
  const [row] = await db
    .select({ name: productCategories.name, parent: parent.name, grand: grand.name })
    .from(productCategories)
    .leftJoin(parent, eq(parent.id, productCategories.parentId))
    .leftJoin(grand, eq(grand.id, parent.parentId))
    .where(eq(productCategories.id, id));
  return row ? [row.grand, row.parent, row.name].filter(Boolean).join(' > ') : String(id);
}
