import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { currency, text } from './fields';
import { BACK_PAYMENT_SCREEN, BANK_SCREEN, blankAsNull, PAYMENT_SCREEN, queryFlag } from './common';
import { bankScreen } from './screens';

export const BANK_PURPOSES = ['receive', 'pay', 'both'] as const;
export const bankPurposeLabels: Record<(typeof BANK_PURPOSES)[number], string> = { receive: '收款', pay: '付款', both: '收付款' };
const purpose = z.enum(BANK_PURPOSES, { error: '用途只能是收款、付款或收付款' });
const accountNo = text('账号', 50).pipe(z.string().regex(/^[A-Za-z0-9 -]+$/, '账号只能包含字母、数字、空格和 -'));

/** 公司收款账户 (paymentAccountManager): the accounts customers pay into and payments leave from; 账号 is unique. */
export const companyBanks = defineMaster({
  screen: bankScreen,
  title: '账户',
  paths: { base: '/api/operate/b2bCompanyBank' },
  fields: {
    accountName: field.text('账户名', { width: 200, filter: { key: 'name', kind: 'text', label: '账户名/银行', width: 200, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 100 } }),
    bankName: field.text('开户银行', { width: 180, input: { kind: 'text', required: true, max: 100 } }),
    accountNo: field.text('账号', { width: 220, filter: { kind: 'text', width: 180 }, input: { kind: 'text', required: true, schema: accountNo } }),
    currency: field.text('币种', { width: 70, filter: { kind: 'select', width: 120, options: 'currencies', schema: blankAsNull(currency) }, input: { kind: 'select', options: 'currencies', initial: 'USD', schema: currency } }),
    swiftCode: field.text('SWIFT', { width: 120, nullable: true, input: { kind: 'text', max: 20 } }),
    purpose: field.enum('用途', bankPurposeLabels, { width: 90, filter: { kind: 'select', width: 130, schema: blankAsNull(purpose) }, input: { kind: 'radio', initial: 'receive', schema: purpose } }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    remark: field.text('备注', { width: 160, ellipsis: true, defaultHidden: true, nullable: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
  },
  columns: ['accountName', 'bankName', 'accountNo', 'currency', 'swiftCode', 'purpose', 'enabled', 'remark'],
  name: (r) => r.accountNo,
  summaries: {
    page: '公司收款账户列表，新建在前。筛选：账户名/银行（前缀）、账号（前缀）、币种、用途、启用状态',
    save: '新增（无 id，需 paymentAccountManager:btn_add）或编辑（带 id，需 btn_edit）公司账户；账号唯一',
    setEnabled: '停用或启用公司账户（停用的账户不再出现在选择列表，历史单据保留）',
  },
});
export const { page: companyBankPage, save: addOrUpdateCompanyBank, setEnabled: setCompanyBankEnabled } = companyBanks;

export const getAllCompanyBank = endpoint({
  method: 'GET',
  path: '/api/operate/b2bCompanyBank/getAllCompanyBank',
  access: needs(BANK_SCREEN, BACK_PAYMENT_SCREEN, PAYMENT_SCREEN),
  summary:
    '公司账户选择列表（启用的；purpose=receive 含收款与收付款账户，pay 含付款与收付款账户；可按币种筛选）。' +
    'includeDisabled=true 也列出停用的（查看历史单据时显示名称）',
  query: z.object({ purpose: blankAsNull(z.enum(['receive', 'pay'], { error: '用途只能是 receive 或 pay' })), currency: blankAsNull(currency), includeDisabled: queryFlag }),
  response: z.array(companyBanks.row),
});
