/** The product master-data screens: routes, element codes, page folders and the demo roles that use them (docs/domain/products.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

export const productScreen = defineScreen({
  path: '/sysManager/sysProductManager',
  title: 'SKU',
  page: 'products/skus',
  elements: { add: '新增', edit: '编辑', ...VIEW_ALL },
  demo: { operations: ['add', 'edit'] },
});

export const categoryOwnerScreen = defineScreen({
  path: '/operationManager/category-list',
  title: '品类',
  page: 'products/categoryOwners',
  elements: { owner: '设置负责人', category: '维护品类' },
  demo: { operations: [] },
});

export const categoryReasonScreen = defineScreen({
  path: '/sysManager/categoryReasonManager',
  title: '品类原因',
  page: 'products/reasons',
  elements: { add: '新增', edit: '编辑/停用' },
  demo: { operations: ['add', 'edit'] },
});

export const skuBindScreen = defineScreen({
  path: '/sysManager/skuBindCategoryManager',
  title: 'SKU',
  page: 'products/bindCategory',
  elements: { bind: '绑定品类' },
  demo: { operations: ['bind'] },
});

export const productCostScreen = defineScreen({
  path: '/sysManager/productCost',
  title: '产品成本',
  page: 'products/costs',
  elements: { edit: '修改成本价', import: '导入', ...VIEW_ALL },
  demo: { operations: ['edit', 'import'], finance: ['edit', 'import', 'viewAll'] },
});

export const productCostListScreen = defineScreen({
  path: '/operationManager/product-cost-list',
  title: '产品成本',
  page: 'products/costList',
  elements: { export: '导出', ...VIEW_ALL },
  demo: { operations: ['export'], finance: ['export', 'viewAll'] },
});

export const productScreens = [productScreen, categoryOwnerScreen, categoryReasonScreen, skuBindScreen, productCostScreen, productCostListScreen];
