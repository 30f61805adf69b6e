import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection';
import { jobLeases } from '../db/schema';

export interface Lease {
  jobId: string;
  queue: string;
  data: unknown;
}

/**
 * Leases of running jobs. A process takes one in the transaction that fetches the job, renews it
 * while the handler runs, and drops it with the job's outcome; a lease not renewed for
 * `leaseSeconds` is the sign its process died, and a reaper in any process takes it over.
 */
export function leaseStore(db: Db, leaseSeconds: number) {
  return {
    async take(tx: Tx, lease: Lease): Promise<void> {
      await tx.insert(jobLeases).values({ jobId: lease.jobId, queue: lease.queue, data: lease.data ?? {} });
    },

    /** Renews the leases of `jobIds`; answers those still held (a missing one was taken over). */
    async renew(jobIds: string[]): Promise<Set<string>> {
      if (!jobIds.length) return new Set();
      const held = await db
        .update(jobLeases)
        .set({ renewedAt: sql`now()` })
        .where(and(inArray(jobLeases.jobId, jobIds), eq(jobLeases.abandoned, false)))
        .returning({ jobId: jobLeases.jobId });
      return new Set(held.map((l) => l.jobId));
    },

    async drop(tx: Tx, jobId: string): Promise<void> {
      await tx.delete(jobLeases).where(eq(jobLeases.jobId, jobId));
    },

    /**
     * Takes over the expired leases of `queues`: marked abandoned and renewed by the taker, so no
     * other reaper takes them while it settles them (nor after, unless it dies in turn).
     */
    async takeExpired(queues: string[]): Promise<Lease[]> {
      if (!queues.length) return [];
      return db
        .update(jobLeases)
        .set({ abandoned: true, renewedAt: sql`now()` })
        .where(and(inArray(jobLeases.queue, queues), lt(jobLeases.renewedAt, sql`now() - make_interval(secs => ${leaseSeconds})`)))
        .returning({ jobId: jobLeases.jobId, queue: jobLeases.queue, data: jobLeases.data });
    },
  };
}
export type LeaseStore = ReturnType<typeof leaseStore>;
