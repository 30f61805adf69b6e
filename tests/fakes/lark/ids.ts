import { randomBytes } from 'node:crypto';

/** Random lower-case hex of `bytes` bytes. */
export function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** Ids shaped like Lark's: `ou_` open ids, `on_` union ids, `oc_` chats, `om_` messages. */
export const newId = {
  open: () => `ou_${hex(16)}`,
  union: () => `on_${hex(16)}`,
  user: () => hex(4),
  chat: () => `oc_${hex(16)}`,
  message: () => `om_${hex(16)}`,
  appToken: () => `t-${hex(20)}`,
  userToken: () => `u-${hex(20)}`,
  refreshToken: () => `ur-${hex(20)}`,
  code: () => hex(16),
};
