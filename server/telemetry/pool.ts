import pg from 'pg';
import type { Db } from '../db/connection';

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/**
 * Connections of the database client: a pg pool's counts, or the embedded database's one connection
 * (PGlite runs one query at a time; its queue is not visible, so it reads as one busy connection).
 */
export function poolUse(db: Db): PoolUse {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount, max: client.options.max ?? 10 };
  return { total: 1, idle: 0, waiting: 0, max: 1 };
}
