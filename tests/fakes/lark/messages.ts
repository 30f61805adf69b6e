import type { FakeLarkMessage, LarkJson } from './types';
import { newId } from './ids';

export interface NewMessage {
  receiveId: string;
  receiveIdType: string;
  openId: string;
  chatId: string;
  msgType: string;
  content: string;
  parsed: LarkJson;
  parentId?: string;
  rootId?: string;
  uuid?: string;
}

/** Messages the bot sent, with every content each one has had. */
export class MessageStore {
  private readonly byId = new Map<string, FakeLarkMessage>();

  add(input: NewMessage): FakeLarkMessage {
    const now = new Date();
    const message: FakeLarkMessage = {
      messageId: newId.message(),
      receiveId: input.receiveId,
      receiveIdType: input.receiveIdType,
      openId: input.openId,
      chatId: input.chatId,
      msgType: input.msgType,
      content: input.content,
      card: input.parsed,
      history: [input.parsed],
      patches: 0,
      parentId: input.parentId,
      rootId: input.rootId,
      uuid: input.uuid,
      createdAt: now,
      updatedAt: now,
    };
    this.byId.set(message.messageId, message);
    return message;
  }

  get(messageId: string): FakeLarkMessage | undefined {
    return this.byId.get(messageId);
  }

  /** The message an earlier send with this `uuid` created, as Lark de-duplicates them. */
  byUuid(uuid: string): FakeLarkMessage | undefined {
    return [...this.byId.values()].find((m) => m.uuid === uuid);
  }

  patch(message: FakeLarkMessage, content: string, parsed: LarkJson): void {
    message.content = content;
    message.card = parsed;
    message.history.push(parsed);
    message.patches += 1;
    message.updatedAt = new Date();
  }

  all(): FakeLarkMessage[] {
    return [...this.byId.values()];
  }

  clear(): void {
    this.byId.clear();
  }
}

/** A deep copy a test can keep while the platform moves on. */
export function snapshot(message: FakeLarkMessage): FakeLarkMessage {
  return structuredClone(message);
}
