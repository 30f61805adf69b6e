import PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/connection';
import type { JobQueue, SendOptions } from './queue';
import { sqlExecutorOf, sqlExecutorOfTransaction } from './sql-executor';
import { loggedJob } from '../telemetry/jobLog';
import { logger } from '../telemetry/logger';

export interface QueueOptions {
  /** How often an idle worker looks for jobs (pg-boss minimum 0.5 s). */
  pollSeconds: number;
  /** Run pg-boss maintenance (expiring, archiving, deleting old jobs). Off in tests. */
  maintenance: boolean;
  /** How long stop() waits for running handlers. */
  stopTimeoutMs?: number;
}

/**
 * The job queue on pg-boss 10 (the last release for Node 20), over the app's database connection:
 * the same code runs on a PostgreSQL server and on the embedded PGlite (measured: pg-boss creates
 * its schema and works there through the `db` option; see sql-executor.ts).
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
      ready = boss.createQueue(name).catch((error: unknown) => {
        queues.delete(name);
        throw error;
      });
      queues.set(name, ready);
    }
    return ready;
  };
  /** Workers of this process, woken at once when this process sends them a job. */
  const localWorkers = new Map<string, string[]>();
  const timers = new Set<NodeJS.Timeout>();
  /** The run in progress of each loop, awaited by stop(). */
  const running = new Set<() => Promise<void> | undefined>();
  let stopped = false;

  const send = async (name: string, data: object, extra: PgBoss.SendOptions = {}) => {
    await ensureQueue(name);
    const id = await boss.send(name, data, extra);
    for (const worker of localWorkers.get(name) ?? []) boss.notifyWorker(worker);
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
    async work(name, handler) {
      await ensureQueue(name);
      const id = await boss.work<object>(name, { pollingIntervalSeconds: options.pollSeconds, batchSize: 1 }, async ([job]) => {
        await loggedJob(name, job!.id, () => handler(job!.data as never, { id: job!.id }));
      });
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), id]);
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
      timers.add(timer);
    },
    loop(name, ms, tick) {
      let current: Promise<void> | undefined;
      const run = async () => {
        if (stopped) return;
        await tick().catch((error: unknown) => logger.error({ err: error, job: name }, 'loop failed'));
        if (!stopped) schedule();
      };
      const schedule = () => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void (current = run());
        }, ms);
        timers.add(timer);
      };
      schedule();
      running.add(() => current);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([...running].map((current) => current()));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
