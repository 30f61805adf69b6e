import { forecastSkuScreen, spuAssignScreen } from '../api/sales/screens';
import { defineMachine } from './machine';

/**
 * Forecast SKUs (预测SKU): an operator puts a SKU of a store under forecast and names its auditor; the
 * auditor approves it (预测中) or rejects it; a forecast SKU may be stopped and later resubmitted.
 */
export const forecastSkuMachine = defineMachine({
  entity: 'sale_forecast_sku',
  title: '预测SKU',
  screen: forecastSkuScreen.path,
  states: {
    pending_audit: { label: '待审核', color: 'orange' },
    active: { label: '预测中', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    stopped: { label: '已停止', color: 'grey' },
  },
  tabs: ['pending_audit', 'active', 'rejected', 'stopped'],
  transitions: [
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'active', element: forecastSkuScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: forecastSkuScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'submit', label: '重新提交', from: ['rejected', 'stopped'], to: 'pending_audit', element: forecastSkuScreen.code('add'), actor: 'creator' },
    { action: 'stop', label: '停止预测', from: ['active'], to: 'stopped', element: forecastSkuScreen.code('add'), actor: 'anyone', comment: 'required', danger: true },
  ],
});

/**
 * SPU assignment (SPU分配): an operator saves the SPUs of a store she will own and submits them (提交分配);
 * a manager audits; an assigned SPU may move to another operator (更换运营, no audit) or be replaced by
 * another SPU, which has its own audit.
 */
export const spuAssignMachine = defineMachine({
  entity: 'sale_spu_assign',
  title: 'SPU分配',
  screen: spuAssignScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    assigned: { label: '已分配', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
    replace_pending: { label: '换SPU待审核', color: 'blue' },
  },
  tabs: ['draft', 'pending_audit', 'assigned', 'rejected', 'replace_pending'],
  transitions: [
    { action: 'assign', label: '提交分配', from: ['draft', 'rejected'], to: 'pending_audit', element: spuAssignScreen.code('add'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'assigned', element: spuAssignScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: spuAssignScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'replace', label: '换SPU', from: ['assigned'], to: 'replace_pending', element: spuAssignScreen.code('replace'), actor: 'anyone', comment: 'required' },
    { action: 'approveReplace', label: '同意换SPU', from: ['replace_pending'], to: 'assigned', element: spuAssignScreen.code('audit'), actor: 'anyone', comment: 'optional' },
    { action: 'rejectReplace', label: '驳回换SPU', from: ['replace_pending'], to: 'assigned', element: spuAssignScreen.code('audit'), actor: 'anyone', comment: 'required', danger: true },
  ],
});
