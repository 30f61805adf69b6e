/** The gift screens: routes, element codes, page folders and the demo roles that use them (docs/domain/gifts.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

export const grantScreen = defineScreen({
  path: '/customerServiceManager/giftGrantManager',
  title: '礼品发放',
  page: 'gifts/grants',
  elements: { add: '新增/提交', del: '删除', send: '发放', return: '退回', export: '导出', ...VIEW_ALL },
  demo: { customer_service: ['add', 'del', 'send', 'return', 'export'], cs_manager: ['return', 'export', 'viewAll'] },
});

export const grantApprovalScreen = defineScreen({
  path: '/customerServiceManager/giftGrantApprovalManager',
  title: '礼品发放审批',
  page: 'gifts/grantApprovals',
  elements: { audit: '审批', ...VIEW_ALL },
  demo: { cs_manager: ['audit', 'viewAll'] },
});

export const cardDepotScreen = defineScreen({
  path: '/sysManager/giftcardDepotManager',
  title: '礼品卡库',
  page: 'gifts/cards',
  elements: { add: '新增', import: '导入', void: '作废' },
  demo: { cs_manager: ['add', 'import', 'void'], customer_service: [] },
});

export const objectGiftScreen = defineScreen({
  path: '/giftInfoManager/objectGiftInfoManager',
  title: '实物礼品',
  page: 'gifts/objectGifts',
  elements: { add: '新增', edit: '编辑' },
  demo: { cs_manager: ['add', 'edit'], customer_service: [] },
});

export const inventoryScreen = defineScreen({
  path: '/giftInventoryManager/giftInventoryQuery',
  title: '礼品库存',
  page: 'gifts/inventory',
  elements: { stockIn: '入库', stockOut: '出库' },
  demo: { cs_manager: ['stockIn', 'stockOut'], customer_service: [] },
});

export const blnGiftWarehouseManagerScreen = defineScreen({
  path: '/sysManager/blnGiftWarehouseManager',
  title: '礼品仓库',
  page: 'gifts/blnGiftWarehouseManager',
  elements: { add: '新增', edit: '编辑' },
  demo: { cs_manager: ['add', 'edit'] },
});

export const cardProductScreen = defineScreen({
  path: '/giftInfoManager/giftCardInfoManager',
  title: '礼品卡信息',
  page: 'gifts/cardProducts',
  elements: { add: '新增', edit: '编辑' },
  demo: { cs_manager: ['add', 'edit'], customer_service: [] },
});

export const skuPromoteGiftScreen = defineScreen({
  path: '/giftInfoManager/skuPromoteGiftInfo',
  title: 'SKU推广礼品',
  page: 'gifts/skuPromoteGifts',
  elements: { add: '新增', edit: '编辑' },
  demo: { cs_manager: ['add', 'edit'], customer_service: [] },
});

export const stockInScreen = defineScreen({
  path: '/giftInventoryManager/giftWarehouseManager',
  title: '礼品入库',
  page: 'gifts/stockIns',
  elements: { add: '入库' },
  demo: { cs_manager: ['add'] },
});

export const stockOutScreen = defineScreen({
  path: '/giftInventoryManager/giftWarehouseOutManager',
  title: '礼品出库',
  page: 'gifts/stockOuts',
  elements: { add: '出库' },
  demo: { cs_manager: ['add'] },
});

export const giftContrastScreen = defineScreen({
  path: '/sysManager/giftContrastManager',
  title: '礼品对照',
  page: 'gifts/giftContrasts',
  elements: { add: '新增', edit: '编辑' },
  demo: { cs_manager: ['add', 'edit'] },
});

export const giftsScreens = [
  grantScreen,
  grantApprovalScreen,
  cardDepotScreen,
  objectGiftScreen,
  inventoryScreen,
  blnGiftWarehouseManagerScreen,
  cardProductScreen,
  skuPromoteGiftScreen,
  stockInScreen,
  stockOutScreen,
  giftContrastScreen,
];
