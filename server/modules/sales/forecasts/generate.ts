import { NO_HISTORY_CODE, NO_HISTORY_MESSAGE, FORECAST_WEEKS, type WeekQty } from '@shared/api/sales/forecast';
import { addWeeks, sameWeekLastYear, weekRange } from '@shared/api/sales/weeks';
import type { Db } from '../../../db/connection';
import { AppError } from '../../../http/errors';
import { salesBetween } from './queries';

/** Weeks averaged for the base level. */
const BASE_WEEKS = 8;
const SEASON_MIN = 0.5;
const SEASON_MAX = 2;

export const METHOD = `${BASE_WEEKS}周移动平均×去年同周季节系数（${SEASON_MIN}~${SEASON_MAX}）`;

/**
 * Drafts 12 weeks from history (docs/domain/sales-planning.md, Drafting a forecast): the mean of the
 * last 8 weeks before the start, times the season of the same week last year against last year's mean.
 */
export async function draftForecast(db: Pick<Db, 'select'>, skuId: number, storeId: number, startWeek: string): Promise<{ weeks: WeekQty[]; base: number; method: string }> {
  const recent = await salesBetween(db, skuId, storeId, addWeeks(startWeek, -BASE_WEEKS), startWeek);
  const lastYearStart = addWeeks(startWeek, -52);
  const lastYear = await salesBetween(db, skuId, storeId, addWeeks(lastYearStart, -40), addWeeks(lastYearStart, FORECAST_WEEKS + 12));
  if (!recent.length && !lastYear.length) throw new AppError(NO_HISTORY_CODE, NO_HISTORY_MESSAGE);
  const base = recent.length ? recent.reduce((s, w) => s + w.qty, 0) / BASE_WEEKS : 0;
  const lastYearMean = lastYear.length ? lastYear.reduce((s, w) => s + w.qty, 0) / lastYear.length : 0;
  const byWeek = new Map(lastYear.map((w) => [w.week, w.qty]));
  const weeks = weekRange(startWeek, FORECAST_WEEKS).map((week) => {
    const sameWeek = byWeek.get(sameWeekLastYear(week));
    const season = lastYearMean > 0 && sameWeek !== undefined ? Math.min(SEASON_MAX, Math.max(SEASON_MIN, sameWeek / lastYearMean)) : 1;
    return { week, qty: Math.round(base * season) };
  });
  return { weeks, base: Math.round(base * 100) / 100, method: METHOD };
}
