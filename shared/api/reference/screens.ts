/** The reference-data screens: routes, element codes, page folders and demo grants (docs/domain/master-data.md). */
import { defineScreen } from '../../screen/define';

export const exchangeRateScreen = defineScreen({
  path: '/sysManager/exchangeRate',
  title: '汇率',
  page: 'reference/exchangeRates',
  elements: { add: '新增', edit: '编辑', import: '导入' },
  demo: { finance: ['add', 'edit', 'import'], operations: [], sales_manager: [] },
});

export const storeScreen = defineScreen({
  path: '/sale/sale-store-list',
  title: '店铺',
  page: 'reference/stores',
  elements: { edit: '编辑', allPlatforms: '查看全部平台' },
  demo: { operations: ['edit'], finance: ['allPlatforms'] },
});

/** Holders see every platform and store, whatever their groups' platforms (docs/domain/master-data.md). */
export const ALL_PLATFORMS_CODE = storeScreen.code('allPlatforms');

export const referenceScreens = [exchangeRateScreen, storeScreen];
