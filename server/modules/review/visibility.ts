import { orderOpScreen, overseasScreen, paymentOpScreen, planOrderScreen } from '@shared/api/review/screens';
import { reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails, reviewPlanOrders } from '../../db/schema';
import { defineVisibility } from '../../http/visibility';

/**
 * Plan orders: their creator sees them; holders of 计划单 btn_viewAll (the programme manager, the
 * overseas handlers) see every one. Platforms outside the caller's scope are filtered on top.
 */
export const planOrderVisibility = defineVisibility({ screens: [planOrderScreen.path], owner: reviewPlanOrders.createdBy, title: '计划单' });

/** Order details are made by the overseas handlers; the same viewAll opens all of them. */
export const detailVisibility = defineVisibility({ screens: [planOrderScreen.path, overseasScreen.path], owner: reviewPlanOrderDetails.createdBy, title: '订单明细' });

/** Order operations: their creator (the overseas handler who raised them), or every one with viewAll on 订单处理 or 付款处理. */
export const orderOpVisibility = defineVisibility({ screens: [orderOpScreen.path, paymentOpScreen.path], owner: reviewOrderOps.createdBy, title: '订单操作' });

/** Payments: who paid them, or every one with 付款处理 viewAll (finance, the programme manager). */
export const paymentVisibility = defineVisibility({ screens: [paymentOpScreen.path], owner: reviewOrderPayments.createdBy, title: '付款' });
