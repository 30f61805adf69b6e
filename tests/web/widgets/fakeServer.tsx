/** Widgets' component tests: the widgets' http client with the network replaced, and a fresh SWR cache. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import { http } from '../../../widgets/common/http';
import { page } from '../../../widgets/common/navigation';

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
  authorization: string | undefined;
}

export interface Answer {
  resCode?: number;
  resDes?: string;
  data?: unknown;
}

const realAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = realAdapter;
  vi.restoreAllMocks();
});

/** Answers every call with `reply(request)` (an envelope; resCode 200 unless said); records what was sent. */
export function fakeServer(reply: (request: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: config.headers.get('Authorization') as string | undefined,
    };
    sent.push(request);
    const answer = await reply(request);
    const data = { resCode: answer.resCode ?? 200, resDes: answer.resDes ?? '成功', data: answer.data ?? null };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { sent };
}

/** Page changes are recorded instead of leaving the test page. */
export function watchNavigation() {
  return {
    replace: vi.spyOn(page, 'replace').mockImplementation(() => undefined),
    go: vi.spyOn(page, 'go').mockImplementation(() => undefined),
  };
}

/** Puts the test page at `url` (path and query). */
export const openAt = (url: string) => window.history.replaceState(null, '', url);

/** Renders a widget page with an SWR cache of its own. */
export const renderWidget = (ui: ReactNode) =>
  render(<SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>{ui}</SWRConfig>);
