import Big from 'big.js';
import { checkLimits } from '@shared/api/promotion/limits';
import { ApiRoutes } from '../../../http/api';
import { checkPromotionLimits } from './check';

/** The over-limit check as a call: forms show what a submission would pass before it is made. */
export const limitCheckRoutes = () =>
  new ApiRoutes().add(checkLimits, async ({ body, deps }) =>
    checkPromotionLimits(
      deps.db,
      body.spends.map((s) => ({ platformId: body.platformId, month: body.month, skuId: s.skuId, categoryId: s.categoryId, amountCny: new Big(s.amountCny).toFixed(2) })),
    ),
  );
