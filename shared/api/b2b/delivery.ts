import { z } from 'zod';
import { allowedActionRow, workflowLogRow, workflowRecordColumns } from '../workflow';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { deliveryMachine } from '../../workflow/b2b';
import { exportTaskCreated } from '../report';
import { id, isoDay, moneyOut, optionalText, text } from './fields';
import { decisionBody, filterDay, filterId, filterText, idQuery, listPage, transitionResult } from './flow';
import { deliveryScreen } from './screens';
import { blankAsAbsent, cappedPage } from '../inputs';

/** deliver-goods-list: delivery requests (发货申请), audited against the customer's terms, then shipped. */
export const DELIVERY_SCREEN = deliveryScreen.menu;
const BASE = '/api/operate/b2bDeliverGoods';

/** Customer settlement terms as the delivery screens show them. */
export const settlementLabel = (s: string | null | undefined): string => (s ? ({ prepaid: '预付', credit: '账期' } as Record<string, string>)[s] ?? s : '-');

export const DELIVERY_STATUSES = ['pending_audit', 'approved', 'shipped', 'rejected'] as const;

export const deliveryRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  customerId: z.number(),
  customerName: z.string().nullable(),
  settlement: z.string().nullable(),
  orderNo: z.string(),
  currency: z.string(),
  orderAmount: moneyOut,
  shipTo: z.string(),
  contact: z.string().nullable(),
  expectedShipDate: z.string().nullable(),
  remark: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedOn: z.string().nullable(),
  ...workflowRecordColumns,
});
export type DeliveryRow = z.infer<typeof deliveryRow>;

export const deliveryFilter = listPage.extend({
  serialNo: filterText,
  orderNo: filterText,
  customerId: filterId('客户'),
  status: blankAsAbsent(z.enum(DELIVERY_STATUSES, { error: '状态不正确' })),
  createdFrom: filterDay,
  createdTo: filterDay,
});
export type DeliveryFilter = z.output<typeof deliveryFilter>;

export const deliveryCreate = z.object({
  customerId: id('客户'),
  orderNo: text('订单号', 100),
  shipTo: text('收货地址', 500),
  contact: optionalText('联系人', 200),
  expectedShipDate: isoDay.nullish().transform((v) => v ?? null),
  remark: optionalText('备注', 500),
});
export type DeliveryCreate = z.input<typeof deliveryCreate>;

export const linkedBackPaymentRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  currency: z.string(),
  amount: moneyOut,
  receivedOn: z.string(),
  status: z.string(),
});

export const deliveryDetail = deliveryRow.extend({
  backPayments: z.array(linkedBackPaymentRow),
  /** Sum of the linked confirmed back payments (in the order currency). */
  linkedAmount: moneyOut,
  log: z.array(workflowLogRow),
  actions: z.array(allowedActionRow),
  /** Whether the caller may link back payments now (pending_audit). */
  canLink: z.boolean(),
});
export type DeliveryDetail = z.infer<typeof deliveryDetail>;

export const queryDeliverGoodsList = endpoint({
  method: 'GET',
  path: `${BASE}/queryDeliverGoodsList`,
  access: needs(DELIVERY_SCREEN),
  summary: '发货申请列表，最新在前。筛选：申请单号（前缀）、订单号（完全匹配）、客户、状态、创建日期起止（含）。无 deliver-goods-list:btn_viewAll 时只看自己创建的。',
  query: deliveryFilter,
  response: cappedPage(deliveryRow),
});

export const getDeliverGoodsTabNum = endpoint({
  method: 'GET',
  path: `${BASE}/getDeliverGoodsTabNum`,
  access: needs(DELIVERY_SCREEN),
  summary: '发货申请各状态数量，范围同列表（Crossdock 补充的调用）',
  response: z.record(z.string(), z.number()),
});

export const addDeliverGoods = endpoint({
  method: 'POST',
  path: `${BASE}/addDeliverGoods`,
  access: needs(DELIVERY_SCREEN),
  summary:
    '新增发货申请（需 deliver-goods-list:btn_add）：订单须存在、属于该客户、未取消，且没有待审核/待发货/已发货的申请；币种与金额取自订单；创建即待审核。',
  body: deliveryCreate,
  response: z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() }),
});

