import { and, eq, ilike, like, sql } from 'drizzle-orm';
import { codeScreen, projectScreen, warrantyOrderScreen } from '@shared/api/warranty/screens';
import { projectBody } from '@shared/api/warranty/project';
import { batchBody } from '@shared/api/warranty/batch';
import { warrantyBatchMachine, warrantyOrderMachine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { baseSkus, groupPlatforms, mailAccounts, groups, settings, users, warrantyBatches, warrantyCodes, warrantyOrders } from '../../db/schema';
import { setGroupPlatforms } from '../reference';
import { runTransition, type Actor } from '../../workflow';
import { saveBatch } from './batches';
import { register } from './register';
import { EVERY_PROJECT } from './scope';
import { fillCodes } from './sheet';
import { saveProject } from './projects';

const TEMPLATES = {
  'en-US': {
    title: 'Extend your warranty',
    intro: 'Thank you for choosing HOMEKIT. Register your product within 30 days and we add 18 months to the warranty.',
    terms: 'The extension covers defects in material and workmanship under normal household use. It does not cover wear, misuse or damage in transit. One registration per code.',
  },
  'de-DE': {
    title: 'Garantie verlängern',
    intro: 'Danke, dass Sie sich für HOMEKIT entschieden haben. Registrieren Sie Ihr Produkt innerhalb von 30 Tagen und wir verlängern die Garantie um 18 Monate.',
    terms: 'Die Verlängerung deckt Material- und Verarbeitungsfehler bei normalem Haushaltsgebrauch ab. Verschleiß, unsachgemäßer Gebrauch und Transportschäden sind ausgeschlossen. Eine Registrierung pro Code.',
  },
};

const BUYERS = [
  { name: 'Emily Carter', email: 'emily.carter@example.com', orderNo: '113-4829301-5561234', marketplace: 'amazon', language: 'en-US' },
  { name: 'Jonas Becker', email: 'jonas.becker@example.de', orderNo: '302-1938475-1029384', marketplace: 'amazon', language: 'de-DE' },
  { name: 'Michael Brown', email: 'm.brown@example.com', orderNo: 'WM-20261102-7781', marketplace: 'walmart', language: 'en-US' },
  { name: 'Sarah Miller', email: 'sarah.miller@example.com', orderNo: '114-5529301-0061234', marketplace: 'amazon', language: 'en-US' },
] as const;

/** Customer service answers buyers of the operators' platforms: the same platforms (once; an administrator's later change stays). */
async function serviceMarketplaces(db: Db): Promise<void> {
  const [ops, service] = await Promise.all(['operations', 'customer_service'].map(async (code) => (await db.select({ id: groups.id }).from(groups).where(eq(groups.code, code)))[0]));
  if (!ops || !service) return;
  const [given] = await db.select({ id: groupPlatforms.platformId }).from(groupPlatforms).where(eq(groupPlatforms.groupId, service.id)).limit(1);
  if (given) return;
  const platforms = await db.select({ id: groupPlatforms.platformId }).from(groupPlatforms).where(eq(groupPlatforms.groupId, ops.id));
  await setGroupPlatforms(db, service.id, platforms.map((p) => p.id));
}

/** One project with two languages, a printed batch and a few registrations in every order state. */
export async function loadWarrantyDemo(db: Db): Promise<void> {
  await serviceMarketplaces(db);
  // SKUs listed on the operators' platforms, so that they (and customer service) see the project.
  const onOpsPlatforms = sql`exists (select 1 from sku_listings l join group_platforms gp on gp.platform_id = l.platform_id join groups g on g.id = gp.group_id
    where l.sku_id = ${baseSkus.id} and g.code = 'operations')`;
  const skus = await db.select({ sku: baseSkus.sku }).from(baseSkus).where(and(like(baseSkus.sku, 'HK01%'), onOpsPlatforms)).orderBy(baseSkus.sku).limit(3);
  const [operator] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, 'wangfang'));
  const [service] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, 'zhaomin'));
  if (skus.length === 0 || !operator || !service) return;
  const inserted = await db.insert(settings).values({ key: 'warranty_demo_loaded', value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (inserted.length === 0) return;

  // The mail centre's HOMEKIT mailbox (the mail demo runs first).
  const [mailbox] = await db.select({ id: mailAccounts.id }).from(mailAccounts).where(ilike(mailAccounts.email, '%homekit%')).limit(1);
  const project = await saveProject(
    db,
    projectBody.parse({
      name: 'HOMEKIT 厨房刀具延保',
      brand: 'HOMEKIT',
      skus: skus.map((s) => s.sku),
      countries: ['US', 'DE'],
      languages: ['en-US', 'de-DE'],
      mailboxId: mailbox?.id,
      warrantyMonths: 18,
      logoUrl: null,
      templates: TEMPLATES,
    }),
    operator.id,
    { add: true, edit: true },
    EVERY_PROJECT,
  );

  const ops: Actor = { userId: operator.id, name: operator.name, elements: new Set([codeScreen.code('add'), codeScreen.code('generate'), codeScreen.code('sign'), projectScreen.code('add')]) };
  const printed = await saveBatch(db, ops, batchBody.parse({ projectId: project.id, sku: skus[0]!.sku, quantity: 200, remark: '首批包装印刷' }), EVERY_PROJECT);
  await runTransition(db, warrantyBatchMachine, warrantyBatches, { id: printed.id, action: 'generate', actor: ops });
  await fillCodes(db, { id: printed.id, projectId: project.id, quantity: 200 });
  await runTransition(db, warrantyBatchMachine, warrantyBatches, { id: printed.id, action: 'finish', actor: ops });
  await runTransition(db, warrantyBatchMachine, warrantyBatches, { id: printed.id, action: 'sign', actor: ops, apply: async () => ({ printedBy: operator.id, printedAt: new Date() }) });
  await saveBatch(db, ops, batchBody.parse({ projectId: project.id, sku: skus[skus.length - 1]!.sku, quantity: 500, remark: '第二批，待生成' }), EVERY_PROJECT);

  const codes = await db.select({ code: warrantyCodes.code }).from(warrantyCodes).where(eq(warrantyCodes.batchId, printed.id)).orderBy(warrantyCodes.seq).limit(BUYERS.length);
  const cs: Actor = { userId: service.id, name: service.name, elements: new Set([warrantyOrderScreen.code('verify'), warrantyOrderScreen.code('extend'), warrantyOrderScreen.code('reject')]) };
  const ids: number[] = [];
  for (const [i, b] of BUYERS.entries()) ids.push((await register(db, { ...b, code: codes[i]!.code, ipAddress: null })).orderId);
  const move = (id: number, action: string, comment?: string, apply?: Record<string, unknown>) =>
    runTransition(db, warrantyOrderMachine, warrantyOrders, { id, action, actor: cs, comment, apply: apply && (async () => apply) });
  await move(ids[1]!, 'verify');
  await move(ids[2]!, 'verify');
  await move(ids[2]!, 'extend', undefined, { warrantyUntil: new Date(Date.now() + 548 * 86_400_000).toISOString().slice(0, 10) });
  await move(ids[3]!, 'reject', 'Amazon 上查不到该订单号', { rejectReason: 'Amazon 上查不到该订单号' });
}
