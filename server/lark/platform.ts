import * as lark from '@larksuiteoapi/node-sdk';
import type { LarkConfig } from '../config';

/** A Lark account as the open platform describes it. */
export interface LarkIdentity {
  openId: string;
  unionId: string | null;
  userId: string | null;
  name: string;
  email: string | null;
  mobile: string | null;
}

/** A call to Lark that answered with a non-zero code (the SDK resolves those instead of throwing). */
export class LarkCallError extends Error {
  constructor(
    readonly call: string,
    readonly code: number,
    msg: string,
  ) {
    super(`Lark ${call} failed: ${code} ${msg}`);
    this.name = 'LarkCallError';
  }
}

/** Everything the CRM asks of Lark; all of it through the official SDK. */
export interface LarkPlatform {
  /**
   * Sends an interactive card to a user's chat with the bot; returns the message id. `uuid` is Lark's
   * de-duplication key (one message per key within an hour): a send repeated after its answer was
   * lost returns the first message instead of sending a second.
   */
  sendCard(openId: string, card: object, uuid: string): Promise<string>;
  /** Sends a plain-text message (the fallback when Lark refuses a card), with the same `uuid` de-duplication. */
  sendText(openId: string, text: string, uuid: string): Promise<string>;
  /**
   * Creates or replaces a third-party approval instance in Lark's approval centre
   * (`approval/v4/external_instances`, `update_mode: REPLACE`).
   */
  syncExternalInstance(instance: ExternalInstance): Promise<void>;
  /** Replaces the card of a message the bot sent (every recipient's copy of a shared card). */
  patchCard(messageId: string, card: object): Promise<void>;
  /**
   * A login code (tt.requestAccess, or the authorize page's redirect to `redirectUri`) for the Lark
   * identity behind it, through the current `authen/v2/oauth/token`.
   */
  exchangeCode(code: string, redirectUri?: string): Promise<LarkIdentity>;
  /** Accounts in the contact directory with this email or mobile. */
  findUsers(query: { emails?: string[]; mobiles?: string[] }): Promise<LarkIdentity[]>;
  /** The accounts with these open ids (unknown ones are left out). */
  findUsersByOpenId(openIds: string[]): Promise<LarkIdentity[]>;
}

/** The body of `client.approval.v4.externalInstance.create`, as the SDK types it. */
export type ExternalInstance = NonNullable<Parameters<lark.Client['approval']['v4']['externalInstance']['create']>[0]>['data'];

type Answer<T> = { code?: number; msg?: string; data?: T };

/**
 * The data of a call, or a LarkCallError for a refusal: Lark answers some refusals with HTTP 200 and a
 * non-zero code (the SDK resolves those), others with HTTP 4xx and the same body (the SDK throws).
 */
async function dataOf<T>(call: string, answer: Promise<Answer<T>>): Promise<T> {
  let result: Answer<T>;
  try {
    result = await answer;
  } catch (error) {
    const body = (error as { response?: { data?: Answer<T> } }).response?.data;
    if (body?.code) throw new LarkCallError(call, body.code, body.msg ?? '');
    throw error;
  }
  if (result.code) throw new LarkCallError(call, result.code, result.msg ?? '');
  return result.data as T;
}

/**
 * Lark refused the app's access token (revoked, or the app secret was reset): fetch a new one.
 * 20014 is how authen answers an app token that is no longer valid.
 */
const TOKEN_REFUSED = new Set([20014, 99991661, 99991663, 99991668]);

/** The OAuth token answer of `authen/v2/oauth/token` (top-level fields, no `data`). */
interface OAuthToken {
  code?: number;
  access_token?: string;
  error?: string;
  error_description?: string;
}

/** The user-token scopes the login asks for: reading who signed in (name, ids) and their enterprise e-mail. */
export const LOGIN_SCOPES = ['contact:user.email:readonly'];

/** Lark's authorize page lives on the accounts host of the open platform's domain. */
export function authorizeUrl(domain: string): URL {
  const base = domain.replace('://open.feishu.cn', '://accounts.feishu.cn').replace('://open.larksuite.com', '://accounts.larksuite.com');
  return new URL('/open-apis/authen/v1/authorize', base);
}

const orNull = (v: string | undefined | null) => (v ? v : null);

/**
 * The SDK client with a token cache of its own (the SDK's default cache is shared by the whole
 * process, which would mix up apps and test platforms).
 */
