import { monitorSnapshots, recentTraceList } from '@shared/api/monitor';
import { ApiRoutes } from '../../http/api';
import { instanceId } from '../../telemetry/instance';
import { recentTraces, slowThresholdMs } from '../../telemetry/tracing';
import { snapshotsSince } from './snapshots';

/** 服务状态监控 and 链路追踪. */
export function monitorRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(monitorSnapshots, ({ query, deps }) => snapshotsSince(deps, query.minutes))
    .add(recentTraceList, async ({ deps }) => ({
      slowMs: slowThresholdMs() ?? null,
      tracingUiUrl: deps.config.telemetry?.tracingUiUrl ?? null,
      instance: instanceId,
      rows: recentTraces(),
    }));
}
