/** The operations screens: image tool, service clients, service registry (docs/domain/operations.md). */
import { defineScreen } from '../../screen/define';

export const imageInfoScreen = defineScreen({
  path: '/tool/image-info',
  title: '图片',
  page: 'ops/imageInfo',
  // Every member of staff prepares product and listing images.
  demo: { operations: [], marketing: [], customer_service: [], overseas: [] },
});

export const serviceClientScreen = defineScreen({
  path: '/authManager/serviceManager',
  title: '服务授权',
  page: 'ops/serviceClients',
  elements: { add: '新增', edit: '编辑', rotate: '重置密钥', revoke: '吊销' },
});

export const instanceScreen = defineScreen({
  path: '/monitorManager/serviceEurekaManager',
  title: '服务实例',
  page: 'ops/instances',
});

export const opsScreens = [imageInfoScreen, serviceClientScreen, instanceScreen];
