import { cashierPaymentScreen, claimApprovalScreen, claimScreen } from '../api/promotion/screens';
import { defineMachine } from './machine';

/**
 * Reimbursement claims (报销, docs/domain/promotion.md): the operator submits (a claim over a limit
 * with a reason, taking the extra step first), the manager then finance approve, the cashier pays.
 */
export const reimbursementMachine = defineMachine({
  entity: 'promotion_claim',
  title: '报销单',
  screen: claimScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_over: { label: '待超限审批', color: 'violet' },
    pending_manager: { label: '待主管审批', color: 'orange' },
    pending_finance: { label: '待财务审批', color: 'blue' },
    approved: { label: '待付款', color: 'blue' },
    paid: { label: '已付款', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_over', 'pending_manager', 'pending_finance', 'approved', 'paid', 'rejected'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_manager', element: claimScreen.code('add'), actor: 'creator' },
    { action: 'submitOver', label: '超限提交', from: ['draft', 'rejected'], to: 'pending_over', element: claimScreen.code('add'), actor: 'creator', comment: 'required' },
    { action: 'overApprove', label: '超限审批通过', from: ['pending_over'], to: 'pending_manager', element: claimApprovalScreen.code('over'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'overReject', label: '驳回', from: ['pending_over'], to: 'rejected', element: claimApprovalScreen.code('over'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'approve', label: '审批通过', from: ['pending_manager'], to: 'pending_finance', element: claimApprovalScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_manager'], to: 'rejected', element: claimApprovalScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'financeApprove', label: '财务审批通过', from: ['pending_finance'], to: 'approved', element: claimApprovalScreen.code('finance'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'financeReject', label: '财务驳回', from: ['pending_finance'], to: 'rejected', element: claimApprovalScreen.code('finance'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'pay', label: '付款', from: ['approved'], to: 'paid', element: cashierPaymentScreen.code('pay'), actor: 'notCreator' },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: claimScreen.code('del'), actor: 'creator', danger: true },
  ],
});

export const reimbursementMachines = [reimbursementMachine];
