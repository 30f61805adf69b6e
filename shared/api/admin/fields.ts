import { z } from 'zod';

/** Field schemas shared by the admin contracts, with the Chinese messages the forms show. */

/** A required, trimmed text: `message` when missing or blank. */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/**
 * An optional free text. Blank becomes null (clears it); absent stays undefined, which a PUT reads
 * as "keep" and a POST as null.
 */
export const noteText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Codes of group types and groups: letters, digits, `_` and `-`. */
export const identifierCode = requiredText('请输入编码', 50, '编码不超过50个字符').regex(
  /^[A-Za-z0-9_-]+$/,
  '编码只能包含字母、数字、_ 和 -',
);

/** A row id sent in a body (a select's value). */
export const rowId = (message: string) => z.number({ error: message }).int(message).positive(message);

/** A list of row ids sent in a body; duplicates are harmless. */
export const idList = (message: string) => z.array(rowId(message), { error: message }).max(5000, '一次最多提交5000项');

