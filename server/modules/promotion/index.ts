/**
 * Promotion expenses (docs/domain/promotion.md). What other parts of the module (promotion items,
 * cost reports) use: the over-limit check and the spend ledger.
 */
export { checkPromotionLimits } from './limits/check';
export { addProductLimit } from './masters';
export { recordPromotionSpend, releasePromotionSpend, resolveSpends, type PromotionSpend, type SpendSource } from './limits/spends';
export { monthSalesCny, weeksOfMonth } from './limits/sales';
export { categoryPathName } from './limits/names';
export type { LimitExceedance } from '@shared/api/promotion/limits';
