import { z } from 'zod';
import { endpoint, needs, needsToSave, type DataOf } from '../contract';
import { currency, id, money, optionalText, text } from './fields';
import { blankAsNull, cappedPage, CLIENT_SCREEN, idOnly, listPaging, prefixText, queryFlag, setEnabledBody } from './common';
import { clientScreen } from './screens';
import { invoiceRow } from './invoice';

export const SETTLEMENTS = ['prepaid', 'credit'] as const;
export const settlementLabels: Record<(typeof SETTLEMENTS)[number], string> = { prepaid: '预付', credit: '账期' };

export const customerRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  address: z.string().nullable(),
  salesUserId: z.number(),
  salesUserName: z.string().nullable(),
  settlement: z.enum(SETTLEMENTS),
  creditDays: z.number(),
  creditLimit: z.string().nullable(),
  invoiceTitle: z.string().nullable(),
  taxNumber: z.string().nullable(),
  invoiceAddress: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  swiftCode: z.string().nullable(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRow>;

export const customerFilter = z.object({
  ...listPaging,
  /** Name prefix (case-insensitive) or the exact code. */
  name: prefixText,
  code: prefixText,
  settlement: blankAsNull(z.enum(SETTLEMENTS, { error: '结算方式只能是 prepaid 或 credit' })),
  salesUserId: blankAsNull(id('负责销售')),
  currency: blankAsNull(currency),
  enabled: queryFlag,
});
export type CustomerFilter = z.output<typeof customerFilter>;

export const customerPage = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInfo/page',
  access: needs(CLIENT_SCREEN),
  summary:
    '客户列表，新建在前。筛选：名称（前缀，不分大小写；也可填完整客户编码）、编码（前缀）、结算方式、负责销售、币种、启用状态。' +
    '没有 client-list:btn_viewAll 的用户只看到自己负责的客户。total 精确计数到 10000（totalCapped）',
  query: customerFilter,
  response: cappedPage(customerRow),
});

/** The customer form (新增/编辑客户). Prepaid customers have no credit days or limit. */
export const customerBody = z
  .object({
    id: blankAsNull(id('客户')),
    name: text('客户名称', 100),
    country: text('国家/地区', 50),
    currency,
    contactName: optionalText('联系人', 50),
    contactPhone: optionalText('联系电话', 50),
    contactEmail: optionalText('邮箱', 200).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), '邮箱格式不正确'),
    address: optionalText('地址', 300),
    /** The owner; only holders of client-list:btn_viewAll may name someone else (default: the caller). */
    salesUserId: blankAsNull(id('负责销售')),
    settlement: z.enum(SETTLEMENTS, { error: '请选择结算方式（预付或账期）' }),
    creditDays: blankAsNull(z.coerce.number({ error: '账期天数必须是整数' }).int('账期天数必须是整数')),
    creditLimit: blankAsNull(money),
    invoiceTitle: optionalText('发票抬头', 200),
    taxNumber: optionalText('税号', 50),
    invoiceAddress: optionalText('开票地址', 300),
    bankName: optionalText('开户银行', 100),
    bankAccount: optionalText('银行账号', 50),
    swiftCode: optionalText('SWIFT', 20),
    remark: optionalText('备注', 500),
  })
  .superRefine((v, ctx) => {
    if (v.settlement !== 'credit') return;
    if (v.creditDays === null || v.creditDays === undefined || v.creditDays < 1 || v.creditDays > 365) {
      ctx.addIssue({ code: 'custom', path: ['creditDays'], message: '账期客户的账期天数应为1–365天' });
    }
    if (!v.creditLimit) ctx.addIssue({ code: 'custom', path: ['creditLimit'], message: '账期客户请填写信用额度' });
  })
  .transform((v) => ({
    ...v,
    id: v.id ?? undefined,
    salesUserId: v.salesUserId ?? undefined,
    creditDays: v.settlement === 'credit' ? v.creditDays! : 0,
    creditLimit: v.settlement === 'credit' ? v.creditLimit! : null,
  }));
export type CustomerBody = z.output<typeof customerBody>;

export const addOrUpdateCustomer = endpoint({
  method: 'POST',
  path: '/api/operate/b2bCustomerInfo/addOrUpdateCustomer',
  access: needsToSave(clientScreen.code('add'), clientScreen.code('edit')),
  summary:
    '新增（无 id，需 client-list:btn_add）或编辑（带 id，需 client-list:btn_edit）客户。编码自动生成（KH+6位）；名称不分大小写唯一；' +
    '已有发票的客户不能改结算币种；账期客户需账期天数（1–365）与信用额度',
  body: customerBody,
  response: customerRow,
});

export const setCustomerEnabled = endpoint({
  method: 'POST',
  path: '/api/operate/b2bCustomerInfo/setEnabled',
  access: needs(clientScreen.code('disable')),
  summary: '停用或启用客户（停用后不能再开票、付款或发货；历史保留）',
  body: setEnabledBody('客户'),
  response: customerRow,
});

export const getCustomerAndInvoice = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInfo/getCustomerAndInvoice',
  access: needs(CLIENT_SCREEN),
  summary: '客户及其发票（未删除，新开在前，最多500张）；看不到的客户答“客户不存在”',
  query: idOnly('客户'),
  response: z.object({ customer: customerRow, invoices: z.array(invoiceRow), invoiceCount: z.number() }),
});
export type CustomerAndInvoices = DataOf<typeof getCustomerAndInvoice>;
