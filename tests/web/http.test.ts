import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Messages } from '@shared/api/envelope';
import { ApiError, createHttpClient, request, serializeQuery, TransportMessages, type RequestConfig } from '../../web/lib/http';

type Reply = (config: InternalAxiosRequestConfig) => AxiosResponse | Promise<AxiosResponse>;

const answer = (config: InternalAxiosRequestConfig, data: unknown, status = 200): AxiosResponse => ({
  data,
  status,
  statusText: String(status),
  headers: {},
  config,
});
const envelope = (resCode: number, resDes = '', data: unknown = null) => (config: InternalAxiosRequestConfig) =>
  answer(config, { resCode, resDes, data });

/** The real client with the network replaced by `reply`; records what was sent and what was shown. */
function setup(reply: Reply, session: { token?: string; userId?: string } = { token: 'tok-1', userId: '7' }) {
  const sent: InternalAxiosRequestConfig[] = [];
  const notice = { error: vi.fn(), warning: vi.fn(), success: vi.fn() };
  const onLoggedOut = vi.fn();
  const logFailure = vi.fn();
  const client = createHttpClient({
    token: () => session.token,
    userId: () => session.userId,
    notice,
    onLoggedOut,
    logFailure,
    adapter: async (config) => {
      sent.push(config);
      return reply(config);
    },
  });
  const send = <T = unknown>(config: RequestConfig) => request<T>(config, client);
  return { send, sent, notice, onLoggedOut, logFailure };
}

const transportError = (code: string, response?: { status: number; data?: unknown }) => (config: InternalAxiosRequestConfig) => {
  throw new AxiosError('failed', code, config, {}, response && answer(config, response.data ?? null, response.status));
};

afterEach(() => vi.restoreAllMocks());

describe('requests (spec §7)', () => {
  it('sends the token as Authorization and the user id in params and body', async () => {
    const { send, sent } = setup(envelope(200));
    await send({ method: 'POST', url: '/api/x', data: { a: 1 }, params: { q: 'v' } });
    expect(sent[0].headers.Authorization).toBe('tok-1');
    expect(sent[0].params).toEqual({ q: 'v', loginUserId: '7' });
    expect(JSON.parse(sent[0].data as string)).toEqual({ a: 1, loginUserId: '7' });
  });

  it('puts the user id only in the query of a GET, and nowhere on the field-config path', async () => {
    const { send, sent } = setup(envelope(200));
    await send({ method: 'GET', url: '/api/y' });
    await send({ method: 'PUT', url: '/api/base/baseFieldsConfig/k/saveField', data: { cols: [] } });
    expect(sent[0].params).toEqual({ loginUserId: '7' });
    expect(sent[0].data).toBeUndefined();
    expect(sent[1].params).toBeUndefined();
    expect(JSON.parse(sent[1].data as string)).toEqual({ cols: [] });
  });

  it('sends no Authorization and no user id when nobody is signed in', async () => {
    const { send, sent } = setup(envelope(200), {});
    await send({ method: 'POST', url: '/api/auth/jwt/token', data: { username: 'a' } });
    expect(sent[0].headers.Authorization).toBeUndefined();
    expect(JSON.parse(sent[0].data as string)).toEqual({ username: 'a' });
  });

  it('leaves multipart bodies and array bodies as given', async () => {
    const { send, sent } = setup(envelope(200));
    const form = new FormData();
    form.append('userId', '7');
    await send({ method: 'POST', url: '/api/upload', data: form });
    await send({ method: 'POST', url: '/api/list', data: [1, 2] });
    expect(sent[0].data).toBe(form);
    expect(JSON.parse(sent[1].data as string)).toEqual([1, 2]);
  });

  it('drops null params and repeats array keys in the query string', async () => {
    const { send, sent } = setup(envelope(200), {});
    await send({ method: 'GET', url: '/api/list', params: { a: null, b: undefined, ids: [1, 2], name: 'x y', zero: 0 } });
    expect(axios.getUri(sent[0])).toBe('/api/list?ids=1&ids=2&name=x+y&zero=0');
    expect(serializeQuery({ when: new Date(Date.UTC(2024, 0, 2)) })).toBe('when=2024-01-02T00%3A00%3A00.000Z');
  });

  it('times out after 15 seconds', async () => {
    const { send, sent } = setup(envelope(200));
    await send({ url: '/api/z' });
    expect(sent[0].timeout).toBe(15_000);
  });
});

