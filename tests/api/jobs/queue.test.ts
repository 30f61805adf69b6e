import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Database } from '../../../server/db/connection';
import { jobLeases } from '../../../server/db/schema';
import { cutOffCause, openJobQueue, type CutOffCause } from '../../../server/jobs';
import { openTestDatabase } from '../../support/database';

/** The job layer on a real database: leases of running jobs, and stopping with handlers still running. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('template'));
});
afterAll(() => database.close());

const open = (extra: { leaseSeconds?: number; stopTimeoutMs?: number } = {}) => openJobQueue(database.db, { pollSeconds: 0.5, maintenance: false, ...extra });

const jobState = async (id: string) => {
  const { rows } = (await database.db.execute(sql`select state from pgboss.job where id = ${id}`)) as unknown as { rows: Array<{ state: string }> };
  return rows[0]?.state;
};

/** A handler that runs until its signal is aborted, recording when it started, why it was stopped and when it returned. */
function untilStopped() {
  const seen: { started: boolean; cause?: CutOffCause; returned: boolean } = { started: false, returned: false };
  const handler = async (_data: object, { signal }: { signal: AbortSignal }) => {
    seen.started = true;
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    seen.cause = cutOffCause(signal);
    // Still working with the database after being told to stop: stop() must wait for this.
    await database.db.execute(sql`select pg_sleep(0.2)`);
    seen.returned = true;
    throw signal.reason;
  };
  return { seen, handler };
}

describe('the job queue', () => {
  it('holds a lease while a job runs and drops it with the outcome', async () => {
    const jobs = await open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await jobs.work('test.lease', () => gate);
    const id = await jobs.send('test.lease', { n: 1 });
    await vi.waitFor(async () => expect(await database.db.select().from(jobLeases).where(eq(jobLeases.jobId, id))).toMatchObject([{ queue: 'test.lease', data: { n: 1 }, abandoned: false }]));
    release();
    await vi.waitFor(async () => expect(await jobState(id)).toBe('completed'));
    expect(await database.db.select().from(jobLeases).where(eq(jobLeases.jobId, id))).toEqual([]);
    await jobs.stop();
  });

  it('stops only after its running handlers have returned, telling them to stop after the time-out', async () => {
    const jobs = await open({ stopTimeoutMs: 300 });
    const { seen, handler } = untilStopped();
    await jobs.work('test.stop', handler);
    const id = await jobs.send('test.stop', {});
    await vi.waitFor(() => expect(seen.started).toBe(true));
    await jobs.stop();
    expect(seen).toEqual({ started: true, cause: 'stopping', returned: true });
    expect(await jobState(id)).toBe('failed');
    expect(await database.db.select().from(jobLeases).where(eq(jobLeases.jobId, id))).toEqual([]);
  });

  it('settles the run of a process that stopped renewing its lease: the queue\'s hook, then the job fails', async () => {
    const stalled = await open({ leaseSeconds: 60, stopTimeoutMs: 200 });
    const { seen, handler } = untilStopped();
    await stalled.work('test.reaped', handler);
    const id = await stalled.send('test.reaped', { taskId: 7 });
    await vi.waitFor(() => expect(seen.started).toBe(true));
    // As if its process had not been heard of for a minute.
    await database.db.update(jobLeases).set({ renewedAt: sql`now() - interval '1 minute'` }).where(eq(jobLeases.jobId, id));

    const abandoned: unknown[] = [];
    const other = await open({ leaseSeconds: 1 });
    await other.work('test.reaped', async () => undefined, { abandoned: async (data) => void abandoned.push(data) });
    await vi.waitFor(async () => expect(await jobState(id)).toBe('failed'), { timeout: 10_000 });
    expect(abandoned).toEqual([{ taskId: 7 }]);
    expect(await database.db.select().from(jobLeases).where(eq(jobLeases.jobId, id))).toEqual([]);
    await Promise.all([other.stop(), stalled.stop()]);
  });

  it('tells a run whose lease was taken over to stop, and leaves its outcome to the taker', async () => {
    const jobs = await open({ leaseSeconds: 3 });
    const { seen, handler } = untilStopped();
    await jobs.work('test.lost', handler);
    const id = await jobs.send('test.lost', {});
    await vi.waitFor(() => expect(seen.started).toBe(true));
    await database.db.update(jobLeases).set({ abandoned: true }).where(eq(jobLeases.jobId, id));
    await vi.waitFor(() => expect(seen).toEqual({ started: true, cause: 'lease lost', returned: true }), { timeout: 10_000 });
    await jobs.stop();
    expect(await jobState(id)).toBe('active');
    expect(await database.db.select({ abandoned: jobLeases.abandoned }).from(jobLeases).where(eq(jobLeases.jobId, id))).toEqual([{ abandoned: true }]);
  });
});
