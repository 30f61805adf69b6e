import { codeScreen, warrantyOrderScreen } from '../api/warranty/screens';
import { defineMachine } from './machine';

/** Code batches: operations start the generation job, the job finishes it, operations mark it printed. */
export const warrantyBatchMachine = defineMachine({
  entity: 'warranty_batch',
  title: '二维码批次',
  screen: codeScreen.path,
  states: {
    draft: { label: '待生成', color: 'grey' },
    generating: { label: '生成中', color: 'blue' },
    generated: { label: '已生成', color: 'orange' },
    printed: { label: '已打印', color: 'green' },
    failed: { label: '生成失败', color: 'red' },
  },
  tabs: ['draft', 'generating', 'generated', 'printed', 'failed'],
  transitions: [
    { action: 'generate', label: '生成二维码', from: ['draft', 'failed'], to: 'generating', element: codeScreen.code('generate'), actor: 'anyone' },
    { action: 'finish', label: '生成完成', from: ['generating'], to: 'generated', element: codeScreen.code('generate'), actor: 'anyone', auto: true },
    { action: 'fail', label: '生成失败', from: ['generating'], to: 'failed', element: codeScreen.code('generate'), actor: 'anyone', comment: 'required', danger: true, auto: true },
    { action: 'sign', label: '标记已打印', from: ['generated'], to: 'printed', element: codeScreen.code('sign'), actor: 'anyone' },
  ],
});

/** Warranty-extension orders: a buyer registers, customer service checks the order and extends, or rejects. */
export const warrantyOrderMachine = defineMachine({
  entity: 'warranty_order',
  title: '延保订单',
  screen: warrantyOrderScreen.path,
  states: {
    new: { label: '新登记', color: 'blue' },
    verified: { label: '已核实', color: 'orange' },
    extended: { label: '已延保', color: 'green' },
    rejected: { label: '已驳回', color: 'red' },
  },
  tabs: ['new', 'verified', 'extended', 'rejected'],
  transitions: [
    { action: 'verify', label: '核实', from: ['new'], to: 'verified', element: warrantyOrderScreen.code('verify'), actor: 'anyone', comment: 'optional' },
    { action: 'extend', label: '延保', from: ['verified'], to: 'extended', element: warrantyOrderScreen.code('extend'), actor: 'anyone', comment: 'optional' },
    { action: 'reject', label: '驳回', from: ['new', 'verified'], to: 'rejected', element: warrantyOrderScreen.code('reject'), actor: 'anyone', comment: 'required', danger: true },
  ],
});

export const warrantyMachines = [warrantyBatchMachine, warrantyOrderMachine];
