import { larkErrors } from './errors';
import type { Route, RouteContext, RouteResult } from './http';
import { fail, objectBody, ok, tenantTokenError } from './http';
import type { NewMessage } from './messages';
import type { FakeLarkState } from './state';
import type { FakeLarkMessage, FakeLarkUser, LarkJson } from './types';
import { idTypes, type LarkIdType } from './users';

/** The user a `receive_id` names; `undefined` for an id type the fake does not serve. */
function recipient(state: FakeLarkState, type: string, id: string): FakeLarkUser | null | undefined {
  if (idTypes.includes(type as LarkIdType)) return state.users.find(type as LarkIdType, id) ?? null;
  if (type === 'email') return state.users.byEmail(id) ?? null;
  if (type === 'chat_id') return state.users.byChat(id) ?? null;
  return undefined;
}

/** Parses message content as Lark validates it: a JSON object (`text` ones with a `text`). */
function parseContent(msgType: string, content: string): { parsed: LarkJson } | { error: RouteResult } {
  const invalid = { error: fail(msgType === 'interactive' ? larkErrors.cardInvalid : larkErrors.imInvalidParam) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return invalid;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return invalid;
  if (msgType === 'text' && typeof (parsed as LarkJson).text !== 'string') return invalid;
  return { parsed: parsed as LarkJson };
}

/** A message as `im/v1` answers it. */
function view(state: FakeLarkState, m: FakeLarkMessage) {
  return {
    message_id: m.messageId,
    root_id: m.rootId,
    parent_id: m.parentId,
    msg_type: m.msgType,
    create_time: String(m.createdAt.getTime()),
    update_time: String(m.updatedAt.getTime()),
    deleted: false,
    updated: m.patches > 0,
    chat_id: m.chatId,
    sender: { id: state.app.appId, id_type: 'app_id', sender_type: 'app', tenant_key: state.app.tenantKey },
    body: { content: m.content },
  };
}

interface SendBody {
  msgType: string;
  content: string;
  uuid?: string;
}

function sendBody(ctx: RouteContext): SendBody | undefined {
  const body = objectBody(ctx);
  if (typeof body?.msg_type !== 'string' || typeof body.content !== 'string') return undefined;
  return { msgType: body.msg_type, content: body.content, uuid: typeof body.uuid === 'string' ? body.uuid : undefined };
}

/** Stores a sent or reply message; a repeated `uuid` answers the earlier message, as Lark does. */
function store(ctx: RouteContext, send: SendBody, to: Omit<NewMessage, 'msgType' | 'content' | 'parsed' | 'uuid'>) {
  const earlier = send.uuid ? ctx.state.messages.byUuid(send.uuid) : undefined;
  if (earlier) return ok(view(ctx.state, earlier));
  const content = parseContent(send.msgType, send.content);
  if ('error' in content) return content.error;
  const message = ctx.state.messages.add({ ...to, msgType: send.msgType, content: send.content, parsed: content.parsed, uuid: send.uuid });
  return ok(view(ctx.state, message));
}

/** `im/v1` messages: send, reply, update a card. */
export const imRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/open-apis/im/v1/messages',
    handle(ctx) {
      const denied = tenantTokenError(ctx);
      if (denied) return denied;
      const send = sendBody(ctx);
      const receiveId = objectBody(ctx)?.receive_id;
      const type = ctx.query.receive_id_type;
      if (!send || typeof receiveId !== 'string' || !type) return fail(larkErrors.fieldValidation);
      const user = recipient(ctx.state, type, receiveId);
      if (user === undefined) return fail(larkErrors.fieldValidation);
      if (!user || !user.botAvailable || user.resigned) return fail(larkErrors.botUnavailable);
      return store(ctx, send, { receiveId, receiveIdType: type, openId: user.openId, chatId: user.chatId });
    },
  },
  {
    method: 'POST',
    pattern: '/open-apis/im/v1/messages/:message_id/reply',
    handle(ctx) {
      const denied = tenantTokenError(ctx);
      if (denied) return denied;
      const parent = ctx.state.messages.get(ctx.params.message_id);
      if (!parent) return fail(larkErrors.imInvalidParam);
      const send = sendBody(ctx);
      if (!send) return fail(larkErrors.fieldValidation);
      const { receiveId, receiveIdType, openId, chatId } = parent;
      return store(ctx, send, { receiveId, receiveIdType, openId, chatId, parentId: parent.messageId, rootId: parent.rootId ?? parent.messageId });
    },
  },
  {
    method: 'PATCH',
    pattern: '/open-apis/im/v1/messages/:message_id',
    handle(ctx) {
      const denied = tenantTokenError(ctx);
      if (denied) return denied;
      const message = ctx.state.messages.get(ctx.params.message_id);
      if (!message) return fail(larkErrors.imInvalidParam);
      const content = objectBody(ctx)?.content;
      if (typeof content !== 'string') return fail(larkErrors.fieldValidation);
      if (message.msgType !== 'interactive') return fail(larkErrors.unsupportedForType);
      const card = parseContent('interactive', content);
      if ('error' in card) return card.error;
      ctx.state.messages.patch(message, content, card.parsed);
      return ok({});
    },
  },
];
