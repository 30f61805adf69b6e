/** How the sales-planning records' fields are labelled and typed (lists, drawers, Lark cards). */
import { defineFields, field } from '../../screen/fields';
import { budgetMachine, forecastMachine, forecastSkuMachine, spuAssignMachine } from '../../workflow/sales';
import type { BudgetRow } from './budget';
import type { ForecastRow } from './forecast';
import type { ForecastSkuRow } from './forecastSku';
import type { SpuAssignRow } from './spuAssign';

export const budgetFields = defineFields<BudgetRow>()({
  serialNo: field.text('预算编号', { width: 190 }),
  storeName: field.text('店铺', { width: 180, ellipsis: true }),
  year: field.number('年份', { width: 80 }),
  status: field.status(budgetMachine),
  totalQty: field.number('预算销量', { width: 110 }),
  totalAmount: field.money('预算销售额', { currencyOf: (r) => r.currency }),
  creatorName: field.user('运营'),
  auditorName: field.user('审核人'),
  auditedAt: field.datetime('审核时间', { defaultHidden: true }),
  createdAt: field.datetime('创建时间'),
  submittedAt: field.datetime('提交时间', { defaultHidden: true }),
});

export const forecastFields = defineFields<ForecastRow>()({
  sku: field.sku('SKU'),
  skuName: field.text('品名', { width: 200, ellipsis: true }),
  storeName: field.text('店铺', { width: 170, ellipsis: true }),
  versionNo: field.number('版本', { width: 70, get: (r) => `V${r.versionNo}` }),
  startWeek: field.text('起始周', { width: 100 }),
  totalQty: field.number('12周预测量', { width: 110 }),
  status: field.status(forecastMachine),
  remark: field.text('备注', { ellipsis: true, defaultHidden: true }),
  creatorName: field.user('运营'),
  createdAt: field.datetime('创建时间'),
});

export const spuAssignFields = defineFields<SpuAssignRow>()({
  spu: field.text('SPU', { width: 140 }),
  spuName: field.text('品名', { width: 200, ellipsis: true }),
  storeName: field.text('店铺', { width: 170, ellipsis: true }),
  operatorName: field.user('负责运营'),
  status: field.status(spuAssignMachine),
  replaceSpu: field.text('待换SPU', { width: 140 }),
  remark: field.text('备注', { ellipsis: true, defaultHidden: true }),
  auditorName: field.user('审核人'),
  auditedAt: field.datetime('审核时间', { defaultHidden: true }),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
});

export const forecastSkuFields = defineFields<ForecastSkuRow>()({
  sku: field.sku('SKU'),
  skuName: field.text('品名', { width: 200, ellipsis: true }),
  storeName: field.text('店铺', { width: 170, ellipsis: true }),
  status: field.status(forecastSkuMachine),
  auditorName: field.user('审核人'),
  remark: field.text('备注', { ellipsis: true }),
  auditedAt: field.datetime('审核时间', { defaultHidden: true }),
  creatorName: field.user('运营'),
  createdAt: field.datetime('创建时间'),
});
