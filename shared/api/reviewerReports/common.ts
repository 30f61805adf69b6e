import { z } from 'zod';
import { blankAsNull, dayFilter, listPaging } from '../inputs';

export const REVIEWER = '/api/reviewer';

/** Optional prefix text of a filter (trimmed, blank = absent). */
export const textFilter = blankAsNull(z.string().trim().max(100, '筛选条件最多100字'));
/** An id filter: PostgreSQL integers only (a larger number names no record and would fail the query). */
export const idFilter = blankAsNull(z.coerce.number({ error: '编号不正确' }).int('编号不正确').positive('编号不正确').max(2_147_483_647, '编号不正确'));
const starValue = z.coerce.number({ error: '星级应为 1 到 5 的数字' }).min(0, '星级应为 1 到 5 的数字').max(5, '星级应为 1 到 5 的数字');
export const starFilter = blankAsNull(starValue);

/** The filters every rating report takes: weeks (any day of the first and last week), group, category, site. */
export const ratingFilter = {
  from: dayFilter,
  to: dayFilter,
  groupId: idFilter,
  categoryId: idFilter,
  platformId: idFilter,
};
export const pagedRatingFilter = { ...ratingFilter, ...listPaging };

/** A product (listing) as every rating row names it. */
export const productColumns = {
  platformId: z.number(),
  platformCode: z.string(),
  platformName: z.string(),
  asin: z.string(),
  skuId: z.number(),
  sku: z.string(),
  skuName: z.string(),
  storeName: z.string().nullable(),
  groupName: z.string().nullable(),
  categoryName: z.string().nullable(),
};

export const PROMOTE_KINDS = { deal: '秒杀/Deal', coupon: '优惠券', ad: '广告调整', price: '调价', other: '其他' } as const;
export type PromoteKind = keyof typeof PROMOTE_KINDS;

/** A promotion log entry as shown beside ratings. */
export const promotionNote = z.object({ id: z.number(), kind: z.string(), kindLabel: z.string(), actionDate: z.string(), content: z.string() });
export type PromotionNote = z.infer<typeof promotionNote>;
