import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';

export interface QueueDepth {
  name: string;
  /** Jobs waiting to run (created or due for retry). */
  depth: number;
  /** Age of the oldest waiting job, in seconds (0 when none waits). */
  oldestSeconds: number;
}

/** The job queue per kind, read from pg-boss's table (shared by every process). */
export async function queueDepths(db: Db): Promise<QueueDepth[]> {
  const { rows } = (await db.execute(sql`
    select name, count(*)::int as depth, coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as "oldestSeconds"
    from pgboss.job where state in ('created', 'retry') group by name order by name`)) as unknown as { rows: QueueDepth[] };
  return rows.map((r) => ({ name: r.name, depth: Number(r.depth), oldestSeconds: Math.round(Number(r.oldestSeconds)) }));
}