describe('responses (spec §8)', () => {
  it('resolves with the envelope data on 200', async () => {
    const { send, notice } = setup(envelope(200, '成功', { id: 3 }));
    await expect(send({ url: '/api/a' })).resolves.toEqual({ id: 3 });
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('warns about a response without resCode and passes it through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send } = setup((config) => answer(config, { rows: [] }));
    await expect(send({ url: '/api/raw' })).resolves.toEqual({ rows: [] });
    expect(warn.mock.calls[0][0]).toContain('non-standard');
  });

  it('401 opens the logged-out dialog and rejects', async () => {
    const { send, onLoggedOut, notice } = setup(envelope(401, Messages.loggedOut));
    await expect(send({ url: '/api/a' })).rejects.toMatchObject({ resCode: 401 });
    expect(onLoggedOut).toHaveBeenCalledOnce();
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('403 says no permission, log in again', async () => {
    const { send, notice } = setup(envelope(403, 'whatever'));
    await expect(send({ url: '/api/a' })).rejects.toBeInstanceOf(ApiError);
    expect(notice.error).toHaveBeenCalledWith(Messages.forbidden);
  });

  it('402 is a warning with resDes', async () => {
    const { send, notice } = setup(envelope(402, Messages.wrongCredentials));
    await expect(send({ url: '/api/auth/jwt/token', method: 'POST' })).rejects.toMatchObject({ resCode: 402 });
    expect(notice.warning).toHaveBeenCalledWith(Messages.wrongCredentials);
    expect(notice.error).not.toHaveBeenCalled();
  });

  it('any other code shows resDes, or the generic message when there is none, and rejects', async () => {
    const refused = setup(envelope(409, '单据已被他人处理'));
    await expect(refused.send({ url: '/api/a' })).rejects.toMatchObject({ resCode: 409, message: '单据已被他人处理' });
    expect(refused.notice.error).toHaveBeenCalledWith('单据已被他人处理');
    expect(refused.logFailure).toHaveBeenCalledOnce();

    const bare = setup(envelope(500, ''));
    await expect(bare.send({ url: '/api/a' })).rejects.toMatchObject({ message: Messages.generic });
    expect(bare.notice.error).toHaveBeenCalledWith(Messages.generic);
  });

  it('extra success codes resolve; warning codes warn and still reject', async () => {
    const extra = setup(envelope(10001, 'partly', { done: 3 }));
    await expect(extra.send({ url: '/api/batch', crossdock: { okCodes: [10001] } })).resolves.toEqual({ done: 3 });

    const warned = setup(envelope(-2, '测评人已存在'));
    await expect(warned.send({ url: '/api/reviewer/x', crossdock: { warnCodes: [-2] } })).rejects.toMatchObject({ resCode: -2 });
    expect(warned.notice.warning).toHaveBeenCalledWith('测评人已存在');
    expect(warned.notice.error).not.toHaveBeenCalled();
  });

  it('silent calls show nothing, not even the logged-out dialog', async () => {
    const { send, notice, onLoggedOut } = setup(envelope(401, Messages.loggedOut));
    await expect(send({ url: '/api/a', crossdock: { silent: true } })).rejects.toMatchObject({ resCode: 401 });
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(notice.error).not.toHaveBeenCalled();
    expect(notice.warning).not.toHaveBeenCalled();
  });

  it('HTTP 500 says the backend failed', async () => {
    const { send, notice } = setup(transportError('ERR_BAD_RESPONSE', { status: 500, data: { resCode: 500, resDes: 'stack trace' } }));
    await expect(send({ url: '/api/a' })).rejects.toMatchObject({ kind: 'http', resCode: 500, message: Messages.generic });
    expect(notice.error).toHaveBeenCalledWith(Messages.generic);
  });

  it('a GET that times out asks for more precise conditions; other time-outs get the generic message', async () => {
    const get = setup(transportError(AxiosError.ECONNABORTED));
    await expect(get.send({ url: '/api/list', method: 'GET' })).rejects.toMatchObject({ kind: 'timeout' });
    expect(get.notice.error).toHaveBeenCalledWith(TransportMessages.getTimeout);

    const post = setup(transportError(AxiosError.ETIMEDOUT));
    await expect(post.send({ url: '/api/save', method: 'POST' })).rejects.toMatchObject({ kind: 'timeout' });
    expect(post.notice.error).toHaveBeenCalledWith(Messages.generic);
  });

  it('a network error asks to check the connection; other transport failures get the generic message', async () => {
    const offline = setup(transportError(AxiosError.ERR_NETWORK));
    await expect(offline.send({ url: '/api/a' })).rejects.toMatchObject({ kind: 'network' });
    expect(offline.notice.error).toHaveBeenCalledWith(TransportMessages.network);
    expect(offline.logFailure).toHaveBeenCalledOnce();

    const odd = setup(transportError('ERR_SOMETHING'));
    await expect(odd.send({ url: '/api/a' })).rejects.toMatchObject({ kind: 'transport' });
    expect(odd.notice.error).toHaveBeenCalledWith(Messages.generic);
  });

  it('blob answers count as success, unless the blob is a refusal envelope', async () => {
    const file = new Blob(['a,b\n1,2'], { type: 'text/csv' });
    const download = setup((config) => answer(config, file));
    await expect(download.send({ url: '/api/export', responseType: 'blob' })).resolves.toBe(file);

    const refusal = new Blob([JSON.stringify({ resCode: 403, resDes: 'no', data: null })], { type: 'application/json' });
    const refused = setup((config) => answer(config, refusal));
    await expect(refused.send({ url: '/api/export', responseType: 'blob' })).rejects.toMatchObject({ resCode: 403 });
    expect(refused.notice.error).toHaveBeenCalledWith(Messages.forbidden);
  });
});
