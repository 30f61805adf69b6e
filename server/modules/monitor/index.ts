import type { AppDeps } from '../../deps';
import { DEFAULT_TELEMETRY } from '../../telemetry/config';
import { readGauge } from '../../telemetry/metrics';
import { queueDepths } from '../../telemetry/jobQueues';
import { poolUse } from '../../telemetry/pool';
import { writeSnapshot } from './snapshots';

export { monitorRoutes } from './routes';

export const SNAPSHOT_LOOP = 'monitor.snapshot';

/** The gauges read when /metrics is scraped, and this process's periodic snapshot for 服务监控. */
export async function startMonitorWorkers(deps: AppDeps): Promise<void> {
  const queues = () => queueDepths(deps.db);
  readGauge('job_queue_depth', 'Jobs waiting to run, by kind', ['kind'], async () => (await queues()).map((q) => ({ labels: { kind: q.name }, value: q.depth })));
  readGauge('job_queue_oldest_seconds', 'Age of the oldest waiting job, by kind', ['kind'], async () =>
    (await queues()).map((q) => ({ labels: { kind: q.name }, value: q.oldestSeconds })),
  );
  readGauge('db_pool_connections', 'Database connections by state', ['state'], () => {
    const use = poolUse(deps.db);
    return [
      { labels: { state: 'total' }, value: use.total },
      { labels: { state: 'idle' }, value: use.idle },
      { labels: { state: 'waiting' }, value: use.waiting },
      { labels: { state: 'max' }, value: use.max },
    ];
  });
  const seconds = (deps.config.telemetry ?? DEFAULT_TELEMETRY).snapshotSeconds;
  deps.jobs.loop(SNAPSHOT_LOOP, seconds * 1000, () => writeSnapshot(deps, seconds));
}
