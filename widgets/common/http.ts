/**
 * The widgets' http client: the portal's token cookie as `Authorization`, the envelope unwrapped,
 * resCode 401 sends the user to the launch page, every other failure becomes a `WidgetError` with a
 * zh-CN message. Deliberately small: none of the portal's dialogs, error log or router.
 */
import axios, { AxiosError } from 'axios';
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

/** The axios instance; tests replace the network with `http.defaults.adapter`. */
export const http = axios.create({ timeout: HTTP_TIMEOUT_MS });
http.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', token);
  return config;
});

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'resCode' in value;

/** The envelope of a refused call, or the WidgetError for a call that got no envelope. */
function fromTransport(error: unknown): Envelope | WidgetError {
  if (!(error instanceof AxiosError)) return new WidgetError(Messages.generic);
  const { response } = error;
  if (response) {
    // HTTP 500 is a crash: the generic "contact support" message, whatever the body says.
    return response.status !== 500 && isEnvelope(response.data) ? response.data : new WidgetError(Messages.generic, response.status);
  }
  if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return new WidgetError(TransportMessages.timeout);
  if (error.code === AxiosError.ERR_NETWORK) return new WidgetError(TransportMessages.network);
  return new WidgetError(Messages.generic);
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
  let body: unknown;
  try {
    const response = await http.request({ method: endpoint.method, url: fillPath(endpoint.path, input.params), params: input.query, data: input.body });
    body = response.data;
  } catch (error) {
    const outcome = fromTransport(error);
    if (outcome instanceof WidgetError) throw outcome;
    body = outcome;
  }
  if (!isEnvelope(body)) throw new WidgetError(Messages.generic);
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
