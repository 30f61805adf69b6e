import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Data directory of the embedded database, uploads and the admin password file. */
  CROSSDOCK_DATA_DIR: z.string().default('./data'),
  /** postgres://... switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  CROSSDOCK_ADMIN_PASSWORD: z.string().min(5).optional(),
  /** Demo users and roles are loaded unless this is `off`. */
  CROSSDOCK_DEMO: z.enum(['on', 'off']).default('on'),
  /** `off` lets automated clients log in without the captcha. */
  CAPTCHA: z.enum(['on', 'off']).default('on'),
  /** Token lifetime in hours. */
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  /** Behind a reverse proxy, trust X-Forwarded-For for the client address (express `trust proxy`). */
  TRUST_PROXY: z.string().optional(),
  /** How often an idle background worker looks for jobs, in seconds (at least 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** Days an export file stays downloadable before the cleanup job deletes it. */
  EXPORT_KEEP_DAYS: z.coerce.number().int().min(1).default(7),
});

export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  adminPassword?: string;
  demo: boolean;
  captcha: boolean;
  tokenTtlHours: number;
  trustProxy?: string;
  jobs: { pollSeconds: number; maintenance: boolean };
  exportKeepDays: number;
  /** Built portal and widgets. */
  webDist: string;
}

/** Reads and validates the environment once at start; a bad value stops the process with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    dataDir: path.resolve(e.CROSSDOCK_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminPassword: e.CROSSDOCK_ADMIN_PASSWORD,
    demo: e.CROSSDOCK_DEMO === 'on',
    captcha: e.CAPTCHA === 'on',
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    trustProxy: e.TRUST_PROXY,
    jobs: { pollSeconds: e.JOBS_POLL_SECONDS, maintenance: true },
    exportKeepDays: e.EXPORT_KEEP_DAYS,
    webDist: path.resolve('dist'),
  };
}
