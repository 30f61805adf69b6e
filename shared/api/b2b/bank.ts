import { z } from 'zod';
import { endpoint, needs, needsToSave } from '../contract';
import { currency, id, optionalText, text } from './fields';
import { BACK_PAYMENT_SCREEN, BANK_SCREEN, blankAsNull, cappedPage, listPaging, PAYMENT_SCREEN, prefixText, queryFlag, setEnabledBody } from './common';
import { bankScreen } from './screens';

export const BANK_PURPOSES = ['receive', 'pay', 'both'] as const;
export const bankPurposeLabels: Record<(typeof BANK_PURPOSES)[number], string> = { receive: '收款', pay: '付款', both: '收付款' };
const purpose = z.enum(BANK_PURPOSES, { error: '用途只能是收款、付款或收付款' });

export const companyBankRow = z.object({
  id: z.number(),
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  currency: z.string(),
  swiftCode: z.string().nullable(),
  purpose,
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type CompanyBankRow = z.infer<typeof companyBankRow>;

export const getAllCompanyBank = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCompanyBank/getAllCompanyBank',
  access: needs(BANK_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN),
  summary:
    '公司账户选择列表（启用的；purpose=receive 含收款与收付款账户，pay 含付款与收付款账户；可按币种筛选）。' +
    'includeDisabled=true 也列出停用的（查看历史单据时显示名称）',
  query: z.object({ purpose: blankAsNull(z.enum(['receive', 'pay'], { error: '用途只能是 receive 或 pay' })), currency: blankAsNull(currency), includeDisabled: queryFlag }),
  response: z.array(companyBankRow),
});

export const companyBankPage = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCompanyBank/page',
  access: needs(BANK_SCREEN),
  summary: '公司收款账户列表，新建在前。筛选：账户名/银行（前缀）、账号（前缀）、币种、用途、启用状态',
  query: z.object({
    ...listPaging,
    name: prefixText,
    accountNo: prefixText,
    currency: blankAsNull(currency),
    purpose: blankAsNull(purpose),
    enabled: queryFlag,
  }),
  response: cappedPage(companyBankRow),
});

export const companyBankBody = z.object({
  id: blankAsNull(id('账户')).transform((v) => v ?? undefined),
  accountName: text('账户名', 100),
  bankName: text('开户银行', 100),
  accountNo: text('账号', 50).pipe(z.string().regex(/^[A-Za-z0-9 -]+$/, '账号只能包含字母、数字、空格和 -')),
  currency,
  swiftCode: optionalText('SWIFT', 20),
  purpose,
  remark: optionalText('备注', 500),
});
export type CompanyBankBody = z.output<typeof companyBankBody>;

export const addOrUpdateCompanyBank = endpoint({
  method: 'POST',
  path: '/api/operate/b2bCompanyBank/addOrUpdate',
  access: needsToSave(bankScreen.code('add'), bankScreen.code('edit')),
  summary: '新增（无 id，需 paymentAccountManager:btn_add）或编辑（带 id，需 btn_edit）公司账户；账号唯一',
  body: companyBankBody,
  response: companyBankRow,
});

export const setCompanyBankEnabled = endpoint({
  method: 'POST',
  path: '/api/operate/b2bCompanyBank/setEnabled',
  access: needs(bankScreen.code('edit')),
  summary: '停用或启用公司账户（停用的账户不再出现在选择列表，历史单据保留）',
  body: setEnabledBody('账户'),
  response: companyBankRow,
});
