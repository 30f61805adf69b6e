import PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/connection';
import { leaseStore } from './leases';
import type { JobQueue, SendOptions } from './queue';
import { sqlExecutorOf, sqlExecutorOfTransaction } from './sql-executor';
import { repeat } from './repeat';
import { createWorkers } from './workers';
import { logger } from '../telemetry/logger';

export interface QueueOptions {
  /** How often an idle worker looks for jobs (pg-boss minimum 0.5 s). */
  pollSeconds: number;
  /** Run pg-boss maintenance (expiring, archiving, deleting old jobs). Off in tests. */
  maintenance: boolean;
  /**
   * A running job's lease is renewed every third of this; one not renewed for this long belongs to
   * a process that died, and its run is settled by another (or the restarted) process. Default 30.
   */
  leaseSeconds?: number;
  /** How long stop() lets running handlers finish before telling them to stop. */
  stopTimeoutMs?: number;
}

export const DEFAULT_LEASE_SECONDS = 30;

/**
 * The job queue on pg-boss 10 (the last release for Node 20), over the app's database connection:
 * the same code runs on a PostgreSQL server and on the embedded PGlite (measured: pg-boss creates
 * its schema and works there through the `db` option; see sql-executor.ts). pg-boss stores, fetches
 * and retries jobs; the workers (workers.ts) are ours, so that each run holds a lease and stop()
 * can wait for every handler.
 */
export async function openJobQueue(db: Db, options: QueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    db: sqlExecutorOf(db),
    schema: 'pgboss',
    supervise: options.maintenance,
    schedule: false,
    migrate: true,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error) => logger.error({ err: error }, 'job queue'));
  await boss.start();

  const queues = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      ready = createQueueRetryingDeadlocks(boss, name).catch((error: unknown) => {
        queues.delete(name);
        throw error;
      });
      queues.set(name, ready);
    }
    return ready;
  };
  const leaseMs = (options.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
  const workers = createWorkers(boss, db, leaseStore(db, leaseMs / 1000), options.pollSeconds * 1000);
  /** every() timers, the loop() runs, and the lease keeping (which lasts until the handlers are done). */
  const intervals = new Set<NodeJS.Timeout>();
  const loops: Array<ReturnType<typeof repeat>> = [];
  const leaseKeeping = [repeat('job leases (renew)', leaseMs / 3, () => workers.renew()), repeat('job leases (reap)', leaseMs / 2, () => workers.reap())];
  let stopped = false;

  const send = async (name: string, data: object, extra: PgBoss.SendOptions = {}) => {
    await ensureQueue(name);
    const id = await boss.send(name, data, extra);
    workers.notify(name);
    return id;
  };

  return {
    async send(name, data, sendOptions: SendOptions = {}) {
      const id = await send(name, data, { retryLimit: 0, ...sendOptions });
      if (!id) throw new Error(`job queue refused a job for ${name}`);
      return id;
    },
    async sendInTransaction(tx: Tx, name, data, sendOptions: SendOptions = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, { retryLimit: 0, ...sendOptions, db: sqlExecutorOfTransaction(tx) } as PgBoss.SendOptions);
      if (!id) throw new Error(`job queue refused a job for ${name}`);
      return id;
    },
    async work(name, handler, workOptions) {
      await ensureQueue(name);
      workers.add(name, handler, workOptions);
    },
    async every(name, seconds) {
      const tick = () => {
        void send(name, {}, { singletonKey: name, singletonSeconds: seconds }).catch((error: unknown) =>
          logger.error({ err: error, job: name }, 'job queue: could not schedule'),
        );
      };
      tick();
      const timer = setInterval(tick, seconds * 1000);
      timer.unref();
      intervals.add(timer);
    },
    loop(name, ms, tick) {
      if (!stopped) loops.push(repeat(name, ms, tick));
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of intervals) clearInterval(timer);
      await Promise.all(loops.map((l) => l.stop()));
      // Leases are renewed while the handlers finish, and only then stop.
      await workers.stop(options.stopTimeoutMs ?? 10_000);
      await Promise.all(leaseKeeping.map((l) => l.stop()));
      await boss.stop({ graceful: false, close: false });
    },
  };
}

/**
 * Creates a queue; two processes creating the same queue at once (replicas starting together) can
 * deadlock in PostgreSQL, which aborts one of them: that one tries again.
 */
async function createQueueRetryingDeadlocks(boss: PgBoss, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await boss.createQueue(name);
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
