import { z } from 'zod';
import { blankAsNull, currency, id, isoDay, listPaging, optionalText, text } from '../inputs';

/** Shared input rules of the KOL calls (docs/domain/kol.md). */
export { blankAsNull, currency, id, isoDay, listPaging, optionalText, text };

/** Where influencers publish (getAllKolChannel). */
export const KOL_CHANNELS = {
  youtube: 'YouTube',
  tiktok: 'TikTok',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  blog: 'Blog',
  reddit: 'Reddit',
  pinterest: 'Pinterest',
} as const;
export type KolChannel = keyof typeof KOL_CHANNELS;
export const kolChannel = z.enum(Object.keys(KOL_CHANNELS) as [KolChannel, ...KolChannel[]], { error: '渠道不正确' });

/** A non-negative amount with at most two decimals (fees, prices). */
export const amountOrZero = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `请填写${label}` })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', `请填写${label}`)
    .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, `${label}格式不正确（不小于0，最多两位小数）`));

/** A non-negative integer count (views, clicks, followers...). */
export const count = (label: string, max = 2_000_000_000) =>
  z.coerce.number({ error: `${label}必须是整数` }).int(`${label}必须是整数`).min(0, `${label}不能小于0`).max(max, `${label}最大${max}`);

/** An optional id in a query or body ('' and null: none). */
export const optionalId = (label: string) => blankAsNull(id(label)).transform((v) => v ?? undefined);

/** An optional filter enum ('' and null: none). */
export const optionalEnum = <T extends z.ZodType>(schema: T) => blankAsNull(schema).transform((v) => v ?? undefined);

/** A web link. */
export const link = (label: string) =>
  text(label, 500).refine((v) => /^https?:\/\/\S+$/i.test(v), `${label}必须是 http(s) 链接`);

/** `{ value, label }` options of a pick list. */
export const option = z.object({ value: z.string(), label: z.string() });
export const userOption = z.object({ id: z.number(), name: z.string() });

/** Ids from a query (`ids=1&ids=2` or `ids=1,2`) or a body array. */
export const idList = (label: string, max: number) =>
  z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))], { error: `请选择${label}` })
    .transform((v) => (Array.isArray(v) ? v : String(v).split(',')).map((s) => String(s).trim()).filter(Boolean).map(Number))
    .pipe(z.array(z.number().int(`${label}不正确`).positive(`${label}不正确`), { error: `${label}不正确` }).min(1, `请选择${label}`).max(max, `一次最多${max}条`))
    .transform((ids) => [...new Set(ids)]);

