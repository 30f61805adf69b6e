import { and, count, eq, gte, sql } from 'drizzle-orm';
import { paymentScreen } from '@shared/api/b2b/screens';
import { b2bPayments as p } from '../../db/schema';
import type { HomeFigure } from '../../home/figures';
import { BY_PERIOD, lastMonths, periodIndex, trendOf } from '../../home/periods';
import { paymentVisibility } from './common/visibility';

const sumCny = sql<string>`coalesce(sum(${p.amountCny}), 0)::numeric(18,2)::text`;

/** 待付款: audited payment requests waiting for finance (count, CNY sum), by month requested. */
const waiting: HomeFigure = {
  key: 'b2b.paymentsWaiting',
  title: '待付款',
  screen: paymentScreen,
  element: paymentScreen.code('finance'),
  async compute({ db }, caller) {
    const scope = await paymentVisibility.scope(caller);
    const months = lastMonths(6);
    const period = periodIndex(p.createdAt, months);
    const where = and(eq(p.status, 'pending_finance'), paymentVisibility.where(scope));
    const [total] = await db.select({ n: count(), cny: sumCny }).from(p).where(where);
    const rows = await db.select({ period, value: count() }).from(p).where(and(where, gte(p.createdAt, months[0]!.from))).groupBy(BY_PERIOD);
    return { value: String(total!.n), unit: '笔', hint: `合计 ¥${total!.cny}（按申请月份）`, trend: trendOf(months, rows), path: `${paymentScreen.path}?status=pending_finance` };
  },
};

/** 本月已付: CNY paid this month (by paid_at), with the last 6 months. */
const paid: HomeFigure = {
  key: 'b2b.paidThisMonth',
  title: '本月已付',
  screen: paymentScreen,
  element: paymentScreen.code('finance'),
  async compute({ db }, caller) {
    const scope = await paymentVisibility.scope(caller);
    const months = lastMonths(6);
    const period = periodIndex(p.paidAt, months);
    const rows = await db
      .select({ period, value: sumCny, n: count() })
      .from(p)
      .where(and(eq(p.status, 'paid'), gte(p.paidAt, months[0]!.from), paymentVisibility.where(scope)))
      .groupBy(BY_PERIOD);
    const current = rows.find((r) => Number(r.period) === months.length - 1);
    return { value: current?.value ?? '0', unit: '元', hint: `本月 ${current?.n ?? 0} 笔，近6月趋势`, trend: trendOf(months, rows), path: `${paymentScreen.path}?status=paid` };
  },
};

export const b2bFigures = [waiting, paid];
