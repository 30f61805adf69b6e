import { inArray, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { kolCategories, kolPoolTags } from '../../../db/schema';
import { fail } from '../../../http/errors';

/** The category exists. */
export async function checkCategory(tx: Db | Tx, categoryId: number): Promise<void> {
  const [row] = await tx.select({ id: kolCategories.id }).from(kolCategories).where(eq(kolCategories.id, categoryId));
  if (!row) throw fail.badRequest('分类不存在');
}

/** Every tag exists. */
/** The tags exist; a retired one only where the influencer had it already (`kept`). */
export async function checkTags(tx: Db | Tx, tagIds: number[], kept: number[] = []): Promise<void> {
  if (!tagIds.length) return;
  const rows = await tx.select({ id: kolPoolTags.id, name: kolPoolTags.name, retired: kolPoolTags.retired }).from(kolPoolTags).where(inArray(kolPoolTags.id, tagIds));
  if (rows.length !== tagIds.length) throw fail.badRequest('标签不存在');
  const retired = rows.find((t) => t.retired && !kept.includes(t.id));
  if (retired) throw fail.badRequest(`标签“${retired.name}”已停用`);
}

export const URL_TAKEN = '该渠道下已有此主页链接的红人';
export const POOL_URL_KEY = 'kol_pool_channel_url_key';
