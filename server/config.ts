import path from 'node:path';
import { z } from 'zod';
import type { S3StoreOptions } from './storage/s3FileStore';
import type { QueueOptions } from './jobs';
import type { TelemetryConfig } from './telemetry/config';

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
  /** Attachments go to this S3-compatible bucket when set; otherwise to `<data dir>/files`. */
  FILES_S3_BUCKET: z.string().min(3).optional(),
  FILES_S3_ENDPOINT: z.string().url().optional(),
  FILES_S3_REGION: z.string().min(1).default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** MinIO and most self-hosted stores want `on` (bucket in the path, not the host name). */
  FILES_S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
  /** Key prefix inside the bucket, e.g. `crossdock/`. */
  FILES_S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or end with /').default(''),
  /** How often an idle background worker looks for jobs, in seconds (at least 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** A running job not heard of for this long is taken as dead (its process stopped) and settled by another. */
  JOBS_LEASE_SECONDS: z.coerce.number().min(1).default(30),
  /** How long a server process trusts a checked token and a user's codes without asking the database (0: never). */
  ACCESS_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(3),
  /** Days an export file stays downloadable before the cleanup job deletes it. */
  EXPORT_KEEP_DAYS: z.coerce.number().int().min(1).default(7),
  /** The Lark (Feishu) app; the bridge is on only when all of these and PUBLIC_URL are set. */
  LARK_APP_ID: z.string().min(1).optional(),
  LARK_APP_SECRET: z.string().min(1).optional(),
  /** Encrypts event bodies and signs every request Lark sends (developer console, 事件与回调 > 加密策略). */
  LARK_ENCRYPT_KEY: z.string().min(1).optional(),
  LARK_VERIFICATION_TOKEN: z.string().min(1).optional(),
  /** `feishu` (open.feishu.cn), `lark` (open.larksuite.com) or the base URL of another platform. */
  LARK_DOMAIN: z.union([z.enum(['feishu', 'lark']), z.string().url()]).default('feishu'),
  /** The address staff reach this server at, e.g. https://crm.example.com (links in cards, login redirect). */
  PUBLIC_URL: z.string().url().optional(),
  /** How often the approval relay looks for new workflow events, in seconds. */
  LARK_RELAY_POLL_SECONDS: z.coerce.number().min(0.05).default(1),
  /** Hours a record waits for a decision before its approvers are reminded (then once a day); 0: no reminders. */
  LARK_REMIND_AFTER_HOURS: z.coerce.number().min(0).default(24),
  /** Lark's approval centre: the code of the third-party approval definition, and its callback token. */
  LARK_APPROVAL_CODE: z.string().min(1).optional(),
  LARK_APPROVAL_TOKEN: z.string().min(1).optional(),
  /** Base64 of 32 bytes: encrypts gift card codes at rest; unset: `<data dir>/gift-card.key`, created on first use. */
  /** Minutes a service client's token (client-credentials grant) lives. */
  SERVICE_TOKEN_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  /** Seconds between two heartbeats of a server process in the service registry. */
  INSTANCE_HEARTBEAT_SECONDS: z.coerce.number().min(0.1).max(300).default(10),
  /** Missed heartbeats after which a process is shown down. */
  INSTANCE_DOWN_AFTER_BEATS: z.coerce.number().int().min(2).max(100).default(3),
  /** Hours after its last heartbeat a silent process is removed from the registry. */
  INSTANCE_REMOVE_AFTER_HOURS: z.coerce.number().min(0.01).default(24),
  /** What this process is for, shown in the registry (e.g. `app`, `worker`). */
  INSTANCE_ROLE: z.string().trim().min(1).max(40).default('app'),
  GIFT_CARD_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of 32 bytes')
    .optional(),
  /** Log level (fatal … trace, silent); read by the logger itself, checked here. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Bearer token a Prometheus scraper sends to read /metrics. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Comma-separated client addresses that may read /metrics without the token. */
  METRICS_ALLOW: z.string().default(''),
  /** A request at least this slow (ms) is kept with its spans for 链路追踪. */
  TRACE_SLOW_MS: z.coerce.number().min(0).default(1000),
  /** OTLP/HTTP collector base URL (e.g. http://otel-collector:4318): traces are exported there. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /** The external tracing UI (Jaeger, Zipkin, Tempo), linked from 链路追踪. */
  TRACING_UI_URL: z.string().url().optional(),
  /** How often each process writes its metrics snapshot for 服务监控, in seconds. */
  MONITOR_SNAPSHOT_SECONDS: z.coerce.number().min(1).default(15),
}).refine((e) => !e.FILES_S3_ACCESS_KEY_ID === !e.FILES_S3_SECRET_ACCESS_KEY, {
  path: ['FILES_S3_SECRET_ACCESS_KEY'],
  message: 'FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY go together',
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
  /** Attachments in an S3-compatible bucket; undefined: in `<dataDir>/files`. */
  s3?: S3StoreOptions;
  jobs: QueueOptions;
  exportKeepDays: number;
  accessCacheMs: number;
  /** Built portal and widgets. */
  webDist: string;
  /** Key of the gift card codes (base64, 32 bytes); undefined: kept in the data directory. */
  giftCardKey?: string;
  /** This server's public base URL (PUBLIC_URL), without a trailing slash: links printed or sent out (warranty QR codes). */
  publicUrl?: string;
  /** The Lark bridge; undefined while any of `larkMissing` is unset. */
  lark?: LarkConfig;
  /** Names of the variables the Lark bridge still needs (empty when it is on). */
  larkMissing: string[];
  /** Metrics access, slow-trace threshold, trace export; undefined: defaults (nobody reads /metrics). */
  telemetry?: TelemetryConfig;
  /** Service tokens and the service registry; absent: their defaults (server/modules/ops). */
  ops?: OpsConfig;
}

export interface OpsConfig {
  serviceTokenMinutes: number;
  heartbeatMs: number;
  downAfterBeats: number;
  removeAfterMs: number;
  role: string;
}

export interface LarkConfig {
  appId: string;
  appSecret: string;
  encryptKey: string;
  verificationToken: string;
  /** Base URL of the open platform, e.g. https://open.feishu.cn. */
  domain: string;
  /** This server's public base URL, without a trailing slash. */
  publicUrl: string;
  relayPollMs: number;
  /** How long a record waits before its approvers are reminded (then once a day); 0: never. */
  remindAfterMs: number;
  /** Lark's approval centre (third-party approval instances); undefined: off. */
  approvalCentre?: { approvalCode: string; callbackToken: string };
}

const LARK_DOMAINS: Record<string, string> = { feishu: 'https://open.feishu.cn', lark: 'https://open.larksuite.com' };

function larkConfig(e: z.output<typeof schema>): { lark?: LarkConfig; larkMissing: string[] } {
  const required = {
    LARK_APP_ID: e.LARK_APP_ID,
    LARK_APP_SECRET: e.LARK_APP_SECRET,
    LARK_ENCRYPT_KEY: e.LARK_ENCRYPT_KEY,
    LARK_VERIFICATION_TOKEN: e.LARK_VERIFICATION_TOKEN,
    PUBLIC_URL: e.PUBLIC_URL,
  };
  const larkMissing = Object.entries(required).filter(([, v]) => !v).map(([k]) => k);
  if (larkMissing.length) return { larkMissing };
  return {
    larkMissing,
    lark: {
      appId: e.LARK_APP_ID!,
      appSecret: e.LARK_APP_SECRET!,
      encryptKey: e.LARK_ENCRYPT_KEY!,
      verificationToken: e.LARK_VERIFICATION_TOKEN!,
      domain: (LARK_DOMAINS[e.LARK_DOMAIN] ?? e.LARK_DOMAIN).replace(/\/+$/, ''),
      publicUrl: e.PUBLIC_URL!.replace(/\/+$/, ''),
      relayPollMs: e.LARK_RELAY_POLL_SECONDS * 1000,
      remindAfterMs: e.LARK_REMIND_AFTER_HOURS * 3600_000,
      approvalCentre: e.LARK_APPROVAL_CODE && e.LARK_APPROVAL_TOKEN ? { approvalCode: e.LARK_APPROVAL_CODE, callbackToken: e.LARK_APPROVAL_TOKEN } : undefined,
    },
  };
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
    s3: e.FILES_S3_BUCKET
      ? {
          bucket: e.FILES_S3_BUCKET,
          endpoint: e.FILES_S3_ENDPOINT,
          region: e.FILES_S3_REGION,
          accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
          secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE === 'on',
          prefix: e.FILES_S3_PREFIX,
        }
      : undefined,
    jobs: { pollSeconds: e.JOBS_POLL_SECONDS, maintenance: true, leaseSeconds: e.JOBS_LEASE_SECONDS },
    exportKeepDays: e.EXPORT_KEEP_DAYS,
    accessCacheMs: e.ACCESS_CACHE_SECONDS * 1000,
    webDist: path.resolve('dist'),
    giftCardKey: e.GIFT_CARD_KEY,
    telemetry: {
      metrics: { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW.split(',').map((a) => a.trim()).filter(Boolean) },
      slowMs: e.TRACE_SLOW_MS,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      tracingUiUrl: e.TRACING_UI_URL,
      snapshotSeconds: e.MONITOR_SNAPSHOT_SECONDS,
    },
    ops: {
      serviceTokenMinutes: e.SERVICE_TOKEN_MINUTES,
      heartbeatMs: e.INSTANCE_HEARTBEAT_SECONDS * 1000,
      downAfterBeats: e.INSTANCE_DOWN_AFTER_BEATS,
      removeAfterMs: e.INSTANCE_REMOVE_AFTER_HOURS * 3600_000,
      role: e.INSTANCE_ROLE,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    ...larkConfig(e),
  };
}
