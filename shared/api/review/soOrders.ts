import { z } from 'zod';
import { cappedPage, moneyOut, prefixText } from '../inputs';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { optionalId, paging, REVIEWER_BASE } from './common';
import { soOrderScreen } from './screens';

/** 销售订单: the marketplace orders of the programme (docs/domain/review-programme.md, "Marketplace orders and payments"). */
export const soOrderRow = z.object({
  id: z.number(),
  planOrderId: z.number(),
  planOrderSerialNo: z.string(),
  platformName: z.string(),
  sku: z.string(),
  invitationCode: z.string(),
  marketOrderNo: z.string(),
  orderAmount: moneyOut.nullable(),
  orderCurrency: z.string().nullable(),
  /** Through the exchange-rate service (latest rate); null without a rate or an amount. */
  orderAmountCny: moneyOut.nullable(),
  orderFee: moneyOut.nullable(),
  feeCurrency: z.string().nullable(),
  orderFeeCny: moneyOut.nullable(),
  reviewerStatus: z.string(),
  reviewerEmail: z.string().nullable(),
  status: z.string(),
  /** unpaid | part_paid | paid: of the refund and commission raised on the order (not rejected), none, some or all paid (付款处理). */
  payState: z.string(),
  /** What was paid for the order, in CNY at each payment's day rate. */
  paidCny: moneyOut.nullable(),
});
export type SoOrderRow = z.infer<typeof soOrderRow>;

export const soOrderFilter = z.object({
  platformId: optionalId('平台'),
  sku: prefixText,
  marketOrderNo: prefixText,
  planOrderSerialNo: prefixText,
});

export const soOrderList = endpoint({
  method: 'GET',
  path: `${REVIEWER_BASE}/blnSoOrder/soOrderList`,
  access: needs(soOrderScreen.menu),
  summary: '销售订单：测评计划中已下单（含已归档）的平台订单，订单金额与订单费用及其折合人民币（汇率服务，最新汇率）；平台、SKU、订单号、计划单号（前缀）筛选；只含本人平台范围内的平台',
  query: soOrderFilter.extend(paging),
  response: cappedPage(soOrderRow),
});

export const SO_ORDER_EXPORT_FILE = '销售订单';

export const exportSoOrder = endpoint({
  method: 'GET',
  path: `${REVIEWER_BASE}/blnSoOrder/exportSoOrder`,
  access: needs(soOrderScreen.code('export')),
  summary: '按列表筛选条件导出销售订单（报表下载中心的后台任务；范围同列表）：订单号、计划单号、邀请码、状态、平台、SKU、订单金额与费用及折合人民币、付款状态、已付人民币',
  query: soOrderFilter,
  response: exportTaskCreated,
});
