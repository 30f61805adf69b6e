import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { changeStatus } from '@shared/api/mail/rooms';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { mailAccounts, mailAssignRules, mailLabels, mailOutbox, mailRoomLabels, mailRooms, mailTemplates, productBrands, settings, users } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { sealPassword } from './accountStore';
import { ingestRaw } from './ingest';
import { roomRoutes } from './roomRoutes';
import { createFileStore } from '../../storage';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'mail_demo_loaded';
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'demoMail');

/** The three brand mailboxes and the fixtures (real .eml files) each one "received". */
const ACCOUNTS = [
  { email: 'support@camplux.example', senderName: 'CAMPLUX Support', brand: 'CAMPLUX', mails: ['01-refund-html.eml', '02-refund-followup-attachment.eml', '07-refund-zh.eml', '08-duplicate-message-id.eml'] },
  { email: 'service@homekit.example', senderName: 'HOMEKIT Service', brand: 'HOMEKIT', mails: ['03-delivery-de.eml', '04-warranty-fr.eml'] },
  { email: 'hello@voltra.example', senderName: 'VOLTRA', brand: 'VOLTRA', mails: ['05-colour-ja.eml', '06-wholesale-html-unsafe.eml'] },
];

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

async function brandId(db: Db, name: string): Promise<number | null> {
  const [row] = await db.select({ id: productBrands.id }).from(productBrands).where(eq(productBrands.name, name));
  return row?.id ?? null;
}

/**
 * Demo mail centre, with no mail server running: three brand mailboxes (their servers are .example
 * hosts, so scheduled pulls show up in 拉取异常 until someone points them at a real server), rules,
 * labels and templates, and conversations made by feeding real .eml files through the pull's own
 * ingestion (parsing, sanitising, de-duplication, rules), then closed, labelled and drafted as people do.
 */
export async function loadMailDemo(db: Db, config: Pick<Config, 'dataDir'> & Partial<Config>): Promise<void> {
  const admin = await actorOf(db, 'zhoujie');
  const agent = await actorOf(db, 'qianyu');
  const colleague = await actorOf(db, 'zhaomin');
  if (!admin || !agent || !colleague) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;
  // Registers the room transitions the demo runs, exactly as the portal's calls do.
  roomRoutes();
  const files = createFileStore(config as Config);

  const accountIds: number[] = [];
  for (const a of ACCOUNTS) {
    const host = a.email.split('@')[1]!;
    const [row] = await db
      .insert(mailAccounts)
      .values({
        email: a.email, senderName: a.senderName, brandId: await brandId(db, a.brand),
        imapHost: `imap.${host}`, imapPort: 993, imapSecure: true, smtpHost: `smtp.${host}`, smtpPort: 465, smtpSecure: true,
        username: a.email, passwordEnc: sealPassword(config, 'demo-password-not-real'), createdBy: admin.userId, lastPulledAt: new Date(),
      })
      .returning({ id: mailAccounts.id });
    accountIds.push(row!.id);
  }
  await db.insert(mailAssignRules).values([
    { name: '退款 / Refund', sort: 10, assigneeId: agent.userId, keywords: 'refund, 退款, remboursement', createdBy: admin.userId },
    { name: '德语客户', sort: 20, assigneeId: agent.userId, language: 'de', createdBy: admin.userId },
    { name: 'VOLTRA 批发询价', sort: 30, assigneeId: agent.userId, accountId: accountIds[2]!, keywords: 'wholesale, bulk, 批发', createdBy: admin.userId },
    { name: '日语客户（暂停）', sort: 40, enabled: false, assigneeId: agent.userId, language: 'ja', createdBy: admin.userId },
  ]);
  const labels = await db
    .insert(mailLabels)
    .values([
      { name: '退款', color: 'red', createdBy: admin.userId },
      { name: '物流', color: 'orange', createdBy: admin.userId },
      { name: '质量问题', color: 'violet', createdBy: admin.userId },
      { name: '批发', color: 'green', createdBy: admin.userId },
    ])
    .returning({ id: mailLabels.id, name: mailLabels.name });
  await db.insert(mailTemplates).values([
    { name: '退款确认', brandId: await brandId(db, 'CAMPLUX'), language: 'en', subject: '', body: 'Hi {{customerName}},\n\nWe are sorry about your order {{orderNo}}. Your refund has been approved and will reach your account within 3-5 business days.\n\nBest regards,\n{{agentName}}\n{{brandSignature}}', createdBy: admin.userId },
    { name: 'Lieferstatus', brandId: await brandId(db, 'HOMEKIT'), language: 'de', subject: '', body: 'Hallo {{customerName}},\n\nvielen Dank für Ihre Nachricht zu Bestellung {{orderNo}}. Wir haben beim Versanddienstleister nachgefragt und melden uns innerhalb von 24 Stunden.\n\nMit freundlichen Grüßen\n{{agentName}}\n{{brandSignature}}', createdBy: admin.userId },
    { name: '退款进度（中文）', brandId: null, language: 'zh', subject: '', body: '{{customerName}} 您好：\n\n您的订单 {{orderNo}} 的退款已在处理中，预计 3-5 个工作日到账。\n\n{{agentName}}\n{{brandSignature}}', createdBy: admin.userId },
    { name: 'Thank you (通用)', brandId: null, language: 'en', subject: 'Thank you for contacting us', body: 'Hi {{customerName}},\n\nThank you for reaching out. {{agentName}} from our team will follow up shortly.\n\n{{brandSignature}}', createdBy: admin.userId },
  ]);

  for (const [i, a] of ACCOUNTS.entries()) {
    for (const name of a.mails) await ingestRaw({ db, files }, accountIds[i]!, fs.readFileSync(path.join(FIXTURES, name)), null);
  }

  const rooms = await db.select({ id: mailRooms.id, version: mailRooms.version, customerEmail: mailRooms.customerEmail }).from(mailRooms).where(inArray(mailRooms.accountId, accountIds));
  const room = (email: string) => rooms.find((r) => r.customerEmail === email)!;
  const label = (name: string) => labels.find((l) => l.name === name)!.id;
  await db.insert(mailRoomLabels).values([
    { roomId: room('emily.carter@gmail.example').id, labelId: label('退款') },
    { roomId: room('emily.carter@gmail.example').id, labelId: label('质量问题') },
    { roomId: room('wanglei@163.example').id, labelId: label('退款') },
    { roomId: room('l.becker@web.example').id, labelId: label('物流') },
    { roomId: room('mark.j@outlook.example').id, labelId: label('批发') },
  ]);
  // The German delivery question was answered by phone: closed.
  const becker = room('l.becker@web.example');
  await runTransitionAs(db, agent, changeStatus, 'close', { id: becker.id, version: becker.version, comment: '已电话联系客户，包裹已找到' });
  // A reply 钱宇 started and kept as a draft.
  const emily = room('emily.carter@gmail.example');
  await db.insert(mailOutbox).values({
    accountId: accountIds[0]!, roomId: emily.id, kind: 'reply', toAddrs: 'emily.carter@gmail.example', ccAddrs: '', subject: 'Re: Refund request for order 113-4820917-2267411',
    body: 'Hi Emily,\n\nThank you for the photo. We will send a replacement pole today.\n', status: 'draft', createdBy: agent.userId,
  });
}
