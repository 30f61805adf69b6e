import Big from 'big.js';
import dayjs from 'dayjs';
import { and, asc, eq, sql } from 'drizzle-orm';
import { CNY_RATE_MESSAGE } from '@shared/api/reference/rates';
import type { Db } from '../../db/connection';
import { currencies, exchangeRates } from '../../db/schema';
import { fail } from '../../http/errors';
import { CNY, latestRate } from './rates';
import { qualified } from '../../db/qualified';

const r = exchangeRates;

/** A currency we keep (enabled or not) other than CNY; refuses otherwise. */
export async function assertRateCurrency(db: Pick<Db, 'select'>, code: string): Promise<void> {
  if (code === CNY) throw fail.badRequest(CNY_RATE_MESSAGE);
  const [known] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code));
  if (!known) throw fail.badRequest(`币种 ${code} 不存在，请先在币种中维护`);
}

export interface RateInput {
  currency: string;
  rateDate: string;
  rate: string;
}

/** Stores many days' rates at once (imports, the demo); a day that has a rate takes the new value. */
export async function upsertRates(db: Pick<Db, 'insert'>, rows: RateInput[], source: 'import' | 'demo', userId: number | null): Promise<void> {
  if (rows.length === 0) return;
  const now = new Date();
  await db
    .insert(r)
    .values(rows.map((row) => ({ ...row, source, updatedBy: userId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [r.currency, r.rateDate],
      set: { rate: sql`excluded.rate`, source: sql`excluded.source`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    });
}

/** Every enabled currency but CNY, with its latest rate on or before `day` and the change to the one before. */
export async function latestRatesOn(db: Db, day: string) {
  const list = await db.select().from(currencies).where(and(eq(currencies.enabled, true), sql`${currencies.code} <> ${CNY}`)).orderBy(asc(currencies.sort), asc(currencies.code));
  return Promise.all(
    list.map(async (c) => {
      const last = await latestRate(db, c.code, day);
      const before = last ? await latestRate(db, c.code, dayjs(last.rateDate).subtract(1, 'day').format('YYYY-MM-DD')) : undefined;
      const changePct = last && before ? new Big(last.rate).minus(before.rate).div(before.rate).times(100).round(2, Big.roundHalfUp).toFixed(2) : null;
      return {
        currency: c.code,
        currencyName: c.name,
        symbol: c.symbol,
        rateDate: last?.rateDate ?? null,
        rate: last?.rate ?? null,
        previousRate: before?.rate ?? null,
        changePct,
        ageDays: last ? dayjs(day).diff(dayjs(last.rateDate), 'day') : null,
      };
    }),
  );
}

/** Currencies that have at least one rate, with the last day; CNY always (its rate is 1). */
export async function currenciesWithRates(db: Db) {
  const rows = await db
    .select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol, lastDate: sql<string | null>`(select max(${r.rateDate})::text from ${r} where ${r.currency} = ${qualified(currencies.code)})` })
    .from(currencies)
    .orderBy(asc(currencies.sort), asc(currencies.code));
  return rows.filter((c) => c.code === CNY || c.lastDate !== null).map((c) => ({ ...c, lastDate: c.code === CNY ? null : c.lastDate }));
}
