import { and, count, gte, inArray, ne } from 'drizzle-orm';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { kolRequires as r } from '../../db/schema';
import type { HomeFigure } from '../../home/figures';
import { BY_PERIOD, lastWeeks, periodIndex, trendOf } from '../../home/periods';
import { requireVisibility } from './visibility';

/**
 * KOL需求进行中: requirements 已通过 (being worked with influencers) or 待审核 in the caller's view (an
 * operator without 查看全部: her own), with those raised per week as the trend.
 */
const openRequires: HomeFigure = {
  key: 'kol.openRequires',
  title: 'KOL需求进行中',
  screen: kolRequireScreen,
  async compute({ db }, caller) {
    const mine = requireVisibility.where(await requireVisibility.scope(caller));
    const rows = await db.select({ status: r.status, n: count() }).from(r).where(and(inArray(r.status, ['approved', 'pending_audit']), mine)).groupBy(r.status);
    const of = (s: string) => rows.find((x) => x.status === s)?.n ?? 0;
    const weeks = lastWeeks(8);
    const raised = await db
      .select({ period: periodIndex(r.createdAt, weeks), value: count() })
      .from(r)
      .where(and(gte(r.createdAt, weeks[0]!.from), ne(r.status, 'deleted'), mine))
      .groupBy(BY_PERIOD);
    return {
      value: String(of('approved') + of('pending_audit')),
      unit: '个',
      hint: `已通过 ${of('approved')} · 待审核 ${of('pending_audit')}；趋势为每周新建`,
      trend: trendOf(weeks, raised),
    };
  },
};

export const kolFigures = [openRequires];
