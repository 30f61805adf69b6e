import type { LarkBinding } from '@shared/api/lark';

type Via = LarkBinding['via'];

/** How the current binding came about. */
export const bindingViaText: Record<Via, string> = {
  admin: '管理员绑定',
  self: '首次登录自动绑定',
};

/** How a logged bind or unbind happened. */
export const logViaText: Record<Via, string> = {
  admin: '管理员操作',
  self: '首次登录自动绑定',
};

/** A logged action as a tag. */
export const logActionLooks = {
  bind: { text: '绑定', color: 'green' },
  unbind: { text: '解绑', color: 'orange' },
} as const;

/** The shortest keyword the Lark contact search accepts (the contract's rule). */
export const SEARCH_MIN_LENGTH = 3;
