import { backPaymentScreen, deliveryScreen, paymentScreen } from '../api/b2b/screens';
import { defineMachine } from './machine';

/** Payment requests: the salesperson submits, a manager audits, finance pays. */
export const paymentMachine = defineMachine({
  entity: 'b2b_payment',
  title: '付款申请',
  screen: paymentScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    pending_finance: { label: '待财务确认', color: 'blue' },
    paid: { label: '已付款', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_audit', 'pending_finance', 'paid', 'rejected'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_audit', element: paymentScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'pending_finance', element: paymentScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: paymentScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'confirm', label: '确认付款', from: ['pending_finance'], to: 'paid', element: paymentScreen.code('finance'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'financeReject', label: '财务驳回', from: ['pending_finance'], to: 'rejected', element: paymentScreen.code('finance'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: paymentScreen.code('del'), actor: 'creator', danger: true },
  ],
});

/** Back payments: the salesperson records money received, finance confirms it arrived. */
export const backPaymentMachine = defineMachine({
  entity: 'b2b_back_payment',
  title: '回款',
  screen: backPaymentScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    submitted: { label: '待财务确认', color: 'orange' },
    confirmed: { label: '已确认', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'submitted', 'confirmed', 'rejected'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'submitted', element: backPaymentScreen.code('add'), actor: 'creator' },
    { action: 'confirm', label: '确认到账', from: ['submitted'], to: 'confirmed', element: backPaymentScreen.code('confirm'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['submitted'], to: 'rejected', element: backPaymentScreen.code('confirm'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: backPaymentScreen.code('del'), actor: 'creator', danger: true },
  ],
});

/** Delivery requests: the salesperson asks, a manager audits against the customer's terms, operations ships. */
export const deliveryMachine = defineMachine({
  entity: 'b2b_delivery',
  title: '发货申请',
  screen: deliveryScreen.path,
  states: {
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '待发货', color: 'blue' },
    shipped: { label: '已发货', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
  },
  tabs: ['pending_audit', 'approved', 'shipped', 'rejected'],
  transitions: [
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: deliveryScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: deliveryScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'confirm', label: '确认发货', from: ['approved'], to: 'shipped', element: deliveryScreen.code('confirm'), actor: 'anyone' },
  ],
});

export const b2bMachines = [paymentMachine, backPaymentMachine, deliveryMachine];
