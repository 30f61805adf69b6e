/** Labels and types of the warranty records' fields: list columns and detail rows (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { warrantyBatchMachine, warrantyOrderMachine } from '../../workflow/warranty';
import type { BatchRow } from './batch';
import type { CodeRow } from './code';
import type { CustomerRow } from './customer';
import type { OrderRow } from './order';
import type { ProjectRow } from './project';

const joined = (v: readonly string[] | undefined) => (v?.length ? v.join('、') : null);

export const projectFields = defineFields<ProjectRow>()({
  name: field.text('项目名称', { width: 200, ellipsis: true }),
  brand: field.text('品牌', { width: 110 }),
  skus: field.text('SKU', { width: 200, ellipsis: true, get: (r) => joined(r.skus) }),
  countries: field.text('国家', { width: 100, get: (r) => joined(r.countries) }),
  languages: field.text('页面语言', { width: 140, get: (r) => joined(r.languages) }),
  mailboxAddress: field.text('客服邮箱', { width: 200, ellipsis: true }),
  warrantyMonths: field.number('延保月数', { width: 90 }),
  codeCount: field.number('二维码数', { width: 90 }),
  registrationCount: field.number('登记数', { width: 80 }),
  enabled: field.enabled(),
  creatorName: field.user('创建人'),
  updatedAt: field.datetime('更新时间'),
});

export const batchFields = defineFields<BatchRow>()({
  serialNo: field.text('批次号', { width: 160 }),
  status: field.status(warrantyBatchMachine),
  projectName: field.text('项目', { width: 180, ellipsis: true }),
  sku: field.sku(),
  quantity: field.number('数量', { width: 90 }),
  generatedCount: field.number('已生成', { width: 90 }),
  registeredCount: field.number('已登记', { width: 90 }),
  remark: field.text('备注', { ellipsis: true }),
  printerName: field.user('打印人'),
  printedAt: field.datetime('打印时间'),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
});

export const codeFields = defineFields<CodeRow>()({
  seq: field.number('序号', { width: 80 }),
  code: field.text('二维码', { width: 150 }),
  url: field.text('地址', { ellipsis: true }),
  registeredAt: field.datetime('登记时间'),
  customerName: field.text('买家', { width: 140 }),
  orderSerialNo: field.text('延保订单', { width: 160 }),
});

export const customerFields = defineFields<CustomerRow>()({
  name: field.text('姓名', { width: 150 }),
  email: field.text('邮箱', { width: 220, ellipsis: true }),
  language: field.text('语言', { width: 80 }),
  marketplace: field.text('购买平台', { width: 100 }),
  registrations: field.number('登记次数', { width: 90 }),
  firstProjectName: field.text('首次登记项目', { width: 180, ellipsis: true }),
  lastProjectName: field.text('最近登记项目', { width: 180, ellipsis: true }),
  createdAt: field.datetime('首次登记'),
  updatedAt: field.datetime('最近登记'),
});

export const orderFields = defineFields<OrderRow>()({
  serialNo: field.text('延保单号', { width: 170 }),
  status: field.status(warrantyOrderMachine),
  projectName: field.text('项目', { width: 180, ellipsis: true }),
  sku: field.sku(),
  code: field.text('二维码', { width: 140 }),
  buyerName: field.text('买家', { width: 140 }),
  email: field.text('邮箱', { width: 200, ellipsis: true }),
  orderNo: field.text('订单号', { width: 190 }),
  marketplace: field.text('购买平台', { width: 100 }),
  language: field.text('语言', { width: 80 }),
  warrantyMonths: field.number('延保月数', { width: 90 }),
  warrantyUntil: field.date('延保截止'),
  rejectReason: field.text('驳回原因', { ellipsis: true }),
  createdAt: field.datetime('登记时间'),
});
