import { asc, gte, lt, sql } from 'drizzle-orm';
import { SNAPSHOT_KEEP_MINUTES, type SnapshotData, type SnapshotRow } from '@shared/api/monitor';
import type { AppDeps } from '../../deps';
import { metricSnapshots } from '../../db/schema';
import { drainEventLoopP99Ms } from '../../telemetry/eventLoop';
import { instanceId } from '../../telemetry/instance';
import { queueDepths } from '../../telemetry/jobQueues';
import { poolUse } from '../../telemetry/pool';
import { requestWindow } from '../../telemetry/window';

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** What this process measured since its last snapshot. */
export async function takeSnapshot(deps: Pick<AppDeps, 'db'>, intervalSeconds: number): Promise<SnapshotData> {
  const memory = process.memoryUsage();
  return {
    intervalSeconds,
    routes: requestWindow.drain(),
    pool: poolUse(deps.db),
    queues: await queueDepths(deps.db),
    memory: { rssMb: mb(memory.rss), heapUsedMb: mb(memory.heapUsed) },
    eventLoopP99Ms: drainEventLoopP99Ms(),
  };
}

/** Writes this process's snapshot and prunes every process's snapshots older than the screen looks back. */
export async function writeSnapshot(deps: Pick<AppDeps, 'db'>, intervalSeconds: number): Promise<void> {
  const data = await takeSnapshot(deps, intervalSeconds);
  await deps.db.insert(metricSnapshots).values({ instance: instanceId, data });
  await deps.db.delete(metricSnapshots).where(lt(metricSnapshots.takenAt, sql`now() - make_interval(mins => ${SNAPSHOT_KEEP_MINUTES})`));
}

export async function snapshotsSince(deps: Pick<AppDeps, 'db'>, minutes: number): Promise<SnapshotRow[]> {
  const rows = await deps.db
    .select()
    .from(metricSnapshots)
    .where(gte(metricSnapshots.takenAt, sql`now() - make_interval(mins => ${minutes})`))
    .orderBy(asc(metricSnapshots.takenAt), asc(metricSnapshots.id));
  return rows.map((r) => ({ instance: r.instance, takenAt: r.takenAt.toISOString(), data: r.data as SnapshotData }));
}
