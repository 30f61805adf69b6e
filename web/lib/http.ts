/**
 * THE axios client of the portal: spec §7 (request rules) and §8 (what each outcome shows).
 * Everything else calls through `request` (or the typed helpers in ./api.ts).
 */
import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { Messages, ResCode, type Envelope } from '@shared/api/envelope';
import { getToken, getUserId } from './cookies';
import { errorLog } from './errorLog';
import { confirmLoggedOut } from './loggedOutDialog';
import { notice, type Notice } from './notice';

export const HTTP_TIMEOUT_MS = 15_000;
/** Spec §7: the user id is injected everywhere except on this path. */
export const FIELD_CONFIG_PATH = '/api/base/baseFieldsConfig';
/** Name of the injected user id; the server ignores it (it knows the caller from the token). */
export const USER_ID_FIELD = 'loginUserId';

export const TransportMessages = {
  getTimeout: '查询超时，请输入更精确的查询条件',
  network: '网络连接异常，请检查网络',
} as const;

/** Per-call choices (spec §8 exceptions are options, never special cases by URL). */
export interface RequestOptions {
  /** Show nothing (no toast, no logged-out dialog): the caller tells the user itself. */
  silent?: boolean;
  /** Extra result codes that count as success (e.g. batchConfirmPlanTrack 10001, generateSaleForecast -1). */
  okCodes?: number[];
  /** Result codes shown as a warning instead of an error (e.g. reviewer -2); the call still rejects. */
  warnCodes?: number[];
}

declare module 'axios' {
  interface AxiosRequestConfig {
    crossdock?: RequestOptions;
  }
}

export type FailureKind = 'response' | 'http' | 'timeout' | 'network' | 'transport';

