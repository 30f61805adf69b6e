import { cashierPaymentScreen, claimApprovalScreen, claimScreen } from '@shared/api/promotion/screens';
import { promotionClaims } from '../../../db/schema';
import { defineVisibility } from '../../../http/visibility';

/**
 * Claims: the claimant sees their own; approvers and the cashier (viewAll on the claim, approval or
 * cashier screen) see every claim.
 */
export const claimVisibility = defineVisibility({
  screens: [claimScreen.path, claimApprovalScreen.path, cashierPaymentScreen.path],
  owner: promotionClaims.createdBy,
  title: '报销单',
});
