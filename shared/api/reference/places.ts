import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import { bankPurposeLabels } from '../b2b/bank';
import { blankAsNull, cappedPage, listPaging, pickLimit, prefixText } from './common';

/**
 * Currencies, countries and the dictionary calls (/api/sys/dic/*) that are about reference data.
 * Every signed-in user may read them: they fill pick lists on every screen.
 */

export const currencyRow = z.object({ code: z.string(), name: z.string(), symbol: z.string() });
export const countryRow = z.object({ code: z.string(), name: z.string(), nameEn: z.string(), currency: z.string(), language: z.string() });
export type CountryRow = z.infer<typeof countryRow>;

export const selectAllCurrency = endpoint({
  method: 'GET',
  path: '/api/base/baseCountry/selectAllCurrency',
  access: LOGIN,
  summary: '启用的币种（ISO 4217），按常用顺序',
  response: z.array(currencyRow),
});

export const selectBaseCountry = endpoint({
  method: 'GET',
  path: '/api/base/baseCountry/selectBaseCountry',
  access: LOGIN,
  summary: '国家（ISO 3166 两位代码）及其币种和语言',
  response: z.array(countryRow),
});

export const getCountryList = endpoint({
  method: 'GET',
  path: '/api/sys/dic/getCountryList',
  access: LOGIN,
  summary: '国家选择列表（代码、中文名、英文名）',
  response: z.array(countryRow.pick({ code: true, name: true, nameEn: true })),
});

export const getCountryCurrencyList = endpoint({
  method: 'GET',
  path: '/api/sys/dic/getCountryCurrencyList',
  access: LOGIN,
  summary: '国家与币种对照（国家代码、国家名、币种代码、币种名）',
  response: z.array(z.object({ country: z.string(), countryName: z.string(), currency: z.string(), currencyName: z.string() })),
});

export const getCurrencyInInventoryDetail = endpoint({
  method: 'GET',
  path: '/api/sys/dic/getCurrencyInInventoryDetail',
  access: LOGIN,
  summary: '库存计价用到的币种：公司有启用平台或仓库的国家的币种，加人民币',
  response: z.array(currencyRow),
});

export const userOption = z.object({ id: z.number(), username: z.string(), name: z.string() });
export type UserOption = z.infer<typeof userOption>;

export const getUserList = endpoint({
  method: 'GET',
  path: '/api/sys/dic/getUserList',
  access: LOGIN,
  summary: '在职（启用）用户选择列表，按姓名；name 为姓名或账号前缀；选择列表通常 page=1&limit=2000',
  query: z.object({
    page: listPaging.page,
    limit: pickLimit(2000, 2000),
    name: prefixText,
  }),
  response: cappedPage(userOption),
});

export const paymentAccountRow = z.object({
  id: z.number(),
  accountName: z.string(),
  bankName: z.string(),
  accountNo: z.string(),
  currency: z.string(),
  purpose: z.enum(Object.keys(bankPurposeLabels) as [keyof typeof bankPurposeLabels]),
  enabled: z.boolean(),
});

const purposeFilter = blankAsNull(z.enum(['receive', 'pay'], { error: '用途只能是 receive 或 pay' }));

export const listPaymentAccount = endpoint({
  method: 'GET',
  path: '/api/sys/dic/listPaymentAccount',
  access: LOGIN,
  summary: '启用的公司账户（来自公司收款账户 paymentAccountManager），可按币种、用途筛选',
  query: z.object({ currency: prefixText, purpose: purposeFilter }),
  response: z.array(paymentAccountRow),
});

export const financeOptionPage = endpoint({
  method: 'GET',
  path: '/api/sys/dic/financeOptionPage',
  access: LOGIN,
  summary: '公司账户分页选择（status=1 启用，0 停用，不传为全部；name 为账户名/银行前缀）；通常 status=1&page=1&limit=100',
  query: z.object({
    page: listPaging.page,
    limit: pickLimit(200, 100),
    status: blankAsNull(z.enum(['0', '1'], { error: '状态只能是 1（启用）或 0（停用）' })),
    name: prefixText,
  }),
  response: cappedPage(paymentAccountRow),
});

export const getDeptByGroup = endpoint({
  method: 'GET',
  path: '/api/sys/dic/getDeptByGroup',
  access: LOGIN,
  summary: '部门列表（来自员工档案在职人员）及人数；group 为角色代码时只列该角色成员所在的部门',
  query: z.object({ group: prefixText }),
  response: z.array(z.object({ name: z.string(), count: z.number() })),
});
