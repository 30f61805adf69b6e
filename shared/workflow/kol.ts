import { kolRequireScreen } from '../api/kol/screens';
import { defineMachine } from './machine';

/**
 * KOL requirements (docs/domain/kol.md): the operator drafts and submits; a manager decides on the
 * batch the requirement was submitted in, which runs approve/reject here for each of its requirements.
 */
export const kolRequireMachine = defineMachine({
  entity: 'kol_require',
  title: 'KOL需求',
  screen: kolRequireScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '已通过', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    closed: { label: '已完成', color: 'blue' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_audit', 'approved', 'rejected', 'closed'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_audit', element: kolRequireScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: kolRequireScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: kolRequireScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: kolRequireScreen.code('del'), actor: 'creator', danger: true },
    { action: 'withdraw', label: '撤回', from: ['pending_audit'], to: 'draft', element: kolRequireScreen.code('add'), actor: 'creator' },
    { action: 'close', label: '完成关闭', from: ['approved'], to: 'closed', element: kolRequireScreen.code('add'), actor: 'creator', comment: 'optional' },
  ],
});

/** A batch of requirements submitted at once: one decision (one Lark card) for all of them. */
export const kolBatchMachine = defineMachine({
  entity: 'kol_audit_batch',
  title: 'KOL需求审核批次',
  screen: kolRequireScreen.path,
  states: {
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '已通过', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    withdrawn: { label: '已撤回', color: 'grey' },
  },
  tabs: ['pending_audit', 'approved', 'rejected'],
  transitions: [
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: kolRequireScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: kolRequireScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'withdraw', label: '撤回', from: ['pending_audit'], to: 'withdrawn', element: kolRequireScreen.code('add'), actor: 'creator', auto: true },
  ],
});

export const kolMachines = [kolRequireMachine, kolBatchMachine];
