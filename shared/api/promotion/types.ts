/** Promotion types (promoteType, spec §3): every promotion spend has one; the lists filter by it. */
export const PROMOTE_TYPES = {
  deal: '秒杀/折扣',
  coupon: '优惠券',
  onsite_ads: '站内广告',
  offsite: '站外推广',
  influencer: '红人/测评',
  other: '其他',
} as const;
export type PromoteType = keyof typeof PROMOTE_TYPES;

/** The sessionStorage key holding the promotion type chosen on the group's screens (per browser tab). */
export const PROMOTE_TYPE_STORAGE_KEY = 'promoteType';

/** yyyy-MM */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
