import { eq } from 'drizzle-orm';
import { generateTask, assignChargeUser, resultFeedback, saveTaskInfo, signNotDeal, noticeInput, type NoticeInput } from '@shared/api/storePerformance/notifications';
import { keywordTaskInput, type KeywordTaskInput } from '@shared/api/storePerformance/keywords';
import type { HealthImportRow } from '@shared/api/storePerformance/stores';
import type { Db } from '../../db/connection';
import { settings, stores, users } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
// The module's own functions; its transitions are composed with the modules before the demo runs.
import { addNotice, saveKeywordTask, saveStoreSettings, storeHealthWeeks } from '.';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'store_performance_demo_loaded';
const ALL = { all: true } as const;

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/** The Mondays of the last `n` weeks, oldest first. */
function mondays(n: number, today = new Date()): string[] {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) - 7);
  return Array.from({ length: n }, (_, i) => new Date(d.getTime() - (n - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** A year of weekly figures: a seeded walk per store, with a few weeks breaking a limit. */
function healthYear(storeId: number, storeCode: string, weeks: string[]): Array<HealthImportRow & { storeId: number }> {
  let seed = 7919 * storeId;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  return weeks.map((week, i) => {
    const bad = (i + storeId) % 11 === 0;
    return {
      storeId,
      storeCode,
      week,
      orderDefectRate: (0.2 + next() * 0.6 + (bad ? 0.8 : 0)).toFixed(2),
      lateShipmentRate: (0.5 + next() * 2.5 + (bad && i % 2 ? 2.5 : 0)).toFixed(2),
      cancellationRate: (0.2 + next() * 1.5).toFixed(2),
      validTrackingRate: (95.5 + next() * 4.3 - (bad && i % 3 === 0 ? 3 : 0)).toFixed(2),
      policyViolations: bad && i % 4 === 0 ? 1 : 0,
      negativeFeedbackRate: (0.5 + next() * 3).toFixed(2),
    };
  });
}

const NOTICES: Array<Omit<NoticeInput, 'storeId'> & { store: string; plan: 'pending' | 'unassigned' | 'processing' | 'done' | 'ignored'; to?: 'wangfang' | 'liqiang' }> = [
  { store: 'AMZUS-HOME', plan: 'pending', noticeType: 'ip', brand: 'HomeKit', title: '商标侵权投诉：B0C1HOME01', content: '权利人投诉 Listing B0C1HOME01 侵犯其注册商标，Listing 已被移除，请在 7 天内提交申诉或联系权利人。', receivedOn: '2026-11-24', deadline: '2026-12-01' },
  { store: 'WMTUS-WFS', plan: 'pending', noticeType: 'performance', title: 'WFS 配送时效预警', content: '过去 30 天准时送达率 91%，低于 95% 的要求。', receivedOn: '2026-11-23' },
  { store: 'AMZDE-HOME', plan: 'unassigned', noticeType: 'policy', title: '产品合规文件缺失', content: 'Bitte laden Sie die Konformitätserklärung (CE) für ASIN B0C1HAUS02 hoch.', receivedOn: '2026-11-20', deadline: '2026-12-04' },
  { store: 'AMZUS-TECH', plan: 'processing', to: 'wangfang', noticeType: 'health', title: '订单缺陷率超标', content: '账户订单缺陷率 1.35%，超过 1% 的目标，请提交改进计划。', receivedOn: '2026-11-18', deadline: '2026-11-30' },
  { store: 'WMTUS-FBM', plan: 'processing', to: 'liqiang', noticeType: 'listing', brand: 'HomeKit', title: 'Listing 因价格异常下架', content: 'Item 5510023 价格高于参考价被下架。', receivedOn: '2026-11-17' },
  { store: 'AMZUS-HOME', plan: 'done', to: 'wangfang', noticeType: 'health', title: '迟发率超标警告', content: '过去 10 天迟发率 4.6%，超过 4% 的目标。', receivedOn: '2026-11-02', deadline: '2026-11-16' },
  { store: 'AMZDE-FBM', plan: 'ignored', noticeType: 'other', title: '平台促销活动邀请', content: 'Einladung zur Teilnahme am Black Friday Deal.', receivedOn: '2026-11-05' },
];

const KEYWORDS: Array<Omit<KeywordTaskInput, 'storeId' | 'ownerId'> & { store: string; owner: 'wangfang' | 'liqiang' }> = [
  { store: 'AMZUS-HOME', owner: 'wangfang', asin: 'B0C1HOME01', keyword: 'kitchen organizer', targetRank: 5, currentRank: 8 },
  { store: 'AMZUS-HOME', owner: 'wangfang', asin: 'B0C1HOME01', keyword: 'drawer organizer', targetRank: 10, currentRank: 6 },
  { store: 'AMZUS-TECH', owner: 'wangfang', asin: 'B0C1TECH07', keyword: 'usb c hub', targetRank: 20, currentRank: 35 },
  { store: 'AMZDE-HOME', owner: 'wangfang', asin: 'B0C1HAUS02', keyword: 'küchen organizer', targetRank: 10, currentRank: 12 },
  { store: 'WMTUS-WFS', owner: 'liqiang', asin: 'B0C1WMRT03', keyword: 'storage bins', targetRank: 15, currentRank: 9 },
  { store: 'WMTUS-FBM', owner: 'liqiang', asin: 'B0C1WMRT04', keyword: 'travel mug', targetRank: 5, currentRank: null },
];

/**
 * Store performance demo through the module's own functions: departments and owners of the stores, a
 * year of weekly health per store, notices and tasks in every state (店铺经理 宋宇 records and assigns,
 * 运营 王芳 / 李强 work and close them), keyword tasks.
 */
export async function loadStorePerformanceDemo(db: Db): Promise<void> {
  const [manager, wangfang, liqiang] = [await actorOf(db, 'songyu'), await actorOf(db, 'wangfang'), await actorOf(db, 'liqiang')];
  if (!manager || !wangfang || !liqiang) return;
  const codes = [...new Set([...NOTICES.map((n) => n.store), ...KEYWORDS.map((k) => k.store)])];
  const storeRows = await db.select({ id: stores.id, code: stores.code }).from(stores);
  const idOf = new Map(storeRows.map((s) => [s.code, s.id]));
  if (codes.some((c) => !idOf.has(c))) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;
  const people = { wangfang, liqiang };

  const weeks = mondays(52);
  for (const [i, s] of storeRows.entries()) {
    const owner = s.code.startsWith('WMT') ? liqiang : wangfang;
    await saveStoreSettings(db, ALL, manager.userId, { storeId: s.id, department: s.code.startsWith('AMZJP') ? '海外运营部' : '运营部', ownerId: i % 4 === 3 ? null : owner.userId, remark: null, version: 0 });
    await storeHealthWeeks(db, manager.userId, healthYear(s.id, s.code, weeks));
  }

  for (const { store, plan, to, ...fields } of NOTICES) {
    const { id } = await addNotice(db, manager, ALL, noticeInput.parse({ ...fields, storeId: idOf.get(store) }));
    if (plan === 'ignored') await runTransitionAs(db, manager, signNotDeal, 'notDeal', { id, version: 1, comment: '营销邀请，无需处理' });
    if (plan === 'pending' || plan === 'ignored') continue;
    await runTransitionAs(db, manager, generateTask, 'generate', { id, requirement: '核实原因，按平台要求整改并回复' });
    if (plan === 'unassigned' || !to) continue;
    const person = people[to];
    await runTransitionAs(db, manager, assignChargeUser, 'assign', { id, chargeUserId: person.userId });
    await runTransitionAs(db, person, saveTaskInfo, 'save', { id, comment: '已排查订单，定位到仓库发货延迟' });
    if (plan === 'done') await runTransitionAs(db, person, resultFeedback, 'feedback', { id, resultType: 'resolved', comment: '已更换物流渠道，迟发率恢复到 2% 以下' });
  }

  for (const { store, owner, ...fields } of KEYWORDS) {
    await saveKeywordTask(db, people[owner].userId, ALL, keywordTaskInput.parse({ ...fields, storeId: idOf.get(store), ownerId: people[owner].userId }));
  }
}

