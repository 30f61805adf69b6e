import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../deps';
import { serverInstances } from '../../../db/schema';
import { registrySettings } from './settings';

/** Each process's registry id, by its deps (tests run several apps in one process). */
const registered = new WeakMap<AppDeps, string>();
export const instanceIdOf = (deps: AppDeps) => registered.get(deps) ?? null;

let version: string | undefined;
const appVersion = () => (version ??= (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version?: string }).version ?? 'unknown');

/**
 * Registers this process and beats until the job queue stops (its loop stops with deps). Every beat
 * also removes processes silent longer than the removal time, so the table never grows.
 */
export async function startRegistry(deps: AppDeps): Promise<void> {
  const id = randomUUID();
  const settings = registrySettings(deps);
  const host = os.hostname();
  const row = {
    id,
    host,
    pid: process.pid,
    version: appVersion(),
    role: settings.role,
    address: deps.config.port ? `${host}:${deps.config.port}` : null,
    heartbeatMs: Math.round(settings.heartbeatMs),
  };
  const beat = async () => {
    // An upsert: a process paused past the removal time comes back instead of beating into nothing.
    await deps.db
      .insert(serverInstances)
      .values(row)
      .onConflictDoUpdate({ target: serverInstances.id, set: { lastBeatAt: sql`now()` } });
    await deps.db.delete(serverInstances).where(sql`${serverInstances.lastBeatAt} < now() - make_interval(secs => ${settings.removeAfterMs / 1000})`);
  };
  await beat();
  registered.set(deps, id);
  deps.jobs.loop('ops.heartbeat', settings.heartbeatMs, beat);
}
