import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from './config';
import { AccessCache } from './http/access-cache';
import type { Db } from './db/connection';
import { settings } from './db/schema';
import { createFileStore, type FileStore } from './storage';
import { openJobQueue, type JobQueue } from './jobs';
import { createLarkPlatform, type LarkPlatform } from './lark/platform';

/** Everything a request handler may use, built once at start and passed in explicitly. */
export interface AppDeps {
  db: Db;
  config: Config;
  /** HS256 key of the CRM tokens, shared by every server process through the database. */
  tokenKey: Uint8Array;
  /** Uploaded files (attachments): local directory or S3-compatible bucket, from config. */
  files: FileStore;
  /** Background jobs shared by every server process (started here; whoever creates deps stops it). */
  jobs: JobQueue;
  /** Identities and codes remembered for a few seconds (server/http/access-cache.ts). */
  access: AccessCache;
  /** The Lark open platform, when the bridge is configured (config.lark); null otherwise. */
  lark: LarkPlatform | null;
}

/** Reads (or creates on first start) the server-wide secrets kept in the database. */
export async function createDeps(db: Db, config: Config): Promise<AppDeps> {
  await db
    .insert(settings)
    .values({ key: 'token_secret', value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'token_secret'));
  const jobs = await openJobQueue(db, config.jobs);
  return { db, config, tokenKey: Buffer.from(row!.value, 'base64'), files: createFileStore(config), jobs, access: new AccessCache(config.accessCacheMs), lark: config.lark ? createLarkPlatform(config.lark) : null };
}
