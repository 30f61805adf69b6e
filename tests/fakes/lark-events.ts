/**
 * What a test needs to post events and card callbacks to the server the way Lark does:
 * request signing, body encryption and schema 2.0 envelopes.
 */
import { randomBytes } from 'node:crypto';

export type { LarkSignatureHeaders } from './lark/event-crypto';
export { encryptLarkBody, larkDelivery, signLarkRequest } from './lark/event-crypto';

/** Header of a schema 2.0 envelope. */
export interface LarkEventHeader {
  event_id: string;
  event_type: string;
  create_time: string;
  /** The app's verification token. */
  token: string;
  app_id: string;
  tenant_key: string;
}

/** A schema 2.0 event or callback envelope. */
export interface LarkEnvelope<E> {
  schema: '2.0';
  header: LarkEventHeader;
  event: E;
}

/** Who acted, as the event builders take it; a `FakeLarkUser` spreads into it. */
export interface LarkActor {
  openId: string;
  unionId?: string;
  userId?: string;
}

/** Ids of the app and tenant that receive the event; default to the fake platform's. */
export interface LarkEventTarget {
  eventId?: string;
  appId?: string;
  tenantKey?: string;
  /** The app's verification token, sent in `header.token`. */
  token: string;
}

const DEFAULT_APP = { appId: 'cli_fake_app', tenantKey: 'fake_tenant' };

function header(type: string, target: LarkEventTarget, createTime: string): LarkEventHeader {
  return {
    event_id: target.eventId ?? randomBytes(16).toString('hex'),
    event_type: type,
    create_time: createTime,
    token: target.token,
    app_id: target.appId ?? DEFAULT_APP.appId,
    tenant_key: target.tenantKey ?? DEFAULT_APP.tenantKey,
  };
}

function senderId(actor: LarkActor) {
  return { open_id: actor.openId, union_id: actor.unionId, user_id: actor.userId };
}

/** Event body of `im.message.receive_v1`. */
export interface LarkMessageReceived {
  sender: {
    sender_id: { open_id: string; union_id?: string; user_id?: string };
    sender_type: 'user';
    tenant_key: string;
  };
  message: {
    message_id: string;
    create_time: string;
    update_time: string;
    chat_id: string;
    chat_type: 'p2p';
    message_type: 'text';
    /** JSON string `{"text":"..."}`. */
    content: string;
  };
}

/** `im.message.receive_v1`: the user wrote `text` to the bot in their p2p chat. */
export function messageEvent(
  input: LarkActor & LarkEventTarget & { text: string; chatId?: string; messageId?: string },
): LarkEnvelope<LarkMessageReceived> {
  const now = String(Date.now());
  const tenantKey = input.tenantKey ?? DEFAULT_APP.tenantKey;
  return {
    schema: '2.0',
    header: header('im.message.receive_v1', input, now),
    event: {
      sender: { sender_id: senderId(input), sender_type: 'user', tenant_key: tenantKey },
      message: {
        message_id: input.messageId ?? `om_${randomBytes(16).toString('hex')}`,
        create_time: now,
        update_time: now,
        chat_id: input.chatId ?? `oc_${randomBytes(16).toString('hex')}`,
        chat_type: 'p2p',
        message_type: 'text',
        content: JSON.stringify({ text: input.text }),
      },
    },
  };
}

/** Event body of the `card.action.trigger` callback. */
export interface LarkCardAction {
  operator: { open_id: string; union_id?: string; user_id?: string; tenant_key: string };
  /** Token for a delayed card update (`c-...`). */
  token: string;
  action: {
    tag: string;
    value: unknown;
    form_value?: Record<string, unknown>;
    name?: string;
    timezone: string;
  };
  host: 'im_message';
  context: { open_message_id: string; open_chat_id?: string };
}

/** `card.action.trigger`: the user pressed a button (or submitted a form) on a card the bot sent. */
export function cardActionEvent(
  input: LarkActor &
    LarkEventTarget & {
      value: unknown;
      formValue?: Record<string, unknown>;
      messageId: string;
      chatId?: string;
      tag?: string;
      name?: string;
    },
): LarkEnvelope<LarkCardAction> {
  const tenantKey = input.tenantKey ?? DEFAULT_APP.tenantKey;
  return {
    schema: '2.0',
    // Callback headers carry microseconds, unlike event headers.
    header: header('card.action.trigger', input, `${Date.now()}000`),
    event: {
      operator: { ...senderId(input), tenant_key: tenantKey },
      token: `c-${randomBytes(20).toString('hex')}`,
      action: {
        tag: input.tag ?? 'button',
        value: input.value,
        form_value: input.formValue,
        name: input.name,
        timezone: 'Asia/Shanghai',
      },
      host: 'im_message',
      context: { open_message_id: input.messageId, open_chat_id: input.chatId },
    },
  };
}

/** The challenge Lark posts when the request URL is configured; the server echoes `challenge`. */
export function urlVerification(input: { challenge: string; token: string }) {
  return { type: 'url_verification' as const, challenge: input.challenge, token: input.token };
}
