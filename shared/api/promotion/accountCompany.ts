import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import { blankAsAbsent, blankAsNull, currency, id } from '../inputs';
import { defineFields, field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { accountCompanyScreen } from './screens';

/** 账户公司 (docs/domain/promotion.md, Account companies). */
const BASE = '/api/promote/financeAccountCompany';

export const accountCompanyRow = z.object({
  id: z.number(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  companyName: z.string(),
  account: z.string(),
  currency: z.string(),
  enabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountCompanyRow = z.infer<typeof accountCompanyRow>;

export const accountCompanyCalls = defineMaster({
  screen: accountCompanyScreen,
  paths: { page: `${BASE}/condictionList`, save: `${BASE}/addOrUpdate`, setEnabled: `${BASE}/setEnabled` },
  row: accountCompanyRow,
  fields: defineFields<AccountCompanyRow>()({
    platformName: field.text('平台', {
      width: 130,
      filter: { key: 'platformId', kind: 'select', width: 150, options: 'platforms', schema: blankAsNull(id('平台')) },
      input: { key: 'platformId', kind: 'select', options: 'platforms', required: true },
    }),
    companyName: field.text('公司名称', { width: 220, filter: { kind: 'text', width: 180, placeholder: '前缀匹配' }, input: { kind: 'text', required: true, max: 100 } }),
    account: field.text('账户', { width: 200, input: { kind: 'text', required: true, max: 100 } }),
    currency: field.text('币种', {
      width: 80,
      filter: { kind: 'select', width: 110, options: 'currencies', schema: blankAsAbsent(currency) },
      input: { kind: 'select', options: 'currencies', required: true, initial: 'USD', schema: currency },
    }),
    enabled: field.enabled('状态', { filter: { kind: 'flag', width: 110 } }),
    remark: field.text('备注', { width: 200, ellipsis: true, input: { kind: 'textarea', max: 500 } }),
    createdAt: field.datetime('创建时间'),
  }),
  columns: ['platformName', 'companyName', 'account', 'currency', 'enabled', 'remark', 'createdAt'],
  name: (r) => `${r.companyName}（${r.account}）`,
  summaries: { page: '账户公司列表，新建在前。筛选：平台、公司名称（前缀）、币种、启用状态' },
});

export const accountCompanyOption = z.object({ id: z.number(), companyName: z.string(), account: z.string(), currency: z.string() });

export const getAccountCompanyByPlatform = endpoint({
  method: 'GET',
  path: `${BASE}/getAccountCompanyByPlatform`,
  access: LOGIN,
  summary: '某平台启用的账户公司（推广项目与报销选择账户公司用）：?platformId=',
  query: z.object({ platformId: id('平台') }),
  response: z.array(accountCompanyOption),
});

