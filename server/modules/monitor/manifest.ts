import type { ModuleManifest } from '../manifest';
import { monitorRoutes, startMonitorWorkers } from '.';

/** 服务监控 and 链路追踪: each process's metric snapshots and its recent slow and failed traces. */
export const monitorModule: ModuleManifest = {
  name: 'monitor',
  routes: () => [monitorRoutes()],
  workers: startMonitorWorkers,
};
