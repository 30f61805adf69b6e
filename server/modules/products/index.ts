import { productScreen, skuBindScreen } from '@shared/api/products/screens';
import type { ApiRoutes } from '../../http/api';
import { defineAttachmentOwner } from '../tool';
import { categoryOwnerRoutes } from './categories/owners';
import { categoryRoutes } from './categories/routes';
import { costRoutes } from './costs/routes';
import { reasonRoutes } from './reasons/routes';
import { listingDicRoutes } from './skus/dic';
import { skuRoutes } from './skus/routes';
import { SKU_IMAGE_ENTITY } from './skus/save';

/** Products, SKUs, categories and product cost (docs/domain/products.md). */
export function productRoutes(): ApiRoutes[] {
  return [categoryRoutes(), categoryOwnerRoutes(), ...reasonRoutes(), skuRoutes(), listingDicRoutes(), costRoutes()];
}

/** Holders of the product screens see the SKU images. */
export const skuImageAttachments = defineAttachmentOwner(SKU_IMAGE_ENTITY, [productScreen.menu, skuBindScreen.menu]);

export { SEE_ALL_SKUS, skuScope, scopeCondition, scopeValues, scopeWhere, type ScopeValues, type SkuScope } from './scope';
export { loadCategoryTree } from './categories/tree';
export { skuWhere } from './skus/queries';
export { saveSku } from './skus/save';
export { replaceListings } from './skus/listings';
export { saveCategory } from './categories/routes';
export { writeCost } from './costs/update';
