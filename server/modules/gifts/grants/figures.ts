import Big from 'big.js';
import dayjs from 'dayjs';
import { and, gte, inArray, sql } from 'drizzle-orm';
import { grantScreen } from '@shared/api/gifts/screens';
import { giftGrants as g } from '../../../db/schema';
import type { HomeFigure } from '../../../home/figures';
import { BY_PERIOD, lastMonths, periodIndex } from '../../../home/periods';
import { rateOn } from '../../reference';
import { grantVisibility } from '../visibility';

/** Grants whose gift went out: 已发放 and 已签收 (a returned gift came back and is not spent). */
const SPENT = ['sent', 'delivered'];

/**
 * 本月礼品支出: the value of the grants sent this month in the caller's view, in CNY (each currency at
 * the rate of the month's last day, today for the current month), with the last 6 months.
 */
const giftSpend: HomeFigure = {
  key: 'gifts.spendThisMonth',
  title: '本月礼品支出',
  screen: grantScreen,
  async compute({ db }, caller) {
    const scope = await grantVisibility.scope(caller);
    const months = lastMonths(6);
    const period = periodIndex(g.sentAt, months);
    const rows = await db
      .select({ period, currency: g.currency, value: sql<string>`sum(${g.value})::text`, n: sql<number>`count(*)::int` })
      .from(g)
      .where(and(inArray(g.status, SPENT), gte(g.sentAt, months[0]!.from), grantVisibility.where(scope)))
      .groupBy(BY_PERIOD, g.currency);
    const cny = months.map(() => new Big(0));
    for (const r of rows) {
      const i = Number(r.period);
      const day = dayjs(months[i]!.to).subtract(1, 'day');
      const rate = await rateOn(db, r.currency, (day.isAfter(dayjs()) ? dayjs() : day).format('YYYY-MM-DD'));
      cny[i] = cny[i]!.plus(new Big(r.value).times(rate.rate));
    }
    const last = months.length - 1;
    const sentNow = rows.filter((r) => Number(r.period) === last).reduce((n, r) => n + r.n, 0);
    return {
      value: cny[last]!.toFixed(2),
      unit: '元',
      hint: `本月发放 ${sentNow} 份（已发放、已签收），近6月趋势`,
      trend: months.map((m, i) => ({ label: m.label, value: Number(cny[i]!.toFixed(2)) })),
      path: `${grantScreen.path}?status=sent`,
    };
  },
};

export const giftFigures = [giftSpend];
