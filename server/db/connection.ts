import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every module uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (on the embedded database, the only connection while it runs). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of this database runs its own (replicas starting at once
   * migrate and seed one after the other). The embedded database has one process by its data lock.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball (used to copy a test template). */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Lists run as named prepared statements (server/http/preparedList.ts). After five runs PostgreSQL may
 * keep one generic plan for every value, and for a selective filter with `order by id desc limit n` it
 * chose a bitmap scan and a sort (100+ ms) over walking the primary key (1 ms): each run is planned for
 * its own values, as an unprepared query is (bench/README.md, "Generic plans").
 */
const PLAN_CACHE_MODE = 'force_custom_plan';

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openEmbedded(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({ dataDir, loadDataDir });
  await client.exec(`set plan_cache_mode = ${PLAN_CACHE_MODE}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    alone: (work) => work(),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c plan_cache_mode=${PLAN_CACHE_MODE}` });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
    alone: (work) => withStartLock(pool, work),
    close: () => pool.end(),
  };
}

/** The advisory lock the starting processes of one database share (any fixed number; 'CDSTART'). */
const START_LOCK = 0x43445354;

/** Holds the start lock on a connection of its own while `work` runs on the pool. */
async function withStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [START_LOCK]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [START_LOCK]);
    }
  } finally {
    holder.release();
  }
}
