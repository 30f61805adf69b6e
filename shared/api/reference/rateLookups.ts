import { z } from 'zod';
import { endpoint, LOGIN } from '../contract';
import { currencyCode, dayFilter } from './common';

/**
 * The rate lookups every domain uses beside its amounts (payments, claims, KOL prices, logistics costs):
 * which currencies have rates, and a currency's rate on a day. The 汇率 screen itself is ./rates.ts.
 */

/** The message when a currency has no rate on or before a day: never a silent 1. */
export const noRateMessage = (currency: string, day: string) => `${currency} 在 ${day} 没有汇率，请先在汇率管理中维护`;

export const rateCurrencyRow = z.object({ code: z.string(), name: z.string(), symbol: z.string(), lastDate: z.string().nullable() });

export const getExchangeRateCurrency = endpoint({
  method: 'GET',
  path: '/api/base/baseExchangeRate/getExchangeRateCurrency',
  access: LOGIN,
  summary: '有汇率的币种（含人民币，lastDate 为最近有汇率的日期），供各处币种选择',
  response: z.array(rateCurrencyRow),
});

export const lastRate = z.object({ currency: z.string(), rateDate: z.string(), rate: z.string() });
export type LastRate = z.infer<typeof lastRate>;

export const getLastRate = endpoint({
  method: 'GET',
  path: '/api/base/baseExchangeRate/getLastRate',
  access: LOGIN,
  summary: '某币种在 date（默认今天）当天或之前最近一天的汇率（1 单位外币 = rate 人民币）；人民币为 1；没有则提示先维护',
  query: z.object({ currency: currencyCode, date: dayFilter }),
  response: lastRate,
});
