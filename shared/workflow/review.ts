import { orderOpScreen, overseasScreen, planOrderScreen } from '../api/review/screens';
import { defineMachine, type StateDef } from './machine';

/**
 * The review programme's statuses (docs/domain/review-programme.md). The two machines are the single
 * source of PlanOrderStatusEnum and PlanOrderDetailStatusEnum; the two plain status lists below are
 * the source of SendLetterStatusEnum and OrderReviewerStatusEnum.
 */

/** A plan order: operations raise and commit it, the programme manager audits, overseas runs it. */
export const planOrderMachine = defineMachine({
  entity: 'review_plan_order',
  title: '计划单',
  screen: planOrderScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    rejected: { label: '已驳回', color: 'red' },
    approved: { label: '已审核', color: 'blue' },
    in_progress: { label: '执行中', color: 'violet' },
    completed: { label: '已完成', color: 'green' },
    cancelled: { label: '已取消', color: 'grey' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_audit', 'rejected', 'approved', 'in_progress', 'completed', 'cancelled'],
  transitions: [
    { action: 'commit', label: '提交', from: ['draft', 'rejected'], to: 'pending_audit', element: planOrderScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: planOrderScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: planOrderScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'start', label: '生成邀请码', from: ['approved'], to: 'in_progress', element: overseasScreen.code('invite'), actor: 'anyone' },
    { action: 'complete', label: '完成', from: ['in_progress'], to: 'completed', element: overseasScreen.code('archive'), actor: 'anyone', auto: true },
    // Approved but never run (no invitation codes yet): its orders go back to the operation's volume.
    { action: 'cancel', label: '取消计划单', from: ['approved'], to: 'cancelled', element: planOrderScreen.code('audit'), actor: 'anyone', comment: 'required', danger: true },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: planOrderScreen.code('del'), actor: 'creator', danger: true },
  ],
});

/** One order of a plan order: one reviewer, one invitation code, one address, one marketplace order. */
export const planOrderDetailMachine = defineMachine({
  entity: 'review_plan_order_detail',
  title: '订单明细',
  screen: overseasScreen.path,
  states: {
    pending_address: { label: '待填地址', color: 'grey' },
    address_committed: { label: '地址已提交', color: 'blue' },
    ordered: { label: '已下单', color: 'orange' },
    archived: { label: '已归档', color: 'green' },
    merged: { label: '已合并', color: 'violet' },
  },
  tabs: ['pending_address', 'address_committed', 'ordered', 'archived', 'merged'],
  transitions: [
    { action: 'commitAddress', label: '提交地址', from: ['pending_address'], to: 'address_committed', element: overseasScreen.code('address'), actor: 'anyone' },
    { action: 'resetAddress', label: '地址重置', from: ['address_committed'], to: 'pending_address', element: planOrderScreen.code('addressReset'), actor: 'anyone', comment: 'required' },
    { action: 'order', label: '保存订单', from: ['address_committed'], to: 'ordered', element: overseasScreen.code('address'), actor: 'anyone' },
    { action: 'archive', label: '归档', from: ['ordered'], to: 'archived', element: overseasScreen.code('archive'), actor: 'anyone' },
    { action: 'cancelOrder', label: '取消订单', from: ['ordered'], to: 'address_committed', element: orderOpScreen.code('audit'), actor: 'anyone', comment: 'required', auto: true },
    { action: 'merge', label: '合并', from: ['pending_address', 'address_committed', 'ordered'], to: 'merged', element: overseasScreen.code('merge'), actor: 'anyone', comment: 'required' },
  ],
});

/** The invitation letter of one detail to its reviewer (set through updateSendLetterStatus / batchSendLetter). */
export const SEND_LETTER_STATES = {
  not_sent: { label: '未发信', color: 'grey' },
  sent: { label: '已发信', color: 'blue' },
  replied: { label: '已回复', color: 'green' },
  failed: { label: '发信失败', color: 'red' },
} as const satisfies Record<string, StateDef>;
export type SendLetterStatus = keyof typeof SEND_LETTER_STATES;

/** The reviewer's own progress on a detail, recorded by the overseas handler (savePlanOrderDetail). */
export const REVIEWER_STATES = {
  invited: { label: '已邀请', color: 'grey' },
  accepted: { label: '已接受', color: 'blue' },
  purchased: { label: '已购买', color: 'orange' },
  reviewed: { label: '已评价', color: 'green' },
  no_response: { label: '未响应', color: 'red' },
} as const satisfies Record<string, StateDef>;
export type ReviewerStatus = keyof typeof REVIEWER_STATES;

export const reviewMachines = [planOrderMachine, planOrderDetailMachine];
