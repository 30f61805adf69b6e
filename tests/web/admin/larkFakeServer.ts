/** The Lark binding endpoints in memory, in place of the network, for the userManager tests. */
import type { AxiosAdapter } from 'axios';
import type { DataOf } from '@shared/api/contract';
import type { LarkAccount, LarkBinding, larkStatus, larkUserBinding } from '@shared/api/lark';
import { http } from '../../../web/lib/http';

type Status = DataOf<typeof larkStatus>;
type Log = DataOf<typeof larkUserBinding>['logs'][number];

/** What the tests saw leave the browser: method, path, query and parsed JSON body. */
export interface SentRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  body: unknown;
}

export const STATUS_ON: Status = {
  enabled: true,
  missing: [],
  appId: 'cli_a1b2c3',
  domain: 'https://open.feishu.cn',
  eventUrl: 'https://crm.crossdock.example/api/lark/events',
  launchUrl: 'https://crm.crossdock.example/lark/launch',
  boundUsers: 3,
};

export const STATUS_OFF: Status = {
  enabled: false,
  missing: ['LARK_APP_ID', 'LARK_APP_SECRET', 'PUBLIC_URL'],
  appId: null,
  domain: null,
  eventUrl: null,
  launchUrl: null,
  boundUsers: 0,
};

interface FakeLarkState {
  status: Status;
  /** Bindings by CRM user id. */
  bindings: Map<number, LarkBinding>;
  logs: Map<number, Log[]>;
  /** The Lark contact directory the search looks in. */
  directory: LarkAccount[];
  /** Answer this path with resCode 403 (no access). */
  forbidden?: string;
  /** Data of other GET paths the screen around the dialog asks for (user page, roles). */
  otherGets?: Record<string, unknown>;
}

const envelope = (data: unknown, resCode = 200, resDes = '成功') => ({ resCode, resDes, data });

/** Installs the fake on the portal's axios client; `restore()` puts the network back. */
export function fakeLarkServer(state: FakeLarkState) {
  const sent: SentRequest[] = [];
  let nextLog = 100;
  const addLog = (userId: number, action: Log['action'], binding: LarkBinding) => {
    const log: Log = {
      id: nextLog++,
      action,
      via: 'admin',
      openId: binding.openId,
      larkName: binding.larkName,
      actorName: '管理员',
      createdAt: new Date(Date.UTC(2026, 10, 20, 8, nextLog)).toISOString(),
    };
    state.logs.set(userId, [...(state.logs.get(userId) ?? []), log]);
  };

  const answer = (method: string, url: string, params: Record<string, unknown> | undefined, body: Record<string, unknown>) => {
    if (state.forbidden === url) return envelope(null, 403, '无权限');
    if (method === 'get' && url === '/api/lark/status') return envelope({ ...state.status, boundUsers: state.status.boundUsers + state.bindings.size });
    const bindingOf = /^\/api\/lark\/bindings\/(\d+)$/.exec(url);
    if (method === 'get' && bindingOf) {
      const userId = Number(bindingOf[1]);
      return envelope({ binding: state.bindings.get(userId) ?? null, logs: state.logs.get(userId) ?? [] });
    }
    if (method === 'get' && url === '/api/lark/users/search') {
      const keyword = String(params?.keyword ?? '');
      return envelope(state.directory.filter((a) => a.email?.includes(keyword) || a.mobile?.includes(keyword)));
    }
    if (method === 'post' && url === '/api/lark/bind') {
      const account = state.directory.find((a) => a.openId === body.openId)!;
      const binding: LarkBinding = {
        userId: Number(body.userId),
        openId: account.openId,
        unionId: account.unionId,
        larkUserId: account.userId,
        larkName: account.name,
        email: account.email,
        mobile: account.mobile,
        via: 'admin',
        boundAt: '2026-11-21T09:30:00.000Z',
      };
      state.bindings.set(binding.userId, binding);
      addLog(binding.userId, 'bind', binding);
      return envelope(binding);
    }
    if (method === 'post' && url === '/api/lark/unbind') {
      const userId = Number(body.userId);
      addLog(userId, 'unbind', state.bindings.get(userId)!);
      state.bindings.delete(userId);
      return envelope(null);
    }
    if (method === 'get' && state.otherGets && url in state.otherGets) return envelope(state.otherGets[url]);
    return envelope(null, 404, `no fake for ${method} ${url}`);
  };

  const adapter: AxiosAdapter = async (config) => {
    const method = config.method ?? 'get';
    const url = config.url ?? '';
    const params = config.params as Record<string, unknown> | undefined;
    const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    sent.push({ method, url, params, body: config.data === undefined ? undefined : body });
    return { data: answer(method, url, params, body), status: 200, statusText: 'OK', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return { sent, state, restore: () => (http.defaults.adapter = undefined) };
}
