import { z } from 'zod';

/** Inputs shared by the warranty contracts (docs/domain/warranty.md). */
export { blankAsNull, cappedPage, id, listPaging, optionalText, prefixText, queryFlag, text, LIST_COUNT_CAP } from '../inputs';

export const BASE = '/api/warranty-extension';

/** The page a code opens: `/w/<code>` on the public address. */
export const PUBLIC_PATH = '/w/';
/** Codes: 12 characters of Crockford base32 (no I, L, O, U). */
export const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;
export const BATCH_MAX = 100_000;

/** A BCP 47 language tag as the countries table writes it: en-US, de-DE, ja-JP. */
export const languageTag = z.string().trim().regex(/^[a-z]{2}(-[A-Z]{2})?$/, '语言代码不正确（如 en-US）');

/** Marketplaces a buyer may have bought on. */
export const MARKETPLACES = { amazon: 'Amazon', walmart: 'Walmart', ebay: 'eBay', website: '官网', other: '其他' } as const;
export type Marketplace = keyof typeof MARKETPLACES;
export const marketplace = z.enum(Object.keys(MARKETPLACES) as [Marketplace, ...Marketplace[]], { error: '请选择购买平台' });

/** A query-string positive id. */
export const queryId = (label: string) => z.coerce.number({ error: `${label}不正确` }).int(`${label}不正确`).positive(`${label}不正确`);
/** The version the user saw, sent back with a change. */
export const version = z.coerce.number({ error: '版本号不正确' }).int('版本号不正确').positive('版本号不正确').optional();
