import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type express from 'express';
import type { AppDeps } from '../../deps';

const journal = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/meta/_journal.json');
let expected: number | undefined;
/** How many migrations this build ships (drizzle's journal), read once. */
const shippedMigrations = () => (expected ??= (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length);

/** Whether the database answers and holds every migration this build ships; the reason when not. */
export async function readiness(deps: Pick<AppDeps, 'db'>): Promise<{ ready: boolean; reason?: string }> {
  try {
    const result = await deps.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = (result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    if (applied < shippedMigrations()) return { ready: false, reason: `migrations pending: ${applied} of ${shippedMigrations()} applied` };
    return { ready: true };
  } catch (error) {
    // The details go to the log only: this answer is public.
    console.error('readyz: database', error);
    return { ready: false, reason: 'database unreachable' };
  }
}

/**
 * Probes for the load balancer and the orchestrator, outside /api and without a token:
 * /healthz says the process answers (never touches the database, so a slow database does not get
 * healthy processes restarted); /readyz says it can serve (503 otherwise, so it gets no traffic).
 */
export function mountHealth(app: express.Express, deps: AppDeps): void {
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const { ready, reason } = await readiness(deps);
    res.set('Cache-Control', 'no-store').status(ready ? 200 : 503).json(ready ? { status: 'ready' } : { status: 'unavailable', reason });
  });
}
