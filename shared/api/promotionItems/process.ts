import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { transitionBody } from '../workflow';
import { blankAsAbsent, id, isoDay, optionalText } from '../inputs';
import { promotionItemMachine } from '../../workflow/promotionItem';
import { itemRef, itemTransitionResult as transitionResult } from './items';
import { itemPaymentScreen, itemViewScreens } from './screens';

/** 项目流程, 项目审批 and 项目付款 (docs/domain/promotion-items.md, States). */

export const PROCESS_STEPS = { submit: '提交', limit: '超限审批', manager: '经理审批', pay: '付款' } as const;
export type ProcessStep = keyof typeof PROCESS_STEPS;

export const processStepRow = z.object({
  step: z.enum(Object.keys(PROCESS_STEPS) as [ProcessStep, ...ProcessStep[]]),
  label: z.string(),
  /** done, current (waiting for someone now), waiting (later), rejected, skipped (not needed). */
  state: z.enum(['done', 'current', 'waiting', 'rejected', 'skipped']),
  actorName: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string().nullable(),
});
export type ProcessStepRow = z.infer<typeof processStepRow>;

export const itemProcess = z.object({
  id: z.number(),
  serialNo: z.string(),
  status: z.string(),
  steps: z.array(processStepRow),
});
export type ItemProcess = z.infer<typeof itemProcess>;

export const getItemProcessById = endpoint({
  method: 'GET',
  path: '/api/promote/promoteItemProcess/getItemProcessById',
  access: needs(...itemViewScreens.map((s) => s.menu)),
  summary: '推广项目的审批流程：提交、超限审批（超限时）、经理审批、付款各步的状态、处理人、时间与意见。?id=',
  query: z.object({ id: id('推广项目') }),
  response: itemProcess,
});

const auditBody = transitionBody.extend({ pass: z.boolean({ error: '请选择审批结果' }) });

export const auditItemLimit = transitionEndpoint(promotionItemMachine, {
  method: 'POST',
  path: '/api/promote/promoteItemProcess/auditItemLimit',
  actions: { approveLimit: { pass: true }, rejectLimit: { pass: false } },
  summary: '超限审批（财务）：pass=true 通过转经理审批，false 驳回（须填原因）；不能审批自己提交的。门户、审批小组件与飞书卡片同走此处',
  body: auditBody,
  response: transitionResult,
});

export const auditItem = transitionEndpoint(promotionItemMachine, {
  method: 'POST',
  path: '/api/promote/promoteItemProcess/auditItem',
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '经理审批：pass=true 通过（待付款），false 驳回（须填原因）；不能审批自己提交的。门户、审批小组件与飞书卡片同走此处',
  body: auditBody,
  response: transitionResult,
});

const paymentInput = {
  paidDate: isoDay,
  paidReference: z.string({ error: '请填写付款流水号' }).trim().min(1, '请填写付款流水号').max(100, '付款流水号最多100字'),
  payRemark: optionalText('付款备注', 500),
};

export const payItem = transitionEndpoint(promotionItemMachine, {
  method: 'POST',
  path: '/api/promote/promoteItemPayment/payItem',
  actions: { pay: {} },
  summary: '出纳付款一个已审批的推广项目：付款日期、付款流水号、备注',
  body: transitionBody.extend(paymentInput),
  response: transitionResult,
});

export const payItemsBody = z.object({
  items: z
    .array(z.object({ id: id('推广项目'), version: blankAsAbsent(z.coerce.number().int().positive()) }), { error: '请选择推广项目' })
    .min(1, '请选择推广项目')
    .max(200, '一次最多付款200条'),
  ...paymentInput,
});

export const payItems = endpoint({
  method: 'POST',
  path: '/api/promote/promoteItemPayment/payItems',
  access: needs(itemPaymentScreen.code('pay')),
  summary: '出纳一次付款多个已审批的推广项目（同一付款日期与流水号）：全部成功或全部不变',
  body: payItemsBody,
  response: z.array(itemRef.omit({ overAmount: true })),
});

export const itemTransitions = [auditItemLimit, auditItem, payItem] as const;
