import { z } from 'zod';
import { blankAsAbsent } from '../inputs';

/** Inputs and helpers the mail centre's contracts share (docs/domain/mail.md). */
export { blankAsNull, cappedPage, idOnly, listPaging, nullIfBlank, prefixText, queryFlag } from '../inputs';

export const MAIL_API = '/api/crm-mail-center';

export const positiveId = (label: string) => z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`);
/** An optional id filter ('' = not given). */
export const idFilter = (label: string) => blankAsAbsent(positiveId(label));

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;
export const emailAddress = (label = '邮箱') =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(254, `${label}最多254个字符`)
    .refine((v) => EMAIL.test(v), `${label}格式不正确`)
    .transform((v) => v.toLowerCase());

/** Recipients: an array or one text separated by commas / semicolons / spaces; at most 50. */
export const recipients = (label: string, required: boolean) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[\s,，;；]+/).filter(Boolean) : v ?? []),
    z
      .array(emailAddress(label), { error: `${label}不正确` })
      .max(50, `${label}最多50个`)
      .refine((list) => !required || list.length > 0, `请填写${label}`)
      .transform((list) => [...new Set(list)]),
  );

export const LANGUAGES = { en: '英语', zh: '中文', ja: '日语', de: '德语', fr: '法语', es: '西班牙语' } as const;
export type Language = keyof typeof LANGUAGES;
export const language = z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]], { error: '语言不正确' });

export const option = z.object({ id: z.number(), name: z.string() });
