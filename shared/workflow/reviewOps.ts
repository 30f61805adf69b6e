import { orderOpScreen, paymentOpScreen } from '../api/review/screens';
import { defineMachine } from './machine';

/**
 * An operation on a programme order (订单处理, docs/domain/review-programme.md): the overseas handler
 * raises a refund, a commission or a cancellation; the programme manager audits it (never their own);
 * a refund or a commission is paid through 付款处理. A cancellation is done when approved.
 */
export const orderOpMachine = defineMachine({
  entity: 'review_order_op',
  title: '订单操作',
  screen: orderOpScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '已审核', color: 'blue' },
    paid: { label: '已付款', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_audit', 'approved', 'paid', 'rejected'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_audit', element: orderOpScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: orderOpScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: orderOpScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'pay', label: '付款', from: ['approved'], to: 'paid', element: paymentOpScreen.code('pay'), actor: 'anyone' },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: orderOpScreen.code('del'), actor: 'creator', danger: true },
  ],
});

/** What an operation does to its order. */
export const ORDER_OP_TYPES = {
  refund: { label: '退款', color: 'orange' },
  commission: { label: '佣金', color: 'blue' },
  cancel: { label: '取消', color: 'red' },
} as const;
export type OrderOpType = keyof typeof ORDER_OP_TYPES;

/** How a reviewer is paid. */
export const PAY_METHODS = {
  paypal: { label: 'PayPal', color: 'blue' },
  gift_card: { label: '礼品卡', color: 'violet' },
  bank: { label: '银行', color: 'grey' },
} as const;
export type PayMethod = keyof typeof PAY_METHODS;

/** An order's payment state (销售订单): its refund and its commission, each paid or not. */
export const ORDER_PAY_STATES = {
  unpaid: { label: '未付款', color: 'grey' },
  part_paid: { label: '部分付款', color: 'orange' },
  paid: { label: '已付款', color: 'green' },
} as const;
export type OrderPayState = keyof typeof ORDER_PAY_STATES;

export const reviewOpsMachines = [orderOpMachine];
