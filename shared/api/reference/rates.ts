import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { field } from '../../screen/fields';
import { defineMaster } from '../../screen/master';
import { exchangeRate } from '../inputs';
import { exchangeRateScreen } from './screens';
import { blankAsNull, currencyCode, dayFilter } from './common';

/** Exchange rates to CNY, one per currency per day (docs/domain/master-data.md, "The rate rule"). */
const RATES = exchangeRateScreen.menu;

export const rateTakenMessage = (currency: string, day: string) => `${currency} 在 ${day} 已有汇率，请编辑那一条`;
export const CNY_RATE_MESSAGE = '人民币汇率固定为 1，无需维护';
export const RATE_IMPORT_KIND = 'exchangeRate';

export const rateSources = { manual: '手工录入', import: '导入', demo: '演示数据' } as const;

export const latestRateRow = z.object({
  currency: z.string(),
  currencyName: z.string(),
  symbol: z.string(),
  /** The latest day with a rate on or before the asked day; null when the currency has none. */
  rateDate: z.string().nullable(),
  rate: z.string().nullable(),
  /** The rate of the day before `rateDate` that has one, and the change to it in percent (2 decimals). */
  previousRate: z.string().nullable(),
  changePct: z.string().nullable(),
  /** Days between `rateDate` and the asked day. */
  ageDays: z.number().nullable(),
});
export type LatestRateRow = z.infer<typeof latestRateRow>;

export const latestRates = endpoint({
  method: 'GET',
  path: '/api/base/baseExchangeRate/latestRates',
  access: needs(RATES),
  summary: '各币种最新汇率一览（date 当天或之前最近一天，默认今天；含前一次汇率与涨跌幅；人民币不列出）',
  query: z.object({ date: dayFilter }),
  response: z.array(latestRateRow),
});

/** 汇率管理: every day's rate, filtered by currency (its history) and days; 新增 and 编辑, no 停用. */
export const exchangeRates = defineMaster({
  screen: exchangeRateScreen,
  title: '汇率记录',
  paths: { page: '/api/base/baseExchangeRate/page', save: '/api/base/baseExchangeRate/addOrUpdate' },
  fields: {
    currency: field.text('币种', { width: 80, filter: { kind: 'select', width: 160, options: 'foreignCurrencies', schema: blankAsNull(currencyCode) }, input: { kind: 'select', options: 'foreignCurrencies', required: true, initial: 'USD', schema: currencyCode } }),
    currencyName: field.text('币种名称', { width: 110, nullable: true }),
    rateDate: field.date('日期', { filter: { kind: 'dateRange', range: ['from', 'to'] }, input: { kind: 'date', required: true, initial: () => new Date() } }),
    rate: field.rate('汇率（对人民币）', { width: 150, input: { kind: 'text', label: '汇率', placeholder: '1 外币 = ? 人民币，最多六位小数', schema: exchangeRate } }),
    source: field.enum('来源', rateSources, { width: 100 }),
    updatedByName: field.user('维护人', { nullable: true }),
    updatedAt: field.datetime('维护时间'),
  },
  columns: ['currency', 'currencyName', 'rateDate', 'rate', 'source', 'updatedByName', 'updatedAt'],
  name: (r) => `${r.currency} ${r.rateDate}`,
  summaries: {
    page: '汇率列表（每币种每天一条，对人民币），新日期在前。筛选：币种、日期范围（from/to，yyyy-MM-dd）；按币种筛选即该币种的历史',
    save: '新增（无 id，需 exchangeRate:btn_add）或修改（带 id，需 btn_edit）某币种某天的汇率；每币种每天一条；人民币固定为 1 不可维护',
  },
  // Many days and currencies at once (a bank's monthly sheet); a day that has a rate takes the file's value.
  import: {
    kind: RATE_IMPORT_KIND,
    title: '汇率导入',
    file: '汇率导入模板.xlsx',
    path: '/api/base/baseExchangeRate/import',
    columns: {
      currency: { example: 'USD', width: 10, rule: currencyCode.refine((c) => c !== 'CNY', CNY_RATE_MESSAGE) },
      rateDate: { example: '2026-01-05', width: 14 },
      rate: { example: '7.1234', width: 14 },
    },
    summary: '批量导入汇率（xlsx，按“汇率导入模板”：币种、日期、汇率）；同币种同日期已有的汇率被文件中的值覆盖',
  },
});
export const { page: exchangeRatePage, save: addOrUpdateRate } = exchangeRates;
export const importRates = exchangeRates.import!.upload;
