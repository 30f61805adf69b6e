import { logisticsTrackScreen, opSupplyScreen, supplyListScreen, trackScreen } from '../api/supply/screens';
import { defineMachine } from './machine';

/** Supply plans (docs/domain/supply.md): the operator confirms (submits) a draft, the supply chain signs it. */
export const supplyPlanMachine = defineMachine({
  entity: 'supply_plan',
  title: '供货计划',
  screen: supplyListScreen.path,
  states: {
    draft: { label: '草稿', color: 'grey' },
    submitted: { label: '已提交', color: 'orange' },
    signed: { label: '已签收', color: 'green' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'submitted', 'signed'],
  transitions: [
    { action: 'confirm', label: '确认提交', from: ['draft'], to: 'submitted', element: supplyListScreen.code('edit'), actor: 'creator' },
    { action: 'sign', label: '签收', from: ['submitted'], to: 'signed', element: supplyListScreen.code('sign'), actor: 'anyone' },
    { action: 'delete', label: '删除', from: ['draft'], to: 'deleted', element: supplyListScreen.code('edit'), actor: 'creator', danger: true },
  ],
});

/** Plan tracks: one shipment of a plan line, from audit to arrival. */
export const supplyTrackMachine = defineMachine({
  entity: 'supply_plan_track',
  title: '计划跟踪',
  screen: trackScreen.path,
  states: {
    draft: { label: '待确认', color: 'grey' },
    pending_audit: { label: '待审核', color: 'orange' },
    approved: { label: '已审核', color: 'blue' },
    rejected: { label: '已驳回', color: 'red' },
    confirmed: { label: '供应链已确认', color: 'violet' },
    ordered: { label: '已下单', color: 'violet' },
    shipped: { label: '在途', color: 'blue' },
    arrived: { label: '已到货', color: 'green' },
    closed: { label: '已关闭', color: 'grey' },
    deleted: { label: '已删除', color: 'grey' },
  },
  tabs: ['draft', 'pending_audit', 'approved', 'rejected', 'confirmed', 'ordered', 'shipped', 'arrived', 'closed'],
  transitions: [
    { action: 'submit', label: '确认', from: ['draft', 'rejected'], to: 'pending_audit', element: opSupplyScreen.code('edit'), actor: 'creator' },
    { action: 'withdraw', label: '撤回', from: ['pending_audit'], to: 'draft', element: opSupplyScreen.code('edit'), actor: 'creator' },
    { action: 'approve', label: '审核通过', from: ['pending_audit'], to: 'approved', element: trackScreen.code('audit'), actor: 'notCreator', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['pending_audit'], to: 'rejected', element: trackScreen.code('audit'), actor: 'notCreator', comment: 'required', danger: true },
    { action: 'confirm', label: '供应链确认', from: ['approved'], to: 'confirmed', element: trackScreen.code('confirm'), actor: 'anyone' },
    { action: 'order', label: '下单', from: ['confirmed'], to: 'ordered', element: trackScreen.code('import'), actor: 'anyone' },
    { action: 'ship', label: '发货', from: ['confirmed', 'ordered'], to: 'shipped', element: logisticsTrackScreen.code('import'), actor: 'anyone' },
    { action: 'arrive', label: '到货', from: ['shipped'], to: 'arrived', element: logisticsTrackScreen.code('import'), actor: 'anyone' },
    { action: 'delete', label: '删除', from: ['draft', 'rejected'], to: 'deleted', element: opSupplyScreen.code('edit'), actor: 'creator', danger: true },
    { action: 'close', label: '关闭', from: ['approved', 'confirmed', 'ordered', 'shipped'], to: 'closed', element: trackScreen.code('confirm'), actor: 'anyone', comment: 'required', danger: true },
  ],
});

export const supplyMachines = [supplyPlanMachine, supplyTrackMachine];
