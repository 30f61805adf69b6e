import type { Tx } from '../db/connection';

/**
 * The one background-work interface of the server. Jobs live in PostgreSQL (pg-boss), so every
 * server process on one database shares them: any process may send, whichever polls first works.
 */
export interface SendOptions {
  /** The handler is cut off (its signal aborted, the job failed) after this long. Default 15 minutes. */
  expireInSeconds?: number;
  /** How many times a failed job is tried again. Default 0. */
  retryLimit?: number;
}

export interface JobContext {
  id: string;
  /**
   * Aborted when the run must end early: its time is up, the queue is stopping, or its lease was
   * taken over (the process was thought dead). Its reason is a JobCutOff. A handler that writes for
   * long checks it and ends, leaving its records settled.
   */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface WorkOptions<T> {
  /**
   * Settles what a run left behind when its process died in the middle (a task shown as running, a
   * partial file). Called by whichever process notices the run's lease expired, before the job is
   * failed (or retried, if it has retries left). May be called again if that process dies too.
   */
  abandoned?(data: T): Promise<void>;
}

export interface JobQueue {
  /** Queues a job; answers its id. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /**
   * Queues a job inside the caller's transaction: it exists if and only if the transaction commits
   * (e.g. an event's receipt and the job that handles it).
   */
  sendInTransaction<T extends object>(tx: Tx, name: string, data: T, options?: SendOptions): Promise<string>;
  /** Handles jobs of `name` in this process, one at a time. */
  work<T extends object>(name: string, handler: JobHandler<T>, options?: WorkOptions<T>): Promise<void>;
  /**
   * Sends `name` every `seconds` from this process; across processes at most one such job per
   * period is queued (pg-boss singleton time slots), so running N servers does not run it N times.
   */
  every(name: string, seconds: number): Promise<void>;
  /**
   * Runs `tick` in this process every `ms` (the next run starts `ms` after the previous ended), until
   * stop(); for work that must react faster than a queue poll, e.g. reading an outbox.
   */
  loop(name: string, ms: number, tick: () => Promise<void>): void;
  /**
   * Stops taking jobs and waits for the running handlers: after the stop time-out their signals are
   * aborted, and stop() still waits until they have returned, so none outlives the database.
   */
  stop(): Promise<void>;
}
