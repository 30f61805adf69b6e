import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';
import { optionalText, text } from '@shared/api/inputs';
import { PLATFORM_REVIEW_KINDS } from '@shared/api/service/excel';
import type { ReviewChannel } from '@shared/api/service/reviews';
import type { ImportColumn } from '../../excel/import-kinds';

dayjs.extend(customParseFormat);

/**
 * The review exports of the marketplaces' own back offices, as their header rows name the columns
 * (docs/domain/customer-service.md, "Marketplace review exports"). A file is of the format whose
 * required headers it all has.
 */

/** A review as a marketplace export gives it, before its platform and SKU are found. */
export interface PlatformReviewRow {
  /** Amazon: the marketplace (amazon.com, amazon.de, US, DE). */
  marketplace?: string;
  asin?: string;
  /** The seller SKU (MSKU) or our own SKU. */
  sellerSku?: string;
  orderNo: string | null;
  rating: number;
  title: string | null;
  content: string;
  reviewerName: string;
  reviewedOn: string;
}

export interface PlatformFormat {
  key: keyof typeof PLATFORM_REVIEW_KINDS;
  /** The marketplace's name, as in our platform names (Amazon US, Walmart US). */
  marketplace: string;
  channel: ReviewChannel;
  title: string;
  columns: ImportColumn[];
  row: z.ZodType<PlatformReviewRow>;
}

const DAY_FORMATS = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'YYYY/MM/DD', 'M/D/YYYY', 'M/D/YYYY H:mm', 'M/D/YYYY h:mm A', 'D.M.YYYY', 'MMMM D, YYYY', 'MMM D, YYYY', 'D MMMM YYYY'];

/** A review date as the exports write it (ISO with or without time and zone, US, German, or in words) -> yyyy-MM-dd. */
export const platformDay = z
  .string({ error: '请填写评论日期' })
  .trim()
  .transform((v, ctx) => {
    const iso = /^(\d{4}-\d{2}-\d{2})T/.exec(v);
    const day = iso ? dayjs(iso[1], 'YYYY-MM-DD', true) : DAY_FORMATS.map((f) => dayjs(v, f, 'en', true)).find((d) => d.isValid());
    if (day?.isValid()) return day.format('YYYY-MM-DD');
    ctx.addIssue({ code: 'custom', message: `评论日期“${v}”无法识别，应为 2026-11-20、11/20/2026 或 November 20, 2026` });
    return z.NEVER;
  });

/** A star rating as the exports write it: 4, 4.0, "4 out of 5 stars". */
export const starRating = z
  .string({ error: '请填写评分' })
  .trim()
  .transform((v, ctx) => {
    const m = /^([1-5])(?:\.0+)?(?:\s|$)/.exec(v);
    if (m) return Number(m[1]);
    ctx.addIssue({ code: 'custom', message: '评分必须是1到5的整数' });
    return z.NEVER;
  });

const common = {
  orderNo: optionalText('订单号', 64),
  rating: starRating,
  title: optionalText('标题', 200),
  content: text('评论内容', 5000),
  reviewedOn: platformDay,
};
/** The exports leave the name out when the buyer hides it; the marketplace shows this instead. */
const reviewer = (shown: string) =>
  z
    .string()
    .trim()
    .max(100, '评论人最多100字')
    .optional()
    .transform((v) => v || shown);

/** Amazon Seller Central, Brands > Customer Reviews > Download (one marketplace per file, per row). */
export const amazonFormat: PlatformFormat = {
  key: 'amazon',
  marketplace: 'Amazon',
  channel: 'product',
  title: 'Amazon评论导入',
  columns: [
    { header: 'Review ID', key: 'reviewId', example: 'R2XK8ZQ1EXAMPLE', width: 18 },
    { header: 'Marketplace', key: 'marketplace', required: true, example: 'amazon.com', width: 14 },
    { header: 'ASIN', key: 'asin', required: true, example: 'B0EXAMPLE1', width: 14 },
    { header: 'SKU', key: 'sellerSku', example: 'HK1001-01', width: 14 },
    { header: 'Order ID', key: 'orderNo', example: '113-1234567-1234567', width: 22 },
    { header: 'Review Date', key: 'reviewedOn', required: true, example: '2026-11-20', width: 14 },
    { header: 'Star Rating', key: 'rating', required: true, example: '2', width: 10 },
    { header: 'Review Title', key: 'title', example: 'Broke after a week', width: 24 },
    { header: 'Review Text', key: 'content', required: true, example: 'The handle snapped after a week of use.', width: 40 },
    { header: 'Reviewer Name', key: 'reviewerName', example: 'Kate Moss', width: 16 },
  ],
  row: z.object({
    ...common,
    marketplace: text('Marketplace', 50),
    asin: text('ASIN', 20),
    sellerSku: optionalText('SKU', 64).transform((v) => v ?? undefined),
    reviewerName: reviewer('Amazon Customer'),
  }),
};

/** Walmart Seller Center, Analytics > Ratings & Reviews > Download (Walmart US). */
export const walmartFormat: PlatformFormat = {
  key: 'walmart',
  marketplace: 'Walmart US',
  channel: 'walmart',
  title: 'Walmart评论导入',
  columns: [
    { header: 'Item ID', key: 'itemId', example: '123456789', width: 14 },
    { header: 'SKU', key: 'sellerSku', required: true, example: 'HK1001-01', width: 14 },
    { header: 'Product Name', key: 'productName', example: 'HomeKit Storage Box', width: 24 },
    { header: 'Order Number', key: 'orderNo', example: '200011223344', width: 18 },
    { header: 'Submission Date', key: 'reviewedOn', required: true, example: '11/20/2026', width: 14 },
    { header: 'Rating', key: 'rating', required: true, example: '2', width: 8 },
    { header: 'Review Title', key: 'title', example: 'Broke after a week', width: 24 },
    { header: 'Review Text', key: 'content', required: true, example: 'The handle snapped after a week of use.', width: 40 },
    { header: 'Reviewer Nickname', key: 'reviewerName', example: 'KateM', width: 16 },
  ],
  row: z.object({ ...common, sellerSku: text('SKU', 64), reviewerName: reviewer('Walmart Customer') }),
};

export const PLATFORM_FORMATS = [amazonFormat, walmartFormat];

/** The format whose required headers the file has all of (a trailing `*` and spaces aside), or none. */
export function formatOf(headers: string[]): PlatformFormat | undefined {
  const names = new Set(headers.map((h) => h.replace(/[*＊]\s*$/, '').trim()));
  return PLATFORM_FORMATS.find((f) => f.columns.every((c) => !c.required || names.has(c.header)));
}

const COUNTRY_OF_DOMAIN: Record<string, string> = {
  'amazon.com': 'US', 'amazon.ca': 'CA', 'amazon.com.mx': 'MX', 'amazon.co.uk': 'UK', 'amazon.de': 'DE', 'amazon.fr': 'FR',
  'amazon.it': 'IT', 'amazon.es': 'ES', 'amazon.nl': 'NL', 'amazon.se': 'SE', 'amazon.pl': 'PL', 'amazon.co.jp': 'JP', 'amazon.com.au': 'AU',
};

/** Amazon's marketplace column (amazon.de, www.amazon.de, DE) -> our platform name (Amazon DE). */
export function amazonPlatformName(marketplace: string): string {
  const m = marketplace.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '');
  return `Amazon ${COUNTRY_OF_DOMAIN[m] ?? (/^[a-z]{2}$/.test(m) ? m.toUpperCase() : marketplace.trim())}`;
}
