import { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db, Tx } from '../db/connection';

interface SqlResult {
  rows: unknown[];
}

/** What pg-boss needs of a database when given its `db` option. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
}

/**
 * pg-boss over the application's own connection. PostgreSQL: the drizzle pool, used exactly as
 * pg-boss's own pool would be. PGlite (one connection): parameterless texts go through `exec`,
 * because pg-boss sends multi-statement `BEGIN; ...; COMMIT;` blocks that the extended protocol of
 * `query` refuses; a failed block is rolled back so the shared connection is not left inside an
 * aborted transaction.
 */
export function sqlExecutorOf(db: Db): SqlExecutor {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if (!(client instanceof PGlite)) return { executeSql: (text, values) => client.query(text, values) };
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      try {
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      } catch (error) {
        if (/\bBEGIN\b/i.test(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** The connection of an open drizzle transaction (node-postgres client or PGlite transaction), for a pg-boss send inside it. */
export function sqlExecutorOfTransaction(tx: Tx): SqlExecutor {
  const client = (tx as unknown as { session: { client: { query(text: string, values?: unknown[]): Promise<SqlResult> } } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}
