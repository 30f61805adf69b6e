/**
 * The kit's component tests: the portal's http client with the network replaced by a fake server,
 * a signed-in user holding some codes, a router at a URL (shown on the page, as the address bar
 * would), and a fresh SWR cache.
 */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, vi } from 'vitest';
import type { FrontInfo } from '@shared/api/user';
import { http } from '../../../web/lib/http';
import { createCan } from '../../../web/lib/session/permissions';
import { SessionContext, type Session } from '../../../web/lib/session/SessionContext';

export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
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

/** Answers every call with `reply(request)` (an envelope, resCode 200 unless said); records what was sent. */
export function fakeServer(reply: (request: SentRequest) => Answer | Promise<Answer>) {
  const sent: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : undefined,
    };
    sent.push(request);
    const answer = await reply(request);
    const data = { resCode: answer.resCode ?? 200, resDes: answer.resDes ?? '成功', data: answer.data ?? null };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { sent, gets: (url: string) => sent.filter((r) => r.method === 'GET' && r.url === url) };
}

/** Signed in as user `id` holding `codes` (menu paths start with `/`, the rest are element codes). */
export function sessionOf(codes: string[] = [], id = 1): Session {
  const info = { id, name: '测试', menus: codes.filter((c) => c.startsWith('/')), elements: codes.filter((c) => !c.startsWith('/')) } as unknown as FrontInfo;
  return {
    status: 'ready',
    info,
    roles: [],
    can: createCan(info),
    ensureLoaded: () => undefined,
    setAvatar: () => undefined,
    logout: async () => undefined,
  };
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

/** Renders `ui` at `url` for a user holding `codes`. */
export function renderPortal(ui: ReactNode, { url = '/', codes = [], userId = 1 }: { url?: string; codes?: string[]; userId?: number } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, revalidateOnFocus: false, shouldRetryOnError: false }}>
      <SessionContext.Provider value={sessionOf(codes, userId)}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <Address />
        </MemoryRouter>
      </SessionContext.Provider>
    </SWRConfig>,
  );
}

/** The page's address (path and query), as the browser's address bar shows it. */
export const address = () => screen.getByTestId('address').textContent ?? '';
