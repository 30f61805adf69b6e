import type PgBoss from 'pg-boss';
import type { Db } from '../db/connection';
import { JobCutOff } from './cut-off';
import type { LeaseStore } from './leases';
import type { JobHandler, WorkOptions } from './queue';
import { sqlExecutorOfTransaction } from './sql-executor';
import { loggedJob } from '../telemetry/jobLog';
import { logger } from '../telemetry/logger';

interface Run {
  controller: AbortController;
  /** The lease was taken over: the job's outcome is no longer this run's to record. */
  lost: boolean;
}

interface FetchedJob {
  id: string;
  data: object;
  /** A PostgreSQL numeric: text through node-postgres. */
  expireInSeconds: number | string;
}

/** A pause that ends early when woken (a job sent by this process, or stop). */
function sleeper() {
  let wake: (() => void) | undefined;
  return {
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      }),
    wake: () => wake?.(),
  };
}

/**
 * This process's workers: one loop per queue fetches a job together with its lease, runs the
 * handler with a signal, and records the outcome while dropping the lease. renew() keeps this
 * process's leases alive; reap() settles the runs of processes that died.
 */
export function createWorkers(boss: PgBoss, db: Db, leases: LeaseStore, pollMs: number) {
  const runs = new Map<string, Run>();
  const loops: Array<Promise<void>> = [];
  const sleepers = new Map<string, ReturnType<typeof sleeper>[]>();
  const abandonedHooks = new Map<string, (data: never) => Promise<void>>();
  let closing = false;

  const fetchWithLease = (name: string) =>
    db.transaction(async (tx) => {
      const [job] = (await boss.fetch(name, { batchSize: 1, db: sqlExecutorOfTransaction(tx) } as PgBoss.FetchOptions)) as unknown as FetchedJob[];
      if (job) await leases.take(tx, { jobId: job.id, queue: name, data: job.data });
      return job;
    });

  /** The job's outcome and the end of its lease, together. */
  const settle = (name: string, jobId: string, error: unknown) =>
    db.transaction(async (tx) => {
      const options = { db: sqlExecutorOfTransaction(tx) } as PgBoss.ConnectionOptions;
      if (error === undefined) await boss.complete(name, jobId, {}, options);
      else await boss.fail(name, jobId, { message: error instanceof Error ? error.message : String(error) }, options);
      await leases.drop(tx, jobId);
    });

  async function run(name: string, job: FetchedJob, handler: JobHandler<object>) {
    const entry: Run = { controller: new AbortController(), lost: false };
    runs.set(job.id, entry);
    const timer = setTimeout(() => entry.controller.abort(new JobCutOff('timeout')), Number(job.expireInSeconds) * 1000);
    let failure: unknown;
    try {
      await loggedJob(name, job.id, () => handler(job.data, { id: job.id, signal: entry.controller.signal }));
    } catch (error) {
      failure = error ?? new Error('job failed');
    } finally {
      clearTimeout(timer);
      runs.delete(job.id);
    }
    if (!entry.lost) await settle(name, job.id, failure);
  }

  async function loop(name: string, handler: JobHandler<object>, wakeable: ReturnType<typeof sleeper>) {
    while (!closing) {
      const job = await fetchWithLease(name).catch((error: unknown) => {
        logger.error({ err: error, job: name }, 'job queue: fetching failed');
      });
      if (job) await run(name, job, handler).catch((error: unknown) => logger.error({ err: error, job: name }, 'job queue: run failed'));
      else if (!closing) await wakeable.sleep(pollMs);
    }
  }

  return {
    add<T extends object>(name: string, handler: JobHandler<T>, options: WorkOptions<T> = {}) {
      if (closing) return;
      if (options.abandoned) abandonedHooks.set(name, options.abandoned as (data: never) => Promise<void>);
      const wakeable = sleeper();
      sleepers.set(name, [...(sleepers.get(name) ?? []), wakeable]);
      loops.push(loop(name, handler as JobHandler<object>, wakeable));
    },

    notify(name: string) {
      for (const s of sleepers.get(name) ?? []) s.wake();
    },

    /** Renews this process's leases; a run whose lease was taken over is told to stop. */
    async renew() {
      const ids = [...runs.keys()];
      const held = await leases.renew(ids);
      for (const id of ids) {
        const entry = runs.get(id);
        if (entry && !held.has(id)) {
          entry.lost = true;
          entry.controller.abort(new JobCutOff('lease lost'));
        }
      }
    },

    /** Settles runs whose process died: the queue's abandoned hook, then the job fails (or is retried). */
    async reap() {
      for (const lease of await leases.takeExpired([...sleepers.keys()])) {
        try {
          await abandonedHooks.get(lease.queue)?.(lease.data as never);
          await settle(lease.queue, lease.jobId, new Error('the process running the job stopped'));
        } catch (error) {
          // The lease expires again and is retried then.
          logger.error({ err: error, job: lease.queue, jobId: lease.jobId }, 'job queue: settling an abandoned job failed');
        }
      }
    },

    /** Stops fetching; waits for the running handlers, telling them to stop after `timeoutMs`. */
    async stop(timeoutMs: number) {
      closing = true;
      for (const list of sleepers.values()) for (const s of list) s.wake();
      const all = Promise.all(loops);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      if ((await Promise.race([all, timedOut])) === 'timeout') {
        for (const entry of runs.values()) entry.controller.abort(new JobCutOff('stopping'));
      }
      clearTimeout(timer);
      await all;
    },
  };
}
