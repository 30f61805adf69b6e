import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { readGauge } from '../../telemetry/metrics';

/** mail_pull_lag_seconds: how long ago the least recently pulled enabled mailbox was pulled (read when scraped). */
export function watchMailPullLag(deps: Pick<AppDeps, 'db'>): void {
  readGauge('mail_pull_lag_seconds', 'Seconds since the least recently pulled enabled mailbox was pulled', [], async () => {
    const { rows } = (await deps.db.execute(
      sql`select coalesce(extract(epoch from now() - min(coalesce(last_pulled_at, created_at))), 0)::float8 as lag from mail_accounts where enabled`,
    )) as unknown as { rows: { lag: number }[] };
    return [{ value: Number(rows[0]?.lag ?? 0) }];
  });
}
