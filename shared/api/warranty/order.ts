import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { warrantyOrderMachine } from '../../workflow/warranty';
import { warrantyOrderScreen } from './screens';
import { BASE, blankAsNull, cappedPage, listPaging, marketplace, prefixText, queryId } from './common';
import { transitionResult } from './batch';

/** Warranty-extension orders (not in the spec's call list): docs/domain/warranty.md, "Calls". */
const base = `${BASE}/warrantyOrder`;
const access = needs(warrantyOrderScreen.menu);

export const orderStatus = z.enum(Object.keys(warrantyOrderMachine.states) as [string, ...string[]], { error: '状态不正确' });

export const orderRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  sku: z.string(),
  code: z.string(),
  customerId: z.number(),
  buyerName: z.string(),
  email: z.string(),
  orderNo: z.string(),
  marketplace: z.string(),
  language: z.string(),
  warrantyMonths: z.number(),
  warrantyUntil: z.string().nullable(),
  rejectReason: z.string().nullable(),
  ...workflowRecordColumns,
});
export type OrderRow = z.infer<typeof orderRow>;

export const warrantyOrderPage = endpoint({
  method: 'GET',
  path: `${base}/warrantyOrderPage`,
  access,
  summary: '延保订单，新的在前。筛选：status、keyword（流水号、订单号前缀或买家邮箱包含）、projectId、marketplace',
  query: z.object({ ...listPaging, status: blankAsNull(orderStatus), keyword: prefixText, projectId: blankAsNull(queryId('项目')), marketplace: blankAsNull(marketplace) }),
  response: cappedPage(orderRow),
});

export const warrantyOrderTabNum = endpoint({ method: 'GET', path: `${base}/warrantyOrderTabNum`, access, summary: '各状态订单数量及 all', response: tabCounts });

export const getWarrantyOrderById = endpoint({
  method: 'GET',
  path: `${base}/getWarrantyOrderById`,
  access,
  summary: '一个延保订单',
  query: z.object({ id: queryId('延保订单') }),
  response: orderRow,
});

export const warrantyOrderLog = endpoint({
  method: 'GET',
  path: `${base}/warrantyOrderLog`,
  access,
  summary: '延保订单的操作记录，最早在前',
  query: z.object({ id: queryId('延保订单') }),
  response: z.array(workflowLogRow),
});

export const verifyWarrantyOrder = transitionEndpoint(warrantyOrderMachine, {
  method: 'POST',
  path: `${base}/verifyWarrantyOrder`,
  actions: { verify: {} },
  summary: '核实：订单号与平台已核对（新登记 → 已核实）',
  body: transitionBody,
  response: transitionResult,
});

export const extendWarrantyOrder = transitionEndpoint(warrantyOrderMachine, {
  method: 'POST',
  path: `${base}/extendWarrantyOrder`,
  actions: { extend: {} },
  summary: '延保：已核实 → 已延保，延保截止日 = 登记日 + 项目延保月数',
  body: transitionBody,
  response: transitionResult,
});

export const rejectWarrantyOrder = transitionEndpoint(warrantyOrderMachine, {
  method: 'POST',
  path: `${base}/rejectWarrantyOrder`,
  actions: { reject: {} },
  summary: '驳回（新登记或已核实时），须填写原因，原因记在订单上',
  body: transitionBody,
  response: transitionResult,
});

export const orderTransitions = [verifyWarrantyOrder, extendWarrantyOrder, rejectWarrantyOrder] as const;
