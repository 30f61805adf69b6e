import type { ModuleManifest } from '../manifest';
import { productRoutes, skuImageAttachments } from '.';
import { productCostExport } from './costs/export';
import { costImport } from './costs/import';
import { loadProductsDemo } from './demo';

/** Products, SKUs, categories and product cost. */
export const productsModule: ModuleManifest = {
  name: 'products',
  routes: productRoutes,
  attachmentOwners: [skuImageAttachments],
  exports: [productCostExport],
  imports: [costImport],
  demo: (db) => loadProductsDemo(db),
};
