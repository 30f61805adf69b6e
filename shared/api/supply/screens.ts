/** The supply-chain screens: routes, element codes, page folders and demo grants (docs/domain/supply.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

export const replenishmentScreen = defineScreen({
  path: '/sale/fba-replenishment-plan',
  title: 'FBA补货计划',
  page: 'supply/replenishment',
  elements: { plan: '生成供货计划' },
  demo: { operations: ['plan'], ops_manager: [], supply_manager: [] },
});

export const supplyListScreen = defineScreen({
  path: '/sale/supply-list',
  title: '供货计划',
  page: 'supply/plans',
  elements: { edit: '编辑/确认/删除', sign: '签收', export: '导出', ...VIEW_ALL },
  demo: { operations: ['edit', 'export'], ops_manager: ['export', 'viewAll'], supply_manager: ['sign', 'export', 'viewAll'] },
});

export const supplyDetailScreen = defineScreen({
  path: '/sale/supply-detail',
  title: '供货计划详情',
  page: 'supply/planDetail',
  demo: { operations: [], ops_manager: [], supply_manager: [] },
});

export const opSupplyScreen = defineScreen({
  path: '/sale/op-supply-plan',
  title: '运营供货计划',
  page: 'supply/opTracks',
  elements: { edit: '确认/拆分/撤回/删除' },
  demo: { operations: ['edit'] },
});

export const trackScreen = defineScreen({
  path: '/sale/supply-plan',
  title: '计划跟踪',
  page: 'supply/tracks',
  elements: { audit: '审核', confirm: '批量确认', import: '导入PO', export: '导出', ...VIEW_ALL },
  demo: { operations: ['export'], ops_manager: ['audit', 'export', 'viewAll'], supply_manager: ['confirm', 'import', 'export', 'viewAll'] },
});

export const logisticsTrackScreen = defineScreen({
  path: '/sale/supply-logistics',
  title: '物流跟踪',
  page: 'supply/logistics',
  elements: { import: '导入', export: '导出' },
  demo: { operations: ['export'], ops_manager: ['export'], supply_manager: ['import', 'export'] },
});

export const supplyStoreScreen = defineScreen({
  path: '/sale/supply-store',
  title: '供货店铺',
  page: 'supply/stores',
  elements: { edit: '编辑' },
  demo: { operations: [], ops_manager: ['edit'], supply_manager: ['edit'] },
});

export const psiScreen = defineScreen({
  path: '/psi/psi-list',
  title: '进销存报表',
  page: 'supply/psi',
  demo: { operations: [], ops_manager: [], supply_manager: [] },
});

export const inventoryReportScreen = defineScreen({
  path: '/psi/inventory',
  key: 'psi-inventory',
  title: '库存报表',
  page: 'supply/inventoryReport',
  demo: { operations: [], ops_manager: [], supply_manager: [] },
});

export const inventoryScreen = defineScreen({
  path: '/sysManager/inventory',
  title: '库存管理',
  page: 'supply/inventory',
  elements: { change: '库存调整' },
  demo: { supply_manager: ['change'] },
});

export const supplyScreens = [
  replenishmentScreen,
  supplyListScreen,
  supplyDetailScreen,
  opSupplyScreen,
  trackScreen,
  logisticsTrackScreen,
  supplyStoreScreen,
  psiScreen,
  inventoryReportScreen,
  inventoryScreen,
];
