import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import type { Db, Tx } from '../../db/connection';
import type { FileStore } from '../../storage';
import { mailAccounts, mailMessages, mailRooms } from '../../db/schema';
import { assigneeFor } from './assign';
import { announceReply } from './mailbox';
import { guessLanguage } from './language';
import { sanitizeMailHtml } from './sanitize';

/**
 * Stores one received mail: de-duplicated by Message-ID per account, joined to the customer's
 * conversation (created and assigned by the rules when new, reopened when closed).
 * The pull and the demo loader both come through here.
 */
export type IngestOutcome = 'created' | 'duplicate';

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address?.toLowerCase() ?? '')).filter(Boolean);

/** A Message-ID for mails that lack one: stable over the same raw bytes, so a re-pull is still a duplicate. */
function messageIdOf(parsed: ParsedMail, raw: Buffer): string {
  if (parsed.messageId) return parsed.messageId.trim();
  return `<${createHash('sha256').update(raw).digest('hex')}@no-message-id>`;
}

/** The Message-IDs a mail answers: In-Reply-To and References. */
function answered(parsed: ParsedMail): string[] {
  const refs = Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [];
  return [...new Set([parsed.inReplyTo, ...refs].filter((x): x is string => !!x).map((x) => x.trim()))];
}

/** Where received mail goes: the database, and the file store for attachment bytes. */
export interface MailSink {
  db: Db;
  files: FileStore;
}

export async function ingestRaw(sink: MailSink, accountId: number, raw: Buffer, uid: number | null): Promise<IngestOutcome> {
  const parsed = await simpleParser(raw);
  return ingestParsed(sink, accountId, parsed, raw, uid);
}

/** Attachment bytes under their hash: storing the same file twice (a re-pull, a forward) writes one object. */
async function keepAttachments(files: FileStore, parsed: ParsedMail) {
  return Promise.all(
    parsed.attachments.map(async (a) => {
      const sha256 = createHash('sha256').update(a.content).digest('hex');
      const storageKey = `mail/${sha256.slice(0, 2)}/${sha256}`;
      if (!(await files.stat(storageKey))) await files.put(storageKey, a.content, { contentType: 'application/octet-stream', size: a.size });
      return { name: a.filename ?? '附件', contentType: a.contentType, size: a.size, storageKey, sha256 };
    }),
  );
}

export async function ingestParsed({ db, files }: MailSink, accountId: number, parsed: ParsedMail, raw: Buffer, uid: number | null): Promise<IngestOutcome> {
  const messageId = messageIdOf(parsed, raw);
  const from = parsed.from?.value[0];
  const sender = from?.address?.toLowerCase() ?? 'unknown@unknown';
  const subject = (parsed.subject ?? '').slice(0, 500);
  const text = (parsed.text ?? '').slice(0, 500_000);
  const html = parsed.html ? sanitizeMailHtml(parsed.html) : null;
  const sentAt = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date();
  const [known] = await db.select({ id: mailMessages.id }).from(mailMessages).where(and(eq(mailMessages.accountId, accountId), eq(mailMessages.messageId, messageId)));
  if (known) return 'duplicate';
  const attachments = await keepAttachments(files, parsed);
  return db.transaction(async (tx) => {
    const [seen] = await tx
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(and(eq(mailMessages.accountId, accountId), eq(mailMessages.messageId, messageId)));
    if (seen) return 'duplicate';
    const roomId = await roomFor(tx, accountId, { sender, name: from?.name || null, subject, body: text, sentAt });
    await tx.insert(mailMessages).values({
      roomId,
      accountId,
      direction: 'in',
      messageId,
      uid,
      fromAddr: sender,
      fromName: from?.name || null,
      toAddrs: addresses(parsed.to).join(', '),
      ccAddrs: addresses(parsed.cc).join(', '),
      subject,
      sentAt,
      bodyText: text,
      bodyHtml: html,
      attachments,
    });
    await announceReply(tx, { answers: answered(parsed), from: sender });
    return 'created';
  });
}

interface Incoming {
  sender: string;
  name: string | null;
  subject: string;
  body: string;
  sentAt: Date;
}

async function roomFor(tx: Tx, accountId: number, m: Incoming): Promise<number> {
  const [room] = await tx
    .select({ id: mailRooms.id, status: mailRooms.status })
    .from(mailRooms)
    .where(and(eq(mailRooms.accountId, accountId), sql`lower(${mailRooms.customerEmail}) = ${m.sender}`))
    .for('update');
  if (room) {
    await tx
      .update(mailRooms)
      .set({
        subject: m.subject,
        unread: sql`${mailRooms.unread} + 1`,
        messageCount: sql`${mailRooms.messageCount} + 1`,
        lastMessageAt: sql`greatest(${mailRooms.lastMessageAt}, ${m.sentAt.toISOString()}::timestamptz)`,
        // A customer writing again reopens the conversation.
        status: 'open',
        version: room.status === 'closed' ? sql`${mailRooms.version} + 1` : mailRooms.version,
        updatedAt: new Date(),
      })
      .where(eq(mailRooms.id, room.id));
    return room.id;
  }
  const [account] = await tx.select({ brandId: mailAccounts.brandId }).from(mailAccounts).where(eq(mailAccounts.id, accountId));
  const language = guessLanguage(`${m.subject}\n${m.body}`);
  const assigneeId = await assigneeFor(tx, { accountId, brandId: account?.brandId ?? null, sender: m.sender, subject: m.subject, body: m.body, language });
  const [created] = await tx
    .insert(mailRooms)
    .values({ accountId, customerEmail: m.sender, customerName: m.name, subject: m.subject, language, assigneeId, unread: 1, messageCount: 1, lastMessageAt: m.sentAt })
    .returning({ id: mailRooms.id });
  return created!.id;
}
