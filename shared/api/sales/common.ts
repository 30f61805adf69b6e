import { z } from 'zod';

/** Input rules shared by the sales-planning calls. */
export { blankAsNull, cappedPage, LIST_COUNT_CAP, listPaging } from '../inputs';

/** An ISO week `2026-W07`. */
export const ISO_WEEK = /^\d{4}-W(0[1-9]|[1-4]\d|5[0-3])$/;
export const isoWeek = z.string({ error: '请选择周' }).trim().regex(ISO_WEEK, '周的格式应为 yyyy-Www，如 2026-W07');

/** A positive id in a query string or body. */
export const positiveId = (label: string) =>
  z.coerce.number({ error: `请选择${label}` }).int(`${label}不正确`).positive(`${label}不正确`);

/** A query-string or JSON boolean (`true` / `false`). */
export const passFlag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: '请选择审核结果' }));

/** Ids chosen in a list: repeated keys, an array, or `1,2,3`; at most `max`. */
export const idList = (label: string, max = 200) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: `请选择${label}` })
    .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean).map(Number))
    .pipe(z.array(z.number().int(`${label}不正确`).positive(`${label}不正确`), { error: `${label}不正确` }).min(1, `请选择${label}`).max(max, `一次最多${max}条`));

/** The answer of a batch action: what moved, and why the others did not. */
export const batchResult = z.object({
  done: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), message: z.string() })),
});
export type BatchResult = z.infer<typeof batchResult>;

export const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });
