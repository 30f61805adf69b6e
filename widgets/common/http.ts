/**
 * The widgets' http client: the portal's token cookie as `Authorization`, the envelope unwrapped,
 * resCode 401 sends the user to the launch page, every other failure becomes a `WidgetError` with a
 * zh-CN message. Deliberately small: the browser's fetch (no axios: ~13 KB gzip in every widget),
 * none of the portal's dialogs, error log or router.
 */
import useSWR, { type SWRResponse } from 'swr';
import { fillPath, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '@shared/api/contract';
import { Messages, ResCode, type Envelope } from '@shared/api/envelope';
import { getToken } from './cookies';
import type { Route } from './endpoints';
import { launchUrl, page } from './navigation';

export const HTTP_TIMEOUT_MS = 15_000;

export const TransportMessages = {
  timeout: '请求超时，请稍后重试',
  network: '网络连接异常，请检查网络',
} as const;

/** How every failed call rejects; `resCode` is the envelope's code (null when none arrived). */
export class WidgetError extends Error {
  constructor(
    message: string,
    readonly resCode: number | null = null,
  ) {
    super(message);
    this.name = 'WidgetError';
  }
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'resCode' in value;

/** `?a=1&b=x`: empty values left out, arrays as repeated keys. */
function queryString(query: unknown): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The answer's envelope, or the WidgetError of a call that got none (time-out, no network, a crash). */
async function send(method: string, url: string, body: unknown): Promise<Envelope> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // A timer rather than AbortSignal.timeout: Lark's web view on iOS 15 lacks it.
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: abort.signal });
  } catch {
    throw new WidgetError(abort.signal.aborted ? TransportMessages.timeout : TransportMessages.network);
  } finally {
    clearTimeout(timer);
  }
  // HTTP 500 is a crash: the generic "contact support" message, whatever the body says.
  if (response.status === 500) throw new WidgetError(Messages.generic, 500);
  const answer: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(answer)) throw new WidgetError(Messages.generic, response.ok ? null : response.status);
  return answer;
}

export interface CallInput<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Values for `:name` segments of the path. */
  params?: Record<string, string | number>;
  /** resCode 401 goes to the launch page unless this is false (the launch page's own checks). */
  relaunchOnLogout?: boolean;
}

/** One call to a contract's endpoint (see ./endpoints): the envelope's `data`, or a rejection with a WidgetError. */
export async function call<E extends Endpoint>(endpoint: Route<E>, input: CallInput<E> = {}): Promise<DataOf<E>> {
  const body = await send(endpoint.method, fillPath(endpoint.path, input.params) + queryString(input.query), input.body);
  if (body.resCode === ResCode.OK) return body.data as DataOf<E>;
  if (body.resCode === ResCode.LOGGED_OUT && input.relaunchOnLogout !== false) page.replace(launchUrl());
  throw new WidgetError(body.resDes || Messages.generic, body.resCode);
}

/** SWR hook for a GET endpoint, keyed by its filled path and query; `null` waits. */
export function useApi<E extends Endpoint>(
  endpoint: Route<E> | null,
  input: Pick<CallInput<E>, 'query' | 'params'> = {},
): SWRResponse<DataOf<E>, WidgetError> {
  const key = endpoint ? [fillPath(endpoint.path, input.params), input.query ?? null] : null;
  return useSWR<DataOf<E>, WidgetError>(key, () => call(endpoint!, input));
}
