/**
 * Typed calls from the endpoint contracts in shared/api: the path, method and shapes are declared
 * once there; these helpers only add the transport.
 */
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { fillPath, type BodyOf, type DataOf, type Endpoint, type QueryOf } from '@shared/api/contract';
import { callRules } from './callRules';
import { request, type ApiError, type RequestOptions } from './http';

type PathParams = Record<string, string | number>;

export interface CallInput<E extends Endpoint> extends RequestOptions {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  /** Values for `:name` segments of the path. */
  params?: PathParams;
}

export function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<DataOf<E>> {
  const { query, body, params, ...crossdock } = input;
  return request<DataOf<E>>({
    method: endpoint.method,
    url: fillPath(endpoint.path, params),
    params: query,
    data: body,
    crossdock: { ...callRules(endpoint), ...crossdock },
  });
}

export interface UseApiOptions extends RequestOptions {
  params?: PathParams;
  swr?: SWRConfiguration;
}

/** SWR hook for a GET endpoint, keyed by path + query. Pass `null` as the endpoint to wait. */
export function useApi<E extends Endpoint>(
  endpoint: E | null,
  query?: QueryOf<E>,
  options: UseApiOptions = {},
): SWRResponse<DataOf<E>, ApiError> {
  const { params, swr, ...requestOptions } = options;
  const key = endpoint ? [endpoint.method, fillPath(endpoint.path, params), query ?? null] : null;
  return useSWR<DataOf<E>, ApiError>(key, () => call(endpoint!, { query, params, ...requestOptions }), swr);
}

/** Multipart upload: the file goes in `file`, `fields` as text parts. */
export function upload<E extends Endpoint>(
  endpoint: E,
  file: Blob,
  fields: Record<string, string | number | undefined> = {},
  options: RequestOptions & { params?: PathParams; fileName?: string } = {},
): Promise<DataOf<E>> {
  const { params, fileName, ...crossdock } = options;
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  return request<DataOf<E>>({ method: endpoint.method, url: fillPath(endpoint.path, params), data: form, crossdock: { ...callRules(endpoint), ...crossdock } });
}

/** Saves a blob answer as a file named `fileName` (the browser's download); `options.body` for POST exports. */
export async function download<E extends Endpoint>(
  endpoint: E,
  query: QueryOf<E> | undefined,
  fileName: string,
  options: Omit<CallInput<E>, 'query'> = {},
): Promise<void> {
  const { body, params, ...crossdock } = options;
  const blob = await request<Blob>({
    method: endpoint.method,
    url: fillPath(endpoint.path, params),
    params: query,
    data: body,
    responseType: 'blob',
    crossdock: { ...callRules(endpoint), ...crossdock },
  });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
