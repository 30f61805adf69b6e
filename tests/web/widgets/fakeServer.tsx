/** Widgets' component tests: the widgets' http client with the network replaced, and a fresh SWR cache. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import { page } from '../../../widgets/common/navigation';

export interface SentRequest {
  method: string;
  /** The path, without the query. */
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

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers every call with `reply(request)` (an envelope; resCode 200 unless said); records what was sent. */
export function fakeServer(reply: (request: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://widgets.test');
    const headers = new Headers(init.headers);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: url.pathname,
      params: url.search ? Object.fromEntries(url.searchParams) : undefined,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization') ?? undefined,
    };
    sent.push(request);
    const answer = await reply(request);
    return Response.json({ resCode: answer.resCode ?? 200, resDes: answer.resDes ?? '成功', data: answer.data ?? null });
  });
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
