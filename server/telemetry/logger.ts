import { pino, type Logger, type LoggerOptions } from 'pino';

/** Headers and cookies that carry a credential: never written, whatever the route. */
export const CREDENTIAL_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-lark-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

/** LOG_LEVEL when set; silent under the test runner (quiet test output); info otherwise. */
export function logLevelOf(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const wanted = env.LOG_LEVEL as LogLevel | undefined;
  if (wanted && LEVELS.includes(wanted)) return wanted;
  return env.VITEST || env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** One JSON object a line in production (for a log shipper); coloured, readable lines in development. */
function options(env: NodeJS.ProcessEnv): LoggerOptions {
  const level = logLevelOf(env);
  const readable = env.NODE_ENV !== 'production' && level !== 'silent' && !env.VITEST;
  return {
    level,
    base: { pid: process.pid },
    redact: { paths: CREDENTIAL_LOG_PATHS, censor: '***' },
    ...(readable ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
  };
}

/** Lines gathered before one write to stdout, and the longest a line waits when traffic is low. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 1000;

/**
 * Where JSON lines go: stdout, written asynchronously and a few kilobytes at a time (a request never
 * waits for the pipe, and a busy process writes once per dozens of lines, not once per line); lines
 * wait at most a second, and what is left is flushed when the process exits. The readable form goes
 * through pino-pretty's worker instead.
 */
function destination(env: NodeJS.ProcessEnv, opts: LoggerOptions) {
  if (opts.transport || opts.level === 'silent' || env.VITEST) return undefined;
  const stdout = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  return stdout;
}

const processOptions = options(process.env);

/** The process's logger: every request and job logs through a child of it. */
const processDestination = destination(process.env, processOptions);
export const logger: Logger = processDestination ? pino(processOptions, processDestination) : pino(processOptions);

/**
 * A child whose redaction also masks the declared secret fields (`req.body.password`, ...): the
 * same list the gate log masks, so a request object logged whole never shows a secret.
 */
export function redactingLogger(secretPaths: string[], base: Logger = logger): Logger {
  return base.child({}, { redact: { paths: [...CREDENTIAL_LOG_PATHS, ...secretPaths], censor: '***' } });
}
