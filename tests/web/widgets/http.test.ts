import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@shared/api/envelope';
import { setToken } from '../../../widgets/common/cookies';
import { endpoints } from '../../../widgets/common/endpoints';
import { call, TransportMessages, WidgetError } from '../../../widgets/common/http';

afterEach(() => vi.unstubAllGlobals());

/** The network answers every call with `answer` (or fails with it when it is an error). */
function network(answer: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const refusal = (call: Promise<unknown>) => call.then(() => expect.fail('resolved'), (error: unknown) => error as WidgetError);

describe('widgets http client', () => {
  it('sends the token, the query and a JSON body, and resolves with the envelope data', async () => {
    setToken('tok-9');
    const fetch = network(Response.json({ resCode: 200, resDes: '成功', data: { token: 'x' } }));
    await expect(call(endpoints.larkLogin, { body: { code: 'c1' } })).resolves.toEqual({ token: 'x' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/lark/login');
    expect(init).toMatchObject({ method: 'POST', body: '{"code":"c1"}' });
    expect(new Headers(init!.headers).get('Authorization')).toBe('tok-9');

    network(Response.json({ resCode: 200, resDes: '成功', data: { kinds: [], items: [] } }));
    await call(endpoints.approvalInbox, { query: { kind: 'b2b_payment:pending_audit' } });
    expect(vi.mocked(globalThis.fetch).mock.calls[0]![0]).toBe('/api/approvals/inbox?kind=b2b_payment%3Apending_audit');
  });

  it('rejects with the envelope message and code of a refusal, whatever the HTTP status', async () => {
    network(Response.json({ resCode: 400, resDes: '请选择操作', data: null }, { status: 400 }));
    const error = await refusal(call(endpoints.larkClientConfig, { relaunchOnLogout: false }));
    expect(error).toMatchObject({ message: '请选择操作', resCode: 400 });
  });

  it('says what went wrong when no envelope arrives: a crash, no network', async () => {
    network(Response.json({ resCode: 500, resDes: 'stack trace' }, { status: 500 }));
    expect(await refusal(call(endpoints.larkClientConfig))).toMatchObject({ message: Messages.generic, resCode: 500 });
    network(new Response('<html>bad gateway</html>', { status: 502 }));
    expect(await refusal(call(endpoints.larkClientConfig))).toMatchObject({ message: Messages.generic, resCode: 502 });
    network(new TypeError('Failed to fetch'));
    expect(await refusal(call(endpoints.larkClientConfig))).toMatchObject({ message: TransportMessages.network, resCode: null });
  });

  it('gives up after the time-out with its own message', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
      const pending = refusal(call(endpoints.larkClientConfig));
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await pending).toMatchObject({ message: TransportMessages.timeout });
    } finally {
      vi.useRealTimers();
    }
  });
});
