import { eq, sql } from 'drizzle-orm';
import type { SkuBody, SkuRow } from '@shared/api/products/sku';
import type { Db } from '../../../db/connection';
import { attachments, baseSkus, productBrands } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { attachFiles, detachFile } from '../../tool';
import { isUniqueViolation } from '../../../db/errors';
import { loadCategoryTree } from '../categories/tree';
import { checkListings, replaceListings } from './listings';
import { skuById } from './queries';

/** The attachment entity of SKU images (registered in ../index.ts). */
export const SKU_IMAGE_ENTITY = 'base_sku';
const SKU_TAKEN = '该SKU已存在';

/** The brand of that name (any case), created when new. */
export async function brandId(tx: Db, name: string): Promise<number> {
  await tx.insert(productBrands).values({ name }).onConflictDoNothing();
  const [row] = await tx.select({ id: productBrands.id }).from(productBrands).where(sql`lower(${productBrands.name}) = lower(${name})`);
  return row!.id;
}

async function checkImage(tx: Db, imageId: number): Promise<void> {
  const [row] = await tx.select({ contentType: attachments.contentType }).from(attachments).where(eq(attachments.id, imageId));
  if (!row) throw fail.badRequest('图片不存在，请重新上传');
  if (!row.contentType.startsWith('image/')) throw fail.badRequest('产品图片只能是 JPG、PNG、GIF 或 WEBP 图片');
}

/** Moves the SKU's image attachment from `oldId` to `newId`. */
async function swapImage(tx: Db, skuId: number, oldId: number | null, newId: number | null, by: number): Promise<void> {
  if (oldId === newId) return;
  if (newId) await attachFiles(tx, { entity: SKU_IMAGE_ENTITY, entityId: skuId, ids: [newId], by });
  if (oldId) await detachFile(tx, { entity: SKU_IMAGE_ENTITY, entityId: skuId, id: oldId });
}

/** Creates or edits a SKU with its listings, in one transaction. */
export async function saveSku(db: Db, caller: Caller, body: SkuBody): Promise<SkuRow> {
  const tree = await loadCategoryTree(db);
  if (body.categoryId !== null) tree.leafForSku(body.categoryId);
  if (body.imageId) await checkImage(db, body.imageId);
  const { id, version, listings, brand, ...fields } = body;
  const values = { ...fields, spu: fields.spu ?? fields.sku };
  try {
    const skuId = await db.transaction(async (tx) => {
      const brand_ = await brandId(tx, brand);
      await checkListings(tx, id, listings);
      if (!id) {
        const [same] = await tx.select({ id: baseSkus.id }).from(baseSkus).where(eq(baseSkus.sku, values.sku));
        if (same) throw fail.conflict(SKU_TAKEN);
        const [row] = await tx.insert(baseSkus).values({ ...values, brandId: brand_, createdBy: caller.userId }).returning({ id: baseSkus.id });
        await replaceListings(tx, row!.id, listings);
        await swapImage(tx, row!.id, null, values.imageId, caller.userId);
        return row!.id;
      }
      const [current] = await tx.select().from(baseSkus).where(eq(baseSkus.id, id)).for('update');
      if (!current) throw fail.notFound('SKU不存在');
      if (current.sku !== values.sku) throw fail.badRequest('SKU编码不能修改');
      if (version !== undefined && version !== current.version) throw fail.conflict('该SKU已被他人修改，请刷新后重试');
      await tx
        .update(baseSkus)
        .set({ ...values, brandId: brand_, version: current.version + 1, updatedBy: caller.userId, updatedAt: new Date() })
        .where(eq(baseSkus.id, id));
      await replaceListings(tx, id, listings);
      await swapImage(tx, id, current.imageId, values.imageId, caller.userId);
      return id;
    });
    return (await skuById(db, skuId))!;
  } catch (error) {
    if (isUniqueViolation(error, 'base_skus_sku_key')) throw fail.conflict(SKU_TAKEN);
    if (isUniqueViolation(error, 'sku_listings_platform_msku_key')) throw fail.conflict('同一平台的 MSKU 已被其他SKU使用');
    throw error;
  }
}
