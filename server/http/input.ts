import { Messages } from '@shared/api/envelope';
import { fail } from './errors';

/**
 * The one check every request's input passes before any contract parses it (docs/operations.md,
 * "Input"): body, query, path parameters and uploaded file names. Refused, never silently changed:
 * - text holding NUL (PostgreSQL cannot store it) or a lone UTF-16 surrogate (it would be stored as
 *   U+FFFD, not as sent);
 * - the keys `__proto__`, `constructor` and `prototype` (prototype pollution through records);
 * - arrays longer than MAX_ITEMS, nesting deeper than MAX_DEPTH, numbers that are not finite;
 * - a path parameter `id` / `...Id` that is not a positive integer the database can hold.
 */
export const MAX_ITEMS = 10_000;
export const MAX_DEPTH = 20;
const INT4_MAX = 2_147_483_647;

// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL refuses in text.
const UNSAVABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSAVABLE_ALL = new RegExp(UNSAVABLE.source, 'g');
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const refuse = (where: string, why: string) => fail.badRequest(`${Messages.badRequest}（${where || '请求'}: ${why}）`);
const join = (where: string, key: string | number) => (where ? `${where}.${key}` : String(key));

export const unsavableText = '含有无法保存的字符（空字符或残缺的 Unicode 字符），请删除后重试';

/** Throws a 400 envelope naming the first offending place; returns nothing when the value is clean. */
export function checkInput(value: unknown, where = '', depth = 0): void {
  if (typeof value === 'string') {
    if (UNSAVABLE.test(value)) throw refuse(where, unsavableText);
    return;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw refuse(where, '数字超出范围');
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_DEPTH) throw refuse(where, '层级过深');
  if (Array.isArray(value)) {
    if (value.length > MAX_ITEMS) throw refuse(where, `一次最多${MAX_ITEMS}项`);
    value.forEach((item, i) => checkInput(item, join(where, i), depth + 1));
    return;
  }
  for (const key of Object.keys(value)) {
    if (RESERVED_KEYS.has(key) || UNSAVABLE.test(key)) throw refuse(where, `不允许的字段名 ${JSON.stringify(key)}`);
    checkInput((value as Record<string, unknown>)[key], join(where, key), depth + 1);
  }
}

/** `text` with what the database cannot store replaced by U+FFFD: for records of refused input (the gate log). */
export const savable = (text: string) => text.replace(UNSAVABLE_ALL, '\ufffd');

/** Path parameters: clean text, and ids the database can hold (`:id`, `:userId`). */
export function checkParams(params: Record<string, string>): void {
  checkInput(params);
  for (const [name, raw] of Object.entries(params)) {
    if (name !== 'id' && !name.endsWith('Id')) continue;
    const ok = /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= INT4_MAX;
    if (!ok) throw refuse(name, '编号不正确');
  }
}
