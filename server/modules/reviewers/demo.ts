import { eq } from 'drizzle-orm';
import { reviewerFbProductManager } from '@shared/api/reviewers/reviewerFbProductManager';
import { reviewerUsers } from '@shared/api/reviewers/reviewers';
import type { Db } from '../../db/connection';
import { mailAccounts, mailOutbox, settings } from '../../db/schema';
import { blacklistReviewer } from './blacklist';
import { saveFbProduct } from './fbProducts';
import { saveMailbox } from './mailboxes';
import { saveReviewer, type ReviewerInput } from './profiles';
import { who } from '../../workflow';

const FLAG = 'reviewers_demo_loaded';
const MAILBOX = 'hello@voltra.example';

/** The review demo's reviewers (their addresses' e-mails), so their plan-order details show as their orders; two without orders yet. */
const PROFILES = [
  { name: 'Emily Carter', country: 'US', email: 'emily.carter@example.com', channels: 'Amazon, Facebook群组', socialAccounts: 'Facebook: emily.carter.reviews\nInstagram: @emilyc_tests', remark: '户外用品评价详细，配图多' },
  { name: 'Jonas Weber', country: 'DE', email: 'jonas.weber@example.de', channels: 'Amazon', socialAccounts: 'YouTube: JonasTestet', remark: null },
  { name: 'Mason Reed', country: 'US', email: 'mason.reed@example.com', channels: 'Amazon, TikTok', socialAccounts: 'TikTok: @masonreviews', remark: null },
  { name: 'Sofia Rossi', country: 'IT', email: 'sofia.rossi@example.it', channels: 'Facebook群组, Instagram', socialAccounts: 'Instagram: @sofia.prova', remark: '意大利站新测评人' },
  { name: 'Liam Turner', country: 'GB', email: 'liam.turner@example.co.uk', channels: 'Amazon', socialAccounts: null, remark: null },
];

const FB_PRODUCTS = [
  { groupName: 'Camping Gear Testers US', sku: 'CL-TENT-01', productName: '四人帐篷', link: 'https://www.facebook.com/groups/campinggeartesters/posts/1001', state: 'posted', remark: '每周一更新' },
  { groupName: 'Camping Gear Testers US', sku: 'CL-STOVE-02', productName: '便携卡式炉', link: 'https://www.facebook.com/groups/campinggeartesters/posts/1002', state: 'pending', remark: null },
  { groupName: 'Produkttester Deutschland', sku: 'HK-LAMP-07', productName: 'LED 台灯', link: 'https://www.facebook.com/groups/produkttester.de/posts/2001', state: 'closed', remark: '名额已满' },
];

/**
 * Reviewer management's demo, through the module's functions, after the review and mail demos: 黄丽
 * keeps the profiles and the Facebook products; 徐明 blacklists Mason Reed and chooses the VOLTRA
 * mailbox for reviewers. The mailbox's sent mail stands for what 黄丽 wrote in the mail centre (the
 * mail demo writes its outbox the same way: no SMTP here).
 */
export async function loadReviewersDemo(db: Db): Promise<void> {
  const [overseas, manager] = await Promise.all([who(db, 'huangli'), who(db, 'xuming')]);
  const [account] = await db.select({ id: mailAccounts.id }).from(mailAccounts).where(eq(mailAccounts.email, MAILBOX));
  if (!overseas || !manager || !account) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;

  const saved = [];
  for (const p of PROFILES) saved.push(await saveReviewer(db, overseas.caller, reviewerUsers.body.parse(p) as ReviewerInput));
  await blacklistReviewer(db, manager.caller, { reviewerId: saved[2]!.id, reason: '收货后给出一星差评并索要额外返款' });
  for (const f of FB_PRODUCTS) await saveFbProduct(db, reviewerFbProductManager.body.parse(f) as Parameters<typeof saveFbProduct>[1]);

  await saveMailbox(db, { email: MAILBOX, purpose: '邀请测评、跟进催评', remark: '海外专员共用' });
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);
  await db.insert(mailOutbox).values(
    [
      { to: PROFILES[0]!.email, subject: 'Invitation: test our new camping tent', days: 12 },
      { to: PROFILES[1]!.email, subject: 'Einladung zum Produkttest', days: 9 },
      { to: PROFILES[0]!.email, subject: 'Friendly reminder: your review', days: 3 },
      { to: PROFILES[3]!.email, subject: 'Invito a testare un prodotto', days: 1 },
    ].map((x) => ({ accountId: account.id, kind: 'new', toAddrs: x.to, subject: x.subject, body: 'Hi,\n\nThank you for your interest in our products.\n', status: 'sent', sentAt: day(x.days), createdBy: overseas.caller.userId })),
  );
}
