import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { serviceMonitorScreen } from './screens';

/** One route's requests over a snapshot's interval. */
export const routeStats = z.object({ route: z.string(), count: z.number(), errors: z.number(), p95Ms: z.number() });

/** What one server process measured over one interval (written by the process itself). */
export const snapshotData = z.object({
  intervalSeconds: z.number(),
  routes: z.array(routeStats),
  pool: z.object({ total: z.number(), idle: z.number(), waiting: z.number(), max: z.number() }),
  queues: z.array(z.object({ name: z.string(), depth: z.number(), oldestSeconds: z.number() })),
  memory: z.object({ rssMb: z.number(), heapUsedMb: z.number() }),
  eventLoopP99Ms: z.number(),
});
export type SnapshotData = z.infer<typeof snapshotData>;

export const snapshotRow = z.object({ instance: z.string(), takenAt: z.string(), data: snapshotData });
export type SnapshotRow = z.infer<typeof snapshotRow>;

/** How far back the screen can look: snapshots older than this are pruned. */
export const SNAPSHOT_KEEP_MINUTES = 60;

export const monitorSnapshots = endpoint({
  method: 'GET',
  path: '/api/monitor/snapshots',
  access: needs(serviceMonitorScreen.menu),
  summary: '服务状态监控：每个服务进程（实例 = 主机:进程号）定时写下的指标快照，按时间先后；minutes 为回看分钟数（1–60，默认 30）',
  query: z.object({ minutes: z.coerce.number().int().min(1).max(SNAPSHOT_KEEP_MINUTES).default(30) }),
  response: z.array(snapshotRow),
});
