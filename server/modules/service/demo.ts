import { eq } from 'drizzle-orm';
import { reviewHandling, reviewInput, type ReviewInput } from '@shared/api/service/reviews';
import { serviceOrderHandling, serviceOrderInput, type ServiceOrderInput } from '@shared/api/service/orders';
import type { Db } from '../../db/connection';
import { settings, users } from '../../db/schema';
import { reviewScreen, serviceOrderScreen } from '@shared/api/service/screens';
import { reviewMachine, serviceOrderMachine } from '@shared/workflow';
import { csReviews, csServiceOrders } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { assignRecord } from './handling';
// These modules register the transitions the demo runs, exactly as the portal's calls do.
import { createServiceOrder } from './orders';
import { createReview } from './reviews';
import { reviewVisibility, serviceOrderVisibility } from './visibility';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'service_demo_loaded';

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/** Where each demo record ends up: every state, one reassigned on the way. */
const PLAN = ['new', 'new', 'following', 'following', 'resolved', 'closed', 'assigned'] as const;

const REVIEWS: Array<Omit<ReviewInput, 'ownerId'>> = [
  { channel: 'walmart', platform: 'Walmart US', sku: 'HM-ORG-201', orderNo: 'WM-8100201', rating: 2, title: 'Lid cracked on arrival', content: 'The lid was cracked when the box arrived. Disappointed.', reviewerName: 'Linda Park', reviewerEmail: 'linda.park@example.com', reviewedOn: '2026-11-21' },
  { channel: 'walmart', platform: 'Walmart US', sku: 'HM-MUG-310', orderNo: 'WM-8100310', rating: 1, title: 'Leaks', content: 'Leaks from the bottom after two days.', reviewerName: 'James Carter', reviewedOn: '2026-11-20' },
  { channel: 'walmart', platform: 'Walmart US', sku: 'HM-ORG-201', orderNo: 'WM-8100422', rating: 3, title: 'Okay but small', content: 'Works, but smaller than the pictures suggest.', reviewerName: 'Olivia Chen', reviewedOn: '2026-11-18' },
  { channel: 'product', platform: 'Amazon US', sku: 'HM-BAG-118', orderNo: '113-8100118', rating: 2, title: 'Strap broke', content: 'The strap broke within a week.', reviewerName: 'Ethan Ross', reviewedOn: '2026-11-17' },
  { channel: 'walmart', platform: 'Walmart US', sku: 'HM-MUG-310', orderNo: 'WM-8100555', rating: 5, title: 'Love it', content: 'Great mug, keeps coffee warm.', reviewerName: 'Sophia King', reviewedOn: '2026-11-15' },
  { channel: 'product', platform: 'Amazon DE', sku: 'HM-ORG-201', orderNo: '302-8100666', rating: 4, title: 'Gut', content: 'Gute Qualität, Lieferung etwas langsam.', reviewerName: 'Lukas Weber', reviewedOn: '2026-11-12' },
  { channel: 'walmart', platform: 'Walmart US', sku: 'HM-BAG-118', orderNo: 'WM-8100777', rating: 2, title: 'Color differs', content: 'The color is not what was shown.', reviewerName: 'Mia Lopez', reviewedOn: '2026-11-10' },
];
const ORDERS: Array<Omit<ServiceOrderInput, 'ownerId'>> = [
  { type: 'logistics', platform: 'Amazon US', orderNo: '113-8200001', sku: 'HM-ORG-201', customerName: 'Daniel White', customerEmail: 'daniel@example.com', description: '物流显示已签收，客户称未收到' },
  { type: 'return', platform: 'Walmart US', orderNo: 'WM-8200002', sku: 'HM-MUG-310', customerName: 'Emma Hall', description: '杯子漏水，要求退货' },
  { type: 'quality', platform: 'Amazon US', orderNo: '113-8200003', sku: 'HM-BAG-118', customerName: 'Noah Young', description: '背带断裂' },
  { type: 'question', platform: 'Amazon DE', sku: 'HM-ORG-201', customerName: 'Lena Fischer', description: '询问是否可以放进洗碗机' },
  { type: 'logistics', platform: 'Walmart US', orderNo: 'WM-8200005', customerName: 'Ava Green', description: '包裹延误两周' },
  { type: 'other', platform: 'Amazon US', customerName: 'Liam Scott', description: '要求开具发票' },
  { type: 'return', platform: 'Amazon US', orderNo: '113-8200007', sku: 'HM-MUG-310', customerName: 'Chloe Adams', description: '尺寸不合适，申请换货' },
];

/**
 * Demo reviews and service orders through the module's own functions: in every state, owned by 客服
 * 赵敏 and 钱宇, followed up, resolved or closed, one handed over by 客服主管 何军 (转派).
 */
export async function loadServiceDemo(db: Db): Promise<void> {
  const [zhaomin, qianyu, manager] = [await actorOf(db, 'zhaomin'), await actorOf(db, 'qianyu'), await actorOf(db, 'hejun')];
  if (!zhaomin || !qianyu || !manager) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;
  const kinds = [
    { create: (n: number) => createReview(db, manager, reviewInput.parse({ ...REVIEWS[n], ownerId: n % 3 === 2 ? qianyu.userId : zhaomin.userId })), calls: reviewHandling, h: { machine: reviewMachine, table: csReviews, visibility: reviewVisibility, screen: reviewScreen.path } },
    { create: (n: number) => createServiceOrder(db, manager, serviceOrderInput.parse({ ...ORDERS[n], ownerId: n % 3 === 2 ? qianyu.userId : zhaomin.userId })), calls: serviceOrderHandling, h: { machine: serviceOrderMachine, table: csServiceOrders, visibility: serviceOrderVisibility, screen: serviceOrderScreen.path } },
  ];
  for (const kind of kinds) {
    for (const [n, target] of PLAN.entries()) {
      const { id } = await kind.create(n);
      const owner = n % 3 === 2 ? qianyu : zhaomin;
      if (target !== 'new' && target !== 'assigned') await runTransitionAs(db, owner, kind.calls.follow, 'follow', { id, comment: '已联系客户，等待回复' });
      if (target === 'following' && n % 2) await runTransitionAs(db, owner, kind.calls.follow, 'follow', { id, comment: '客户已回复，安排补发' });
      if (target === 'resolved') await runTransitionAs(db, owner, kind.calls.resolve, 'resolve', { id, comment: '已补发，客户确认满意' });
      if (target === 'closed') await runTransitionAs(db, manager, kind.calls.close, 'close', { id, comment: '重复反馈，已合并处理' });
      if (target === 'assigned') await assignRecord(db, manager, kind.h, { id, ownerId: owner === zhaomin ? qianyu.userId : zhaomin.userId, comment: '按产品线重新分配' });
    }
  }
}
