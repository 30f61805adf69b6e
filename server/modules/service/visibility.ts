import { reviewScreen, serviceOrderScreen, walmartReviewScreen } from '@shared/api/service/screens';
import { csReviews, csServiceOrders } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

/** A 客服 sees the reviews and service orders they own; viewAll (客服主管) sees every one. */
export const reviewVisibility = defineVisibility({ screens: [reviewScreen.path, walmartReviewScreen.path], owner: csReviews.createdBy, title: '评论' });
export const serviceOrderVisibility = defineVisibility({ screens: [serviceOrderScreen.path], owner: csServiceOrders.createdBy, title: '客服工单' });