export function createLarkPlatform(config: LarkConfig): LarkPlatform {
  const store = new Map<string, { value: unknown; expire?: number }>();
  const cache: lark.Cache = {
    async set(key, value, expire) {
      store.set(String(key), { value, expire });
      return true;
    },
    async get(key) {
      const hit = store.get(String(key));
      if (!hit || (hit.expire && hit.expire < Date.now())) return undefined;
      return hit.value;
    },
  };
  /** One call; when Lark refuses the cached token (the SDK would keep using it until it expires), once more with a new one. */
  const call = async <T>(name: string, run: () => Promise<Answer<T>>): Promise<T> => {
    try {
      return await dataOf(name, run());
    } catch (error) {
      if (!(error instanceof LarkCallError) || !TOKEN_REFUSED.has(error.code)) throw error;
      store.clear();
      return dataOf(name, run());
    }
  };
  const client = new lark.Client({
    appId: config.appId,
    appSecret: config.appSecret,
    domain: config.domain,
    cache,
    loggerLevel: lark.LoggerLevel.error,
  });

  return {
    async sendCard(openId, card, uuid) {
      const sent = await call('im.message.create', () =>
        client.im.v1.message.create({
          params: { receive_id_type: 'open_id' },
          data: { receive_id: openId, msg_type: 'interactive', content: JSON.stringify(card), uuid: uuid.slice(0, 50) },
        }),
      );
      return sent.message_id!;
    },
    async sendText(openId, text, uuid) {
      const sent = await call('im.message.create', () =>
        client.im.v1.message.create({
          params: { receive_id_type: 'open_id' },
          data: { receive_id: openId, msg_type: 'text', content: JSON.stringify({ text }), uuid: uuid.slice(0, 50) },
        }),
      );
      return sent.message_id!;
    },
    async syncExternalInstance(instance) {
      await call('approval.externalInstance.create', () => client.approval.v4.externalInstance.create({ data: instance }));
    },
    async patchCard(messageId, card) {
      await call('im.message.patch', () => client.im.v1.message.patch({ path: { message_id: messageId }, data: { content: JSON.stringify(card) } }));
    },
    async exchangeCode(code, redirectUri) {
      // The SDK has no call for the v2 token endpoint yet; it takes the app's own credentials, no app token.
      const answer = await fetch(`${config.domain}/open-apis/authen/v2/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ grant_type: 'authorization_code', client_id: config.appId, client_secret: config.appSecret, code, ...(redirectUri ? { redirect_uri: redirectUri } : {}) }),
        signal: AbortSignal.timeout(10_000),
      });
      const token = (await answer.json().catch(() => ({}))) as OAuthToken;
      if (token.code || !token.access_token) throw new LarkCallError('authen.oauthToken', token.code ?? answer.status, token.error_description ?? token.error ?? '');
      const info = await call('authen.userInfo', () => client.authen.v1.userInfo.get({}, lark.withUserAccessToken(token.access_token!)));
      return {
        openId: info.open_id!,
        unionId: orNull(info.union_id),
        userId: orNull(info.user_id),
        name: info.name ?? '',
        email: orNull(info.enterprise_email) ?? orNull(info.email),
        mobile: orNull(info.mobile),
      };
    },
    async findUsers({ emails = [], mobiles = [] }) {
      const found = await call('contact.user.batchGetId', () =>
        client.contact.v3.user.batchGetId({ params: { user_id_type: 'open_id' }, data: { emails, mobiles } }),
      );
      return this.findUsersByOpenId([...new Set((found.user_list ?? []).map((u) => u.user_id).filter((id): id is string => !!id))]);
    },
    async findUsersByOpenId(openIds) {
      const users = await Promise.all(
        openIds.map(async (openId) => {
          const answer = call('contact.user.get', () => client.contact.v3.user.get({ path: { user_id: openId }, params: { user_id_type: 'open_id' } }));
          const user = await answer.then(
            (data) => data.user,
            (error) => {
              if (error instanceof LarkCallError) return undefined;
              throw error;
            },
          );
          if (!user) return undefined;
          return {
            openId,
            unionId: orNull(user.union_id),
            userId: orNull(user.user_id),
            name: user.name ?? '',
            email: orNull(user.enterprise_email) ?? orNull(user.email),
            mobile: orNull(user.mobile),
          };
        }),
      );
      return users.filter((u): u is LarkIdentity => !!u);
    },
  };
}
