/** The monitoring screens (docs/operations.md): metrics of every server process, slow and failed traces. */
import { defineScreen } from '../../screen/define';

export const serviceMonitorScreen = defineScreen({
  path: '/monitorManager/serviceMonitorManager',
  title: '服务状态监控',
  page: 'monitor/serviceMonitor',
});

export const traceScreen = defineScreen({
  path: '/monitorManager/serviceZipkinManager',
  title: '链路追踪',
  page: 'monitor/traces',
});

export const monitorScreens = [serviceMonitorScreen, traceScreen];
