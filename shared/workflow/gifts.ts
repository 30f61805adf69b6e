import { grantApprovalScreen, grantScreen } from '../api/gifts/screens';
import { defineMachine } from './machine';

/**
 * Gift grants (docs/domain/gifts.md): customer service drafts and submits, a manager approves (portal,
 * approvals widget or Lark card), customer service sends, the delivery is confirmed, a gift may come back.
 */
export const giftGrantMachine = defineMachine({
  entity: 'gift_grant',
  title: '礼品发放',
  screen: grantScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_approval: { label: '待审批', color: 'orange' },
    approved: { label: '待发放', color: 'blue' },
    sent: { label: '已发放', color: 'violet' },
    delivered: { label: '已签收', color: 'green' },
    returned: { label: '已退回', color: 'red' },
    rejected: { label: '已驳回', color: 'red' },
    cancelled: { label: '已取消', color: 'grey' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_approval', 'approved', 'sent', 'delivered', 'returned', 'rejected', 'cancelled'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_approval', element: grantScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审批通过', from: ['pending_approval'], to: 'approved', element: grantApprovalScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_approval'], to: 'rejected', element: grantApprovalScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'send', label: '发放', from: ['approved'], to: 'sent', element: grantScreen.code('send'), actor: 'anyone' },
    // Approved but not sent (the buyer declined, the address is gone): nothing was taken yet, the card or stock stays for others.
    { action: 'cancel', label: '取消发放', from: ['approved'], to: 'cancelled', element: grantScreen.code('send'), actor: 'anyone', comment: 'required', danger: true },
    { action: 'deliver', label: '确认签收', from: ['sent'], to: 'delivered', element: grantScreen.code('send'), actor: 'anyone' },
    { action: 'return', label: '退回', from: ['sent', 'delivered'], to: 'returned', element: grantScreen.code('return'), actor: 'anyone', comment: 'required', danger: true },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: grantScreen.code('del'), actor: 'creator', danger: true },
  ],
});

export const giftMachines = [giftGrantMachine];
