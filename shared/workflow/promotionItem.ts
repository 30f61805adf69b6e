import { itemApprovalScreen, itemPaymentScreen, itemScreen } from '../api/promotionItems/screens';
import { defineMachine } from './machine';

/**
 * Promotion items (docs/domain/promotion-items.md): the operator saves and submits; an item over its
 * limit first passes 超限审批 (finance); the manager approves; the cashier pays. Submitting is only
 * through save-and-submit, which checks the limits and picks submit or submitOver.
 */
export const promotionItemMachine = defineMachine({
  entity: 'promote_item',
  title: '推广项目',
  screen: itemScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_limit: { label: '超限待审批', color: 'violet' },
    pending_manager: { label: '待主管审批', color: 'orange' },
    approved: { label: '待付款', color: 'blue' },
    paid: { label: '已付款', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_limit', 'pending_manager', 'approved', 'paid', 'rejected'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_manager', element: itemScreen.code('add'), actor: 'creator' },
    { action: 'submitOver', label: '超限提交', from: ['draft', 'rejected'], to: 'pending_limit', element: itemScreen.code('add'), actor: 'creator' },
    { action: 'approveLimit', label: '超限审批通过', from: ['pending_limit'], to: 'pending_manager', element: itemApprovalScreen.code('limitAudit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'rejectLimit', label: '驳回', from: ['pending_limit'], to: 'rejected', element: itemApprovalScreen.code('limitAudit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'approve', label: '审批通过', from: ['pending_manager'], to: 'approved', element: itemApprovalScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_manager'], to: 'rejected', element: itemApprovalScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'pay', label: '付款', from: ['approved'], to: 'paid', element: itemPaymentScreen.code('pay'), actor: 'notCreator' },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: itemScreen.code('del'), actor: 'creator', danger: true },
  ],
});

export const promotionItemMachines = [promotionItemMachine];
