import type { ModuleManifest } from '../manifest';
import { productRoutes } from '.';

/** Products, SKUs, categories and product cost. */
export const productsModule: ModuleManifest = {
  name: 'products',
  routes: productRoutes,
};
