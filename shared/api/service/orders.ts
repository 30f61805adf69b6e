import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { allowedActionRow, tabCounts } from '../workflow';
import { blankAsAbsent, cappedPage, listPaging, nullIfBlank, optionalText, prefixText, text } from '../inputs';
import { serviceOrderMachine } from '../../workflow/service';
import { handlingCalls, serviceFilter, serviceRecordColumns } from './handling';
import { serviceOrderScreen } from './screens';

/** 客服工单 (docs/domain/customer-service.md, Service order). */

export const SERVICE_ORDER_TYPES = { return: '退换货', logistics: '物流', quality: '质量', question: '咨询', other: '其他' } as const;
export type ServiceOrderType = keyof typeof SERVICE_ORDER_TYPES;
const type = z.enum(Object.keys(SERVICE_ORDER_TYPES) as [ServiceOrderType, ...ServiceOrderType[]], { error: '请选择工单类型' });

export const serviceOrderRow = z.object({
  ...serviceRecordColumns,
  serialNo: z.string(),
  type: z.string(),
  platform: z.string().nullable(),
  orderNo: z.string().nullable(),
  sku: z.string().nullable(),
  customerName: z.string(),
  description: z.string(),
});
export type ServiceOrderRow = z.infer<typeof serviceOrderRow>;

export const serviceOrderDetail = serviceOrderRow.extend({
  customerEmail: z.string().nullable(),
  enteredByName: z.string().nullable(),
  actions: z.array(allowedActionRow),
});
export type ServiceOrderDetail = z.infer<typeof serviceOrderDetail>;

export const serviceOrderFilter = z.object({ ...serviceFilter, serialNo: prefixText, type: blankAsAbsent(type) });
export type ServiceOrderFilter = z.output<typeof serviceOrderFilter>;

export const serviceOrderInput = z
  .object({
    type,
    platform: optionalText('平台', 50),
    orderNo: optionalText('订单号', 64),
    sku: optionalText('SKU', 64),
    customerName: text('客户姓名', 100),
    customerEmail: nullIfBlank(z.email('邮箱格式不正确').max(200)),
    description: text('问题描述', 2000),
    ownerId: blankAsAbsent(z.coerce.number().int().positive()),
  })
  .superRefine((o, ctx) => {
    if ((o.type === 'return' || o.type === 'logistics') && !o.orderNo) ctx.addIssue({ code: 'custom', path: ['orderNo'], message: '退换货和物流工单请填写订单号' });
  });
export type ServiceOrderInput = z.input<typeof serviceOrderInput>;

const base = '/api/sys/csServiceOrder';
const sees = needs(serviceOrderScreen.menu);

export const serviceOrderPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: sees,
  summary: '客服工单列表，新建在前。筛选：单号（前缀）、类型、状态、负责人、SKU（前缀）、订单号（前缀）、创建日期。客服只看自己负责的；有“查看全部”看全部',
  query: serviceOrderFilter.extend(listPaging),
  response: cappedPage(serviceOrderRow),
});

export const serviceOrderTabNum = endpoint({
  method: 'GET',
  path: `${base}/tabNum`,
  access: sees,
  summary: '各状态页签的数量及 all（按可见范围）',
  response: tabCounts,
});

export const serviceOrderDetailGet = endpoint({
  method: 'GET',
  path: `${base}/detail/:id`,
  access: sees,
  summary: '客服工单详情及当前用户此刻可做的操作',
  response: serviceOrderDetail,
});

export const addServiceOrder = endpoint({
  method: 'POST',
  path: `${base}/add`,
  access: needs(serviceOrderScreen.code('add')),
  summary: '新建客服工单（KF+日期+序号，待处理）；不填负责人则为创建人，指定他人须有“转派”',
  body: serviceOrderInput,
  response: z.object({ id: z.number(), serialNo: z.string() }),
});

export const serviceOrderHandling = handlingCalls(serviceOrderMachine, base, serviceOrderScreen.code('assign'), [serviceOrderScreen]);
export const followServiceOrder = serviceOrderHandling.follow;
export const resolveServiceOrder = serviceOrderHandling.resolve;
export const closeServiceOrder = serviceOrderHandling.close;
export const reopenServiceOrder = serviceOrderHandling.reopen;
export const assignServiceOrder = serviceOrderHandling.assign;
export const serviceOrderLog = serviceOrderHandling.log;
export const serviceOrderOwners = serviceOrderHandling.owners;

export const serviceOrderTransitions = [followServiceOrder, resolveServiceOrder, closeServiceOrder, reopenServiceOrder] as const;
