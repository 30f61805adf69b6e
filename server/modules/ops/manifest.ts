import type { ModuleManifest } from '../manifest';
import { opsRoutes, startOpsWorkers } from '.';

/** 图片信息, 服务授权 and 服务注册: the image tool, service clients and this process's registration. */
export const opsModule: ModuleManifest = {
  name: 'ops',
  routes: opsRoutes,
  workers: startOpsWorkers,
};
