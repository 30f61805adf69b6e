/** The Hive (warranty QR code) screens and the warranty-extension orders (docs/domain/warranty.md). */
import { defineScreen } from '../../screen/define';

export const projectScreen = defineScreen({
  path: '/hive/info-list',
  title: '蜂巢项目',
  page: 'warranty/projects',
  elements: { add: '新增', edit: '编辑' },
  demo: { operations: ['add', 'edit'] },
});

export const codeScreen = defineScreen({
  path: '/hive/code-list',
  title: '二维码批次',
  page: 'warranty/codes',
  elements: { add: '新增批次', generate: '生成二维码', sign: '标记已打印' },
  demo: { operations: ['add', 'generate', 'sign'] },
});

/** Its last segment is also the B2B customer list's: its element codes use their own key. */
export const hiveClientScreen = defineScreen({
  path: '/hive/client-list',
  key: 'hive-client-list',
  title: '蜂巢客户',
  page: 'warranty/clients',
  demo: { operations: [], customer_service: [] },
});

export const warrantyOrderScreen = defineScreen({
  path: '/customerServiceManager/warranty-extension-order',
  title: '延保订单',
  page: 'warranty/orders',
  elements: { verify: '核实', extend: '延保', reject: '驳回' },
  demo: { customer_service: ['verify', 'extend', 'reject'] },
});

export const warrantyScreens = [projectScreen, codeScreen, hiveClientScreen, warrantyOrderScreen];