/** How every failed call rejects. `resCode` is the envelope's code (or the HTTP status for `http`). */
export class ApiError extends Error {
  /** Already in the error log: the global rejection collector skips it. */
  readonly logged = true;
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly resCode: number | null = null,
    readonly data: unknown = null,
    /** The server's id of the failed request (X-Request-Id): what support looks up. */
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpDeps {
  token(): string | undefined;
  userId(): string | undefined;
  notice: Notice;
  /** resCode 401: offer to log in again. */
  onLoggedOut(): void;
  /** Failed calls go to the error log. */
  logFailure(message: string): void;
  /** Tests replace the network. */
  adapter?: AxiosAdapter;
}

/** Query string: null/undefined dropped, arrays as repeated keys (`a=1&a=2`), values as given. */
export function serializeQuery(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined) continue;
      search.append(key, item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'resCode' in value;

/** A blob answer that is really a JSON envelope (a refused download) is read back as one. */
async function envelopeInBlob(data: Blob): Promise<Envelope | undefined> {
  if (!data.type.includes('json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(await data.text());
    return isEnvelope(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function withSession(deps: HttpDeps, config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = deps.token();
  if (token) config.headers.set('Authorization', token);
  const userId = deps.userId();
  if (userId && !config.url?.startsWith(FIELD_CONFIG_PATH)) {
    config.params = { ...(config.params as object), [USER_ID_FIELD]: userId };
    const hasBody = (config.method ?? 'get').toLowerCase() !== 'get';
    // FormData (uploads) and array bodies are sent as given.
    if (hasBody && (config.data === undefined || isPlainObject(config.data))) {
      config.data = { ...(config.data as object | undefined), [USER_ID_FIELD]: userId };
    }
  }
  return config;
}

/** The request id of an answer: the error envelope's, else the response header's. */
const requestIdOf = (body: unknown, headers?: Record<string, unknown>): string | null => {
  if (isEnvelope(body) && typeof body.requestId === 'string') return body.requestId;
  const header = headers?.['x-request-id'];
  return typeof header === 'string' ? header : null;
};

/** An error log line, with the request id a user quotes to support. */
const failureLine = (url: string | undefined, text: string, requestId: string | null) => `${url ?? ''}: ${text}${requestId ? `（请求编号 ${requestId}）` : ''}`;

/** Shows what the spec says for a refused call and returns the rejection. */
function refused(deps: HttpDeps, config: AxiosRequestConfig, body: Envelope, requestId: string | null): ApiError {
  const options = config.crossdock ?? {};
  const { resCode } = body;
  const message = body.resDes || Messages.generic;
  const error = new ApiError('response', message, resCode, body.data, requestId);
  if (resCode !== ResCode.LOGGED_OUT && resCode !== ResCode.WRONG_CREDENTIALS) deps.logFailure(failureLine(config.url, `${resCode} ${message}`, requestId));
  if (options.silent) return error;
  if (resCode === ResCode.LOGGED_OUT) deps.onLoggedOut();
  else if (resCode === ResCode.FORBIDDEN) deps.notice.error(Messages.forbidden);
  else if (resCode === ResCode.WRONG_CREDENTIALS) deps.notice.warning(body.resDes || Messages.wrongCredentials);
  else if (options.warnCodes?.includes(resCode)) deps.notice.warning(message);
  else deps.notice.error(message);
  return error;
}

async function onResponse(deps: HttpDeps, response: AxiosResponse): Promise<AxiosResponse> {
  const { config } = response;
  let body: unknown = response.data;
  if (body instanceof Blob) {
    const inner = await envelopeInBlob(body);
    if (!inner) return response;
    body = response.data = inner;
  }
  if (!isEnvelope(body)) {
    console.warn('non-standard response (no resCode):', config.url);
    return response;
  }
  if (body.resCode === ResCode.OK || config.crossdock?.okCodes?.includes(body.resCode)) return response;
  throw refused(deps, config, body, requestIdOf(body, response.headers as Record<string, unknown>));
}

function transportFailure(error: AxiosError): ApiError {
  const status = error.response?.status;
  if (status !== undefined) {
    // HTTP 500 is a crash: always the generic "backend failed, contact support" message.
    const body = error.response?.data;
    const message = status !== 500 && isEnvelope(body) && body.resDes ? body.resDes : Messages.generic;
    return new ApiError('http', message, status, body ?? null, requestIdOf(body, error.response?.headers as Record<string, unknown>));
  }
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
    const isGet = (error.config?.method ?? 'get').toLowerCase() === 'get';
    return new ApiError('timeout', isGet ? TransportMessages.getTimeout : Messages.generic);
  }
  if (error.code === AxiosError.ERR_NETWORK) return new ApiError('network', TransportMessages.network);
  return new ApiError('transport', Messages.generic);
}

async function onFailure(deps: HttpDeps, error: unknown): Promise<never> {
  if (error instanceof ApiError || axios.isCancel(error) || !(error instanceof AxiosError)) throw error;
  const failure = transportFailure(error);
  deps.logFailure(failureLine(error.config?.url, failure.message, failure.requestId));
  if (!error.config?.crossdock?.silent) deps.notice.error(failure.message);
  throw failure;
}

export function createHttpClient(deps: HttpDeps): AxiosInstance {
  const instance = axios.create({
    timeout: HTTP_TIMEOUT_MS,
    paramsSerializer: { serialize: (params) => serializeQuery(params as Record<string, unknown>) },
    adapter: deps.adapter,
  });
  instance.interceptors.request.use((config) => withSession(deps, config));
  instance.interceptors.response.use(
    (response) => onResponse(deps, response),
    (error: unknown) => onFailure(deps, error),
  );
  return instance;
}

export const http = createHttpClient({
  token: getToken,
  userId: getUserId,
  notice,
  onLoggedOut: confirmLoggedOut,
  logFailure: (message) => errorLog.add('request', message),
});

export type RequestConfig = AxiosRequestConfig & { crossdock?: RequestOptions };

/** One call: the envelope's `data` on success (the Blob itself for file answers); rejects with ApiError. */
export async function request<T>(config: RequestConfig, client: AxiosInstance = http): Promise<T> {
  const response = await client.request<unknown>(config);
  const body = response.data;
  return (isEnvelope(body) ? body.data : body) as T;
}
