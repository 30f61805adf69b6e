import { and, count, gte, inArray } from 'drizzle-orm';
import { serviceOrderScreen } from '@shared/api/service/screens';
import { OPEN_STATES } from '@shared/workflow/service';
import { csServiceOrders as o } from '../../db/schema';
import type { HomeFigure } from '../../home/figures';
import { BY_PERIOD, lastWeeks, periodIndex, trendOf } from '../../home/periods';
import { serviceOrderVisibility } from './visibility';

/** 未结工单: service orders 待处理 or 跟进中 in the caller's view (a 客服: her own), with those opened per week. */
const openOrders: HomeFigure = {
  key: 'service.openOrders',
  title: '未结工单',
  screen: serviceOrderScreen,
  async compute({ db }, caller) {
    const scope = await serviceOrderVisibility.scope(caller);
    const mine = serviceOrderVisibility.where(scope);
    const rows = await db.select({ status: o.status, n: count() }).from(o).where(and(inArray(o.status, [...OPEN_STATES]), mine)).groupBy(o.status);
    const of = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    const weeks = lastWeeks(8);
    const period = periodIndex(o.createdAt, weeks);
    const opened = await db.select({ period, value: count() }).from(o).where(and(gte(o.createdAt, weeks[0]!.from), mine)).groupBy(BY_PERIOD);
    return {
      value: String(of('new') + of('following')),
      unit: '单',
      hint: `待处理 ${of('new')} · 跟进中 ${of('following')}；趋势为每周新建`,
      trend: trendOf(weeks, opened),
    };
  },
};

export const serviceFigures = [openOrders];
