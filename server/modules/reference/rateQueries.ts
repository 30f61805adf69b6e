import Big from 'big.js';
import dayjs from 'dayjs';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CNY_RATE_MESSAGE, rateTakenMessage, type RateBody, type RateRow } from '@shared/api/reference/rates';
import type { Db } from '../../db/connection';
import { currencies, exchangeRates, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { CNY, latestRate, trimRate } from './rates';
import { iso } from './text';
import { qualified } from '../../db/qualified';

const r = exchangeRates;

export interface RateFilter {
  currency?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The list's conditions; with a currency they ride the (currency, rate_date) unique index. */
export const rateWhere = (f: RateFilter): SQL | undefined =>
  and(f.currency ? eq(r.currency, f.currency) : undefined, f.from ? gte(r.rateDate, f.from) : undefined, f.to ? lte(r.rateDate, f.to) : undefined);

export const rateOrder = [desc(r.rateDate), asc(r.currency)];

/** The list's rows with the currency's and the last editor's names. */
export const rateSelect = (db: Db) =>
  db
    .select({ id: r.id, currency: r.currency, currencyName: currencies.name, rateDate: r.rateDate, rate: r.rate, source: r.source, updatedByName: users.name, updatedAt: r.updatedAt })
    .from(r)
    .leftJoin(currencies, eq(currencies.code, r.currency))
    .leftJoin(users, eq(users.id, r.updatedBy))
    .$dynamic();

type RateSelectRow = Awaited<ReturnType<typeof rateSelect>>[number];
export const rateRowOf = (row: RateSelectRow): RateRow => ({ ...row, rate: trimRate(row.rate), updatedAt: iso(row.updatedAt) });

/** A currency we keep (enabled or not) other than CNY; refuses otherwise. */
export async function assertRateCurrency(db: Pick<Db, 'select'>, code: string): Promise<void> {
  if (code === CNY) throw fail.badRequest(CNY_RATE_MESSAGE);
  const [known] = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, code));
  if (!known) throw fail.badRequest(`币种 ${code} 不存在，请先在币种中维护`);
}

async function readRate(db: Db, id: number): Promise<RateRow> {
  const [row] = await rateSelect(db).where(eq(r.id, id));
  if (!row) throw fail.notFound('汇率记录不存在');
  return rateRowOf(row);
}

/** Adds a day's rate, or changes one (by id); one rate per currency per day. */
export async function saveRate(db: Db, body: RateBody, userId: number, allowed: { add: boolean; edit: boolean }): Promise<RateRow> {
  if (!(body.id ? allowed.edit : allowed.add)) throw fail.forbidden();
  await assertRateCurrency(db, body.currency);
  const id = await db.transaction(async (tx) => {
    const [same] = await tx.select({ id: r.id }).from(r).where(and(eq(r.currency, body.currency), eq(r.rateDate, body.rateDate))).for('update');
    if (same && same.id !== body.id) throw fail.conflict(rateTakenMessage(body.currency, body.rateDate));
    const values = { currency: body.currency, rateDate: body.rateDate, rate: body.rate, updatedBy: userId, updatedAt: new Date() };
    if (!body.id) return (await tx.insert(r).values({ ...values, source: 'manual' }).returning({ id: r.id }))[0]!.id;
    const [updated] = await tx.update(r).set({ ...values, source: 'manual' }).where(eq(r.id, body.id)).returning({ id: r.id });
    if (!updated) throw fail.notFound('汇率记录不存在');
    return updated.id;
  });
  return readRate(db, id);
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
