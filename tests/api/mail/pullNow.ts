import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { mailPullLogs } from '../../../server/db/schema';
import type { TestApp } from '../../support/app';

/** 立即拉取 answers at once (拉取中) and pulls in a job: the log as it stands once the job has ended. */
export async function pulled(t: Pick<TestApp, 'db'>, logId: number) {
  return vi.waitFor(
    async () => {
      const [log] = await t.db.select().from(mailPullLogs).where(eq(mailPullLogs.id, logId));
      if (!log || log.status === 'running') throw new Error('still pulling');
      return log;
    },
    { timeout: 30_000, interval: 200 },
  );
}
