import { eq } from 'drizzle-orm';
import { auditGrant, deleteGrant, fillTailData, giftReturnBack, syncTrackStatusByGift, type SaveGrantBody } from '@shared/api/gifts/grants';
import { saveGrantBody } from '@shared/api/gifts/grants';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { giftItems, giftWarehouses, settings, users } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { storeCard } from './cards';
import { saveCardProduct } from './giftInfo';
import { saveGrant } from './grants/save';
import { putStock } from './stockMoves';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'gifts_demo_loaded';

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

const card = (n: number): SaveGrantBody['grant'] => ({
  recipientName: ['John Smith', 'Emily Davis', 'Michael Brown', 'Sarah Wilson'][n % 4]!,
  recipientEmail: `customer${n}@example.com`,
  reasonType: n % 2 ? 'review' : 'order',
  reason: n % 2 ? '好评回馈' : '物流延误补偿',
  platform: 'Amazon US',
  orderNo: `113-${String(4_100_000 + n)}`,
  giftKind: 'card',
  cardBrand: 'Amazon',
  faceValue: n % 3 ? '25' : '50',
  currency: 'USD',
});
const physical = (n: number, giftId: number, warehouseId: number): SaveGrantBody['grant'] => ({
  recipientName: ['Maria Lopez', 'David Miller', 'Anna Schmidt'][n % 3]!,
  recipientAddress: ['12 Main St, Austin TX 78701', '88 Oak Ave, Seattle WA 98101', 'Hauptstr. 5, 10115 Berlin'][n % 3]!,
  reasonType: 'complaint',
  reason: '投诉安抚：产品轻微瑕疵',
  platform: 'Walmart US',
  orderNo: `WM-${String(7_700_000 + n)}`,
  giftKind: 'physical',
  giftId,
  warehouseId,
  quantity: 1 + (n % 2),
});

/** Where each demo grant ends up: every state. */
const PLAN = ['draft', 'pending_approval', 'pending_approval', 'approved', 'sent', 'delivered', 'returned', 'rejected', 'deleted'] as const;

/**
 * Demo gifts through the module's own functions: two warehouses, three physical gifts with stock, gift
 * cards in the depot, and grants in every state made by 客服 赵敏 and decided by 客服主管 何军.
 */
export async function loadGiftsDemo(db: Db, config: Pick<Config, 'dataDir' | 'giftCardKey'>): Promise<void> {
  const cs = await actorOf(db, 'zhaomin');
  const manager = await actorOf(db, 'hejun');
  if (!cs || !manager) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;

  const warehouses = await db
    .insert(giftWarehouses)
    .values([
      { code: 'GW-SZ', name: '深圳礼品仓', remark: '国内发往海外仓前的集货' },
      { code: 'GW-US', name: '美国礼品仓', remark: '美国本地直发' },
    ])
    .returning({ id: giftWarehouses.id });
  const gifts = await db
    .insert(giftItems)
    .values([
      { sku: 'GIFT-ORG-01', name: '桌面收纳盒', currency: 'USD', unitValue: '12.50', createdBy: manager.userId },
      { sku: 'GIFT-MUG-02', name: '品牌马克杯', currency: 'USD', unitValue: '8.00', createdBy: manager.userId },
      { sku: 'GIFT-BAG-03', name: '帆布手提袋', currency: 'EUR', unitValue: '6.00', createdBy: manager.userId },
    ])
    .returning({ id: giftItems.id });
  await db.transaction(async (tx) => {
    for (const [i, g] of gifts.entries()) {
      await putStock(tx, { giftId: g.id, warehouseId: warehouses[1]!.id, quantity: 30 - i * 10, reason: 'purchase', userId: manager.userId });
      await putStock(tx, { giftId: g.id, warehouseId: warehouses[0]!.id, quantity: 5, reason: 'purchase', userId: manager.userId });
    }
  });
  // The depot takes cards of known card products only.
  for (const [brand, faceValue] of [['Amazon', '25'], ['Amazon', '50'], ['Walmart', '20']] as const) {
    await saveCardProduct(db, { brand, currency: 'USD', faceValue, remark: null }, manager.userId);
  }
  for (let n = 0; n < 12; n++) {
    await storeCard({ db, config }, { brand: 'Amazon', currency: 'USD', faceValue: n % 3 ? '25' : '50', code: `DEMO-AMZN-${String(1000 + n)}`, pin: String(4000 + n) }, manager.userId);
  }
  await storeCard({ db, config }, { brand: 'Walmart', currency: 'USD', faceValue: '20', code: 'DEMO-WMT-2001' }, manager.userId);

  const run = (actor: Actor, endpoint: Parameters<typeof runTransitionAs>[2], action: string, input: { id: number } & Record<string, unknown>) => runTransitionAs(db, actor, endpoint, action, input);
  for (const [n, target] of PLAN.flatMap((s) => [s, s]).entries()) {
    const grant = n % 2 ? physical(n, gifts[n % 3]!.id, warehouses[1]!.id) : card(n);
    const saved = await saveGrant(db, cs, saveGrantBody.parse({ submit: target !== 'draft' && target !== 'deleted', grant }));
    const id = saved.id;
    if (target === 'deleted') await run(cs, deleteGrant, 'delete', { id });
    if (target === 'rejected') await run(manager, auditGrant, 'reject', { id, comment: '本月礼品预算已用完' });
    if (['approved', 'sent', 'delivered', 'returned'].includes(target)) await run(manager, auditGrant, 'approve', { id });
    if (['sent', 'delivered', 'returned'].includes(target)) await run(cs, fillTailData, 'send', { id, carrier: n % 2 ? 'UPS' : null, trackingNo: n % 2 ? `1Z${900000 + n}` : null });
    if (target === 'delivered') await run(cs, syncTrackStatusByGift, 'deliver', { id });
    if (target === 'returned') await run(cs, giftReturnBack, 'return', { id, comment: '收件人地址无效，退回' });
  }
}
