import { desc, sql } from 'drizzle-orm';
import { serverInstances as list } from '@shared/api/ops/instances';
import { serverInstances } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { instanceIdOf } from './heartbeat';
import { registrySettings } from './settings';

/** 服务注册 (/monitorManager/serviceEurekaManager). */
export function registryRoutes(): ApiRoutes {
  return new ApiRoutes().add(list, async ({ deps }) => {
    const settings = registrySettings(deps);
    const rows = await deps.db
      .select({ row: serverInstances, silentMs: sql<number>`(extract(epoch from now() - ${serverInstances.lastBeatAt}) * 1000)::float8` })
      .from(serverInstances)
      .orderBy(desc(serverInstances.startedAt));
    const current = instanceIdOf(deps);
    return {
      rows: rows.map(({ row, silentMs }) => ({
        ...row,
        heartbeatSeconds: row.heartbeatMs / 1000,
        startedAt: row.startedAt.toISOString(),
        lastBeatAt: row.lastBeatAt.toISOString(),
        silentSeconds: Math.max(0, Math.round(Number(silentMs) / 1000)),
        status: Number(silentMs) > row.heartbeatMs * settings.downAfterBeats ? ('down' as const) : ('up' as const),
        current: row.id === current,
      })),
      heartbeatSeconds: settings.heartbeatMs / 1000,
      downAfterBeats: settings.downAfterBeats,
      removeAfterHours: settings.removeAfterMs / 3600_000,
    };
  });
}
