import { z } from 'zod';
import { endpoint, needs, type DataOf } from '../contract';
import { id, isoDay } from './fields';
import {
  BACK_PAYMENT_SCREEN,
  blankAsNull,
  CLIENT_SCREEN,
  DELIVERY_SCREEN,
  INVOICE_SCREEN,
  orderNoList,
  PAYMENT_SCREEN,
} from './common';
import { deliveryScreen, invoiceScreen, paymentScreen } from './screens';

/** OMS order states (docs/domain/b2b.md, Order). */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export const orderStatusLabels: Record<(typeof ORDER_STATUSES)[number], string> = {
  pending: '待付款',
  paid: '已付款',
  shipped: '已发货',
  delivered: '已签收',
  cancelled: '已取消',
};

/** Every B2B screen that shows orders. */
const ORDER_READERS = [CLIENT_SCREEN, INVOICE_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN, DELIVERY_SCREEN];

export const orderRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  status: z.string(),
  currency: z.string(),
  amount: z.string(),
  items: z.array(z.object({ sku: z.string(), name: z.string(), qty: z.number(), price: z.string() })),
  orderedAt: z.string(),
  deliveredAt: z.string().nullable(),
  syncedAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRow>;

export const getOrderStatus = endpoint({
  method: 'GET',
  path: '/api/base/nextopOmsOrder/getOrderStatus',
  access: needs(...ORDER_READERS),
  summary: 'OMS 订单状态字典（筛选与显示用）：value / label',
  response: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const orderInfoByDeliverTime = endpoint({
  method: 'GET',
  path: '/api/base/nextopOmsOrder/orderInfoByDeliverTime',
  access: needs(...ORDER_READERS),
  summary:
    '某段时间（from–to，按服务器本地日期，含两端，最长366天）内签收的订单，可限定客户，签收时间倒序，最多 limit 条（默认100，最多500）；' +
    '只含看得到的客户的订单',
  query: z
    .object({
      from: isoDay,
      to: isoDay,
      customerId: blankAsNull(id('客户')),
      limit: z.coerce.number().int().min(1).max(500, '最多500条').default(100),
    })
    .refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= 366, { message: '时间范围最长366天', path: ['to'] }),
  response: z.array(orderRow),
});

export const syncOrdersByOrderNo = endpoint({
  method: 'GET',
  path: '/api/data-sync/ntDataDownload/syncOrdersByOrderNo',
  access: needs(invoiceScreen.code('add'), deliveryScreen.code('add'), paymentScreen.code('add')),
  summary: '立即从 OMS 拉取这些订单（orderNos：重复参数或逗号分隔，最多200个）并更新本地订单；答复已同步与 OMS 中不存在的订单号（记入操作日志）',
  query: z.object({ orderNos: orderNoList() }),
  response: z.object({ synced: z.array(orderRow), missing: z.array(z.string()) }),
});
export type SyncResult = DataOf<typeof syncOrdersByOrderNo>;

export const getAllCategoryByNow = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCategoryLimit/getAllCategoryByNow',
  access: needs(...ORDER_READERS),
  summary: '当前（今天在有效期内）可做 B2B 的品类',
  response: z.array(z.object({ id: z.number(), category: z.string(), validFrom: z.string(), validTo: z.string().nullable() })),
});
