import type { ModuleManifest } from '../manifest';
import { productRoutes } from '.';
import { productCostExport } from './costs/export';
import { costImport } from './costs/import';
import { loadProductsDemo } from './demo';

/** Products, SKUs, categories and product cost. */
export const productsModule: ModuleManifest = {
  name: 'products',
  routes: productRoutes,
  exports: [productCostExport],
  imports: [costImport],
  demo: (db) => loadProductsDemo(db),
};
