import Big from 'big.js';
import { checkLimits } from '@shared/api/promotion/limits';
import { ApiRoutes } from '../../../http/api';
import { priced } from '../claims/save';
import { checkPromotionLimits } from './check';

/**
 * The over-limit check as a call: forms show what a submission would pass while they are filled. An
 * amount in a currency is converted as a claim line is when saved, so the form sees what submission will.
 */
export const limitCheckRoutes = () =>
  new ApiRoutes().add(checkLimits, async ({ body, deps }) => {
    const spends = await Promise.all(
      body.spends.map(async (s) => ({
        platformId: body.platformId,
        month: (s.month ?? body.month)!,
        skuId: s.skuId,
        categoryId: s.categoryId,
        amountCny: s.amountCny !== undefined ? new Big(s.amountCny).toFixed(2) : (await priced(deps.db, s.currency!, s.amount!, s.spentOn)).amountCny,
      })),
    );
    return checkPromotionLimits(deps.db, spends);
  });
