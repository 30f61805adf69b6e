import dayjs from 'dayjs';
import { and, desc, eq, lte } from 'drizzle-orm';
import { noRateMessage } from '@shared/api/reference/rateLookups';
import type { Db } from '../../db/connection';
import { exchangeRates } from '../../db/schema';
import { fail } from '../../http/errors';

/**
 * The one exchange-rate service (docs/domain/master-data.md, "The rate rule"): 1 unit of a currency
 * is `rate` CNY on a day; the rate of a day is the latest one entered on or before it; CNY is 1; a
 * currency with no rate on or before the day is refused with a clear message, never taken as 1.
 */
export interface DayRate {
  currency: string;
  /** The day the rate was entered for (on or before the asked day). */
  rateDate: string;
  /** Decimal string, six decimals at most. */
  rate: string;
}

export const CNY = 'CNY';
/** The server's local day, yyyy-MM-dd. */
export const today = () => dayjs().format('YYYY-MM-DD');

/** The latest rate of `currency` on or before `day`, or undefined (CNY: 1 on that day). */
export async function latestRate(db: Pick<Db, 'select'>, currency: string, day: string = today()): Promise<DayRate | undefined> {
  if (currency === CNY) return { currency, rateDate: day, rate: '1' };
  const [row] = await db
    .select({ currency: exchangeRates.currency, rateDate: exchangeRates.rateDate, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.rateDate, day)))
    .orderBy(desc(exchangeRates.rateDate))
    .limit(1);
  return row ? { ...row, rate: trimRate(row.rate) } : undefined;
}

/** The rate of `currency` on `day`; refuses with "USD 在 2026-11-25 没有汇率，请先在汇率管理中维护". */
export async function rateOn(db: Pick<Db, 'select'>, currency: string, day: string = today()): Promise<DayRate> {
  const found = await latestRate(db, currency, day);
  if (!found) throw fail.refused(noRateMessage(currency, day));
  return found;
}

/** numeric(18,6) as stored ('7.123400') without trailing zeros ('7.1234'). */
export const trimRate = (rate: string): string => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);