export const auditDeliverGoods = transitionEndpoint(deliveryMachine, {
  method: 'POST',
  path: `${BASE}/auditDeliverGoods`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary:
    '审核发货申请（pass=true 通过，pass=false 驳回须填原因）。预付客户：已关联的已确认回款须覆盖订单金额；账期客户：未收发票金额加本单不超过信用额度，且无逾期超过30天的发票。',
  body: decisionBody,
  response: transitionResult,
});

export const confirmDeliverGoods = transitionEndpoint(deliveryMachine, {
  method: 'POST',
  path: `${BASE}/confirmDeliverGoods`,
  actions: { confirm: {} },
  summary: '确认发货（待发货状态）：运单号、发货日期',
  body: z.object({
    id: z.number({ error: 'id 必须是数字' }).int('id 必须是数字').positive('id 必须是数字'),
    version: z.number({ error: '版本号必须是数字' }).int().positive().optional(),
    trackingNo: text('运单号', 100),
    shippedOn: isoDay,
  }),
  response: transitionResult,
});

export const addBackPaymentFlow = endpoint({
  method: 'POST',
  path: `${BASE}/addBackPaymentFlow`,
  access: needs(DELIVERY_SCREEN),
  summary: '设置发货申请关联的回款（待审核时；同客户、同币种、已确认的回款；传入完整列表，未列出的取消关联）',
  body: z.object({
    deliveryId: id('发货申请'),
    version: z.number({ error: '版本号必须是数字' }).int().positive().optional(),
    backPaymentIds: z.array(id('回款'), { error: '请选择回款' }).max(100, '最多关联100笔回款'),
  }),
  response: z.object({ id: z.number(), version: z.number(), linked: z.number() }),
});

export const getOrderInfoByOrderNo = endpoint({
  method: 'GET',
  path: `${BASE}/getOrderInfoByOrderNo`,
  access: needs(DELIVERY_SCREEN),
  summary: '按订单号查订单（客户及结算条件、金额、币种、明细、状态）及是否已有发货申请',
  query: z.object({ orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(100, '订单号最多100字') }),
  response: z.object({
    orderNo: z.string(),
    status: z.string(),
    currency: z.string(),
    amount: moneyOut,
    items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number(), price: z.string() })),
    orderedAt: z.string(),
    customer: z
      .object({
        id: z.number(),
        name: z.string(),
        settlement: z.string(),
        creditDays: z.number(),
        creditLimit: z.string().nullable(),
        currency: z.string(),
        enabled: z.boolean(),
        address: z.string().nullable(),
        contactName: z.string().nullable(),
      })
      .nullable(),
    delivery: z.object({ id: z.number(), serialNo: z.string(), status: z.string() }).nullable(),
  }),
});

export const deliverGoodsDetail = endpoint({
  method: 'GET',
  path: `${BASE}/deliverGoodsDetail`,
  access: needs(DELIVERY_SCREEN),
  summary: '发货申请详情：关联回款、日志、当前用户可执行的操作',
  query: idQuery,
  response: deliveryDetail,
});

export const addB2bDeliverExcelTask = endpoint({
  method: 'GET',
  path: `${BASE}/addB2bDeliverExcelTask`,
  access: needs(deliveryScreen.code('export')),
  summary: '按列表筛选条件导出发货申请（后台任务，完成后在报表下载中心下载；范围同列表）',
  query: deliveryFilter,
  response: exportTaskCreated,
});

export const getDeliverGoodsLog = endpoint({
  method: 'GET',
  path: '/api/operate/b2bDeliverGoodsLog/getDeliverGoodsLog',
  access: needs(DELIVERY_SCREEN),
  summary: '发货申请的操作日志（时间线），最早在前',
  query: idQuery,
  response: z.array(workflowLogRow),
});

/** Every endpoint that moves a delivery request. */
export const deliveryTransitions = [auditDeliverGoods, confirmDeliverGoods] as const;
