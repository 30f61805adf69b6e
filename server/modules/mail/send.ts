import nodemailer from 'nodemailer';
import type { AppDeps } from '../../deps';
import type { AccountRecord } from './accountStore';
import { serverOf } from './accountStore';
import { openImap, smtpTransport } from './protocols';

export interface OutgoingMail {
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  inReplyTo?: string;
  references?: string[];
  /** The rich-text body, already sanitised; else the typed text as HTML. */
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The typed body as the HTML part: escaped, line breaks kept. */
export const bodyHtml = (body: string) => `<div style="white-space:pre-wrap">${escapeHtml(body)}</div>`;

/**
 * Sends over the account's SMTP, then appends the same bytes to its Sent folder over IMAP (the
 * mailbox's own clients then show it too). Answers the Message-ID. A failed append after a
 * successful send does not make the send fail: the mail has left.
 */
export async function sendOverSmtp(deps: AppDeps, account: AccountRecord, mail: OutgoingMail): Promise<{ messageId: string; raw: Buffer }> {
  const server = serverOf(deps.config, account);
  const message = {
    from: { name: account.senderName, address: account.email },
    to: mail.to,
    cc: mail.cc,
    subject: mail.subject,
    text: mail.body,
    html: mail.html ?? bodyHtml(mail.body),
    attachments: mail.attachments,
    inReplyTo: mail.inReplyTo,
    references: mail.references,
  };
  // Build the bytes once: the same mail goes over SMTP and into the Sent folder.
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const raw = built.message as Buffer;
  const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw.toString('utf8'))?.[1] ?? '';
  const transport = smtpTransport(server);
  try {
    await transport.sendMail({ envelope: { from: account.email, to: [...mail.to, ...mail.cc] }, raw });
  } finally {
    transport.close();
  }
  await appendToSent(server, raw).catch((error: unknown) => console.warn(`mail: sent copy not stored for account ${account.id}: ${(error as Error).message}`));
  return { messageId, raw };
}

async function appendToSent(server: ReturnType<typeof serverOf>, raw: Buffer): Promise<void> {
  const client = openImap(server);
  client.on('error', () => undefined);
  await client.connect();
  try {
    const boxes = await client.list();
    const sent = boxes.find((b) => b.specialUse === '\\Sent')?.path ?? boxes.find((b) => /^sent$/i.test(b.name))?.path;
    const path = sent ?? 'Sent';
    if (!sent) await client.mailboxCreate(path).catch(() => undefined);
    await client.append(path, raw, ['\\Seen']);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
