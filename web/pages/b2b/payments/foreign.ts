import { z } from 'zod';
import { endpoint, needs } from '@shared/api/contract';
import { attachmentUrl } from '@shared/api/tool';
import { PAYMENT_SCREEN } from '@shared/api/b2b/payment';

/**
 * Calls of other modules the payment screens use (customers, invoices, company accounts),
 * declared by path so this screen works whether or not those modules are deployed yet: their
 * answers are read loosely and a missing module just leaves the picker empty.
 */
const access = needs(PAYMENT_SCREEN);

export const customerOptions = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInfo/page',
  access,
  summary: '客户（选择用）',
  query: z.object({ name: z.string().optional(), enabled: z.string().optional(), limit: z.number().optional() }),
  response: z.object({ rows: z.array(z.object({ id: z.number(), name: z.string(), currency: z.string().optional() })) }),
});

export const invoiceNumberOptions = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCustomerInvoice/getInvoiceNumberList',
  access,
  summary: '发票号（选择用）',
  query: z.object({ invoiceNumber: z.string().optional(), customerId: z.number().optional(), limit: z.number().optional() }),
  response: z.array(z.object({ id: z.number(), invoiceNumber: z.string(), customerId: z.number(), customerName: z.string(), currency: z.string() })),
});

export const payingAccounts = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCompanyBank/getAllCompanyBank',
  access,
  summary: '付款账户（选择用）',
  query: z.object({ purpose: z.literal('pay') }),
  response: z.array(z.object({ id: z.number(), accountName: z.string(), bankName: z.string(), accountNo: z.string(), currency: z.string() })),
});

/** Where an attachment opens (with the token: a link cannot carry the header). */
export const attachmentHref = (id: number, token: string | undefined) => `${attachmentUrl(id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
