import { budgetScreen, forecastScreen } from '../api/sales/screens';
import { defineMachine } from './machine';
import { forecastSkuMachine, spuAssignMachine } from './salesAssign';

export { forecastSkuMachine, spuAssignMachine };

/** Annual budgets: the operator imports and submits, a manager audits (also from Lark), an approved budget may be invalidated. */
export const budgetMachine = defineMachine({
  entity: 'sale_budget',
  title: '年度预算',
  screen: budgetScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '已通过', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    invalid: { label: '已作废', color: 'violet' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_audit', 'approved', 'rejected', 'invalid'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected'], to: 'pending_audit', element: budgetScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: budgetScreen.code('audit'), actor: 'notCreator', comment: 'optional', approval: true },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: budgetScreen.code('audit'), actor: 'notCreator', comment: 'required', approval: true, danger: true },
    { action: 'invalidate', label: '作废', from: ['approved'], to: 'invalid', element: budgetScreen.code('invalid'), actor: 'anyone', comment: 'required', danger: true },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: budgetScreen.code('del'), actor: 'creator', danger: true },
  ],
});

/** Forecast versions: the operator drafts and submits (or withdraws), a manager audits. */
export const forecastMachine = defineMachine({
  entity: 'sale_forecast',
  title: '销量预测',
  screen: forecastScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '已通过', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    withdrawn: { label: '已撤回', color: 'blue' },
  },
  tabs: ['draft', 'pending_audit', 'approved', 'rejected', 'withdrawn'],
  transitions: [
    { action: 'submit', label: '提交', from: ['draft', 'rejected', 'withdrawn'], to: 'pending_audit', element: forecastScreen.code('edit'), actor: 'creator' },
    { action: 'withdraw', label: '撤回', from: ['pending_audit'], to: 'withdrawn', element: forecastScreen.code('edit'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: forecastScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: forecastScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
  ],
});

export const salesMachines = [budgetMachine, forecastMachine, forecastSkuMachine, spuAssignMachine];
