import { z } from 'zod';
import { endpoint, needs, needsToSave, type DataOf } from '../contract';
import { id, isoDay, money, optionalText, text } from './fields';
import {
  BACK_PAYMENT_SCREEN,
  blankAsNull,
  cappedPage,
  dayFilter,
  idOnly,
  INVOICE_SCREEN,
  listPaging,
  orderNoList,
  PAYMENT_SCREEN,
  prefixText,
} from './common';
import { invoiceScreen } from './screens';

/** Derived from amount, received and due date: paid > overdue (not fully paid past due) > partly > unpaid. */
export const INVOICE_STATUSES = ['unpaid', 'partly', 'overdue', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = { unpaid: '未回款', partly: '部分回款', overdue: '已逾期', paid: '已回款' };

export const invoiceRow = z.object({
  id: z.number(),
  invoiceNumber: z.string(),
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  currency: z.string(),
  amount: z.string(),
  taxRate: z.string(),
  taxAmount: z.string(),
  received: z.string(),
  outstanding: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Days past the due date while something is outstanding; 0 otherwise. */
  overdueDays: z.number(),
  orderNos: z.array(z.string()),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;

export const invoiceFilter = z.object({
  ...listPaging,
  customerId: blankAsNull(id('客户')),
  /** Invoice number prefix. */
  invoiceNumber: prefixText,
  dateFrom: dayFilter,
  dateTo: dayFilter,
  status: blankAsNull(z.enum(INVOICE_STATUSES, { error: '发票状态只能是 unpaid、partly、overdue 或 paid' })),
});
export type InvoiceFilter = z.output<typeof invoiceFilter>;

export const invoicePage = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInfo/invoicePage',
  access: needs(INVOICE_SCREEN),
  summary:
    'B2B发票列表（b2b-invoice-list），新开在前。筛选：客户、发票号（前缀）、开票日期起止（含）、状态（未回款/部分回款/已逾期/已回款）。' +
    '没有 b2b-invoice-list:btn_viewAll 的用户只看到自己负责客户的发票。total 精确计数到 10000（totalCapped）',
  query: invoiceFilter,
  response: cappedPage(invoiceRow),
});

export const listInvoiceByCustomerId = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInvoice/listInvoiceByCustomerId',
  access: needs(INVOICE_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN),
  summary: '一个客户的发票（未删除，新开在前，最多500张）；open=true 只列还有未收金额的（回款分配用）',
  query: z.object({
    customerId: id('客户'),
    open: blankAsNull(z.enum(['true', 'false'], { error: 'open 只能是 true 或 false' }).transform((v) => v === 'true')),
  }),
  response: z.array(invoiceRow),
});

export const invoiceDetail = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInvoice/detail',
  access: needs(INVOICE_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN),
  summary: '发票详情：发票、所含订单（订单在 OMS 的状态）、回款分配（回款单号、状态、金额）',
  query: idOnly('发票'),
  response: invoiceRow.extend({
    orders: z.array(
      z.object({ orderNo: z.string(), amount: z.string(), status: z.string().nullable(), orderedAt: z.string().nullable() }),
    ),
    allocations: z.array(
      z.object({ backPaymentId: z.number(), serialNo: z.string(), status: z.string(), receivedOn: z.string(), amount: z.string() }),
    ),
  }),
});
export type InvoiceDetail = DataOf<typeof invoiceDetail>;

export const checkInvoiceOrder = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInvoice/checkInvoiceOrder',
  access: needs(INVOICE_SCREEN),
  summary:
    '开票前检查订单号：invoiced = 已开在哪张发票上（编辑时用 invoiceId 排除本发票），unknown = OMS 里没有的订单号，' +
    'available = 可开票的订单（客户、币种、金额、状态）。本地没有的订单号先向 OMS 同步一次',
  query: z.object({ orderNos: orderNoList(), invoiceId: blankAsNull(id('发票')) }),
  response: z.object({
    invoiced: z.array(z.object({ orderNo: z.string(), invoiceId: z.number(), invoiceNumber: z.string() })),
    unknown: z.array(z.string()),
    available: z.array(
      z.object({
        orderNo: z.string(),
        customerId: z.number().nullable(),
        customerName: z.string().nullable(),
        currency: z.string(),
        amount: z.string(),
        status: z.string(),
      }),
    ),
  }),
});
export type InvoiceOrderCheck = DataOf<typeof checkInvoiceOrder>;

export const getInvoiceNumberList = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInvoice/getInvoiceNumberList',
  access: needs(INVOICE_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN),
  summary: '发票号选择列表：按发票号前缀搜索（可限定客户），新开在前，最多 limit 条（默认20，最多100）；只含看得到的客户的发票',
  query: z.object({
    invoiceNumber: prefixText,
    customerId: blankAsNull(id('客户')),
    limit: z.coerce.number().int().min(1).max(100, '最多100条').default(20),
  }),
  response: z.array(
    z.object({ id: z.number(), invoiceNumber: z.string(), customerId: z.number(), customerName: z.string(), currency: z.string(), outstanding: z.string() }),
  ),
});

/** A tax rate in percent: 0–100 with at most two decimals. */
export const taxRate = z
  .union([z.string(), z.number()], { error: '税率必须是数字' })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,3}(\.\d{1,2})?$/, '税率格式不正确（0–100，最多两位小数）'))
  .refine((v) => Number(v) <= 100, '税率不能超过100%');

/** The invoice form. Currency comes from the customer; the amount defaults to the orders' sum. */
export const invoiceBody = z.object({
  id: blankAsNull(id('发票')).transform((v) => v ?? undefined),
  invoiceNumber: text('发票号', 50).pipe(z.string().regex(/^[A-Za-z0-9_\-/]+$/, '发票号只能包含字母、数字和 - _ /')),
  customerId: id('客户'),
  invoiceDate: isoDay,
  orderNos: orderNoList(100),
  /** Amount including tax; blank = the sum of the orders' amounts. */
  amount: blankAsNull(money).transform((v) => v ?? undefined),
  taxRate: blankAsNull(taxRate).transform((v) => v ?? '0'),
  remark: optionalText('备注', 500),
});
export type InvoiceBody = z.output<typeof invoiceBody>;

export const addOrUpdateInvoicer = endpoint({
  method: 'POST',
  path: '/api/operate/b2bCustomerInvoice/addOrUpdateInvoicer',
  access: needsToSave(invoiceScreen.code('add'), invoiceScreen.code('edit')),
  summary:
    '开票（无 id，需 btn_add）或编辑（带 id，需 btn_edit；只在尚无回款时）。订单须属于该客户、币种一致、未取消、未开过票；' +
    '金额不填时为订单合计；税额 = 金额×税率/(100+税率)（四舍五入到分）；到期日 = 开票日 + 客户账期天数（预付客户为开票日）',
  body: invoiceBody,
  response: invoiceRow,
});

export const deleteInvoice = endpoint({
  method: 'POST',
  path: '/api/operate/b2bCustomerInvoice/delete/:id',
  access: needs(invoiceScreen.code('del')),
  summary: '删除发票（软删除，发票号保留不可再用，订单释放可重新开票）；已有回款或被回款单引用时不能删除',
  response: z.null(),
});
