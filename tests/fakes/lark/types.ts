/** Public shapes of the fake Lark platform (see `../lark-platform.ts`). */

/** A person to register in the fake tenant's contact directory. */
export interface FakeLarkUserInput {
  name: string;
  enName?: string;
  email?: string;
  enterpriseEmail?: string;
  /** Stored as given; lookups ignore a leading `+86` and spaces or dashes. */
  mobile?: string;
  openId?: string;
  unionId?: string;
  userId?: string;
  employeeNo?: string;
  avatarUrl?: string;
  /** A resigned user is skipped by `batch_get_id` unless `include_resigned` is set. */
  resigned?: boolean;
  /** `false` makes the bot unable to message this user (error 230013), as outside the app's availability. */
  botAvailable?: boolean;
}

/** A registered user, with every id filled in. Spreads into the event builders of `../lark-events.ts`. */
export interface FakeLarkUser {
  name: string;
  enName: string;
  email?: string;
  enterpriseEmail?: string;
  mobile?: string;
  /** `ou_...`, the id as this app sees the user. */
  openId: string;
  /** `on_...`, the id across the developer's apps. */
  unionId: string;
  /** Short tenant-wide id. */
  userId: string;
  employeeNo?: string;
  avatarUrl: string;
  /** `oc_...`, the bot's p2p chat with this user. */
  chatId: string;
  resigned: boolean;
  botAvailable: boolean;
}

/** Parsed JSON as a test reads it; the fake stores whatever the caller sent. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep into whatever JSON the caller sent
export type LarkJson = Record<string, any>;

/** One HTTP request the platform received (control endpoints under `/_fake` are not recorded). */
export interface FakeLarkRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON body, the raw text when it is not JSON, `undefined` when empty. */
  body: unknown;
  at: Date;
  /** HTTP status answered; 0 when the connection was dropped on purpose. */
  status: number;
  /** JSON body answered. */
  response: unknown;
}

/** A message the bot sent, as the platform holds it now. */
export interface FakeLarkMessage {
  /** `om_...` */
  messageId: string;
  /** The user's id as the sender addressed it (for a reply: the parent's). */
  receiveId: string;
  receiveIdType: string;
  /** Open id of the user the message went to. */
  openId: string;
  chatId: string;
  msgType: string;
  /** Current content, the JSON string as sent. */
  content: string;
  /** Current content parsed (the card, for `interactive`). */
  card: LarkJson;
  /** Every content the message has had, parsed, oldest first. */
  history: LarkJson[];
  /** Successful PATCH updates. */
  patches: number;
  parentId?: string;
  rootId?: string;
  /** The `uuid` the sender gave for de-duplication. */
  uuid?: string;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * What an injected failure answers instead of the real handler: a Lark error body
 * (`status` defaults to 400, as the IM and contact APIs answer) or a dropped connection.
 */
/** An error answer; `drop`: the connection is cut before Lark acts; `loseAnswer`: after it acted. */
export type FakeLarkFailure = { code: number; msg: string; status?: number } | { drop: true } | { loseAnswer: true };
