import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { warrantyMailboxes } from '../../db/schema';

/**
 * Confirmation mail to a buyer through the project's service mailbox. The seam for the mail centre:
 * this and `serviceMailboxes` are the only readers of `warranty_mailboxes`; when the mail centre's
 * accounts land, both read those instead (docs/domain/warranty.md, "Service mailbox").
 */
export interface Confirmation {
  mailboxId: number;
  to: string;
  buyerName: string;
  brand: string;
  title: string;
  serialNo: string;
  sku: string;
  orderNo: string;
}

/** Sends the confirmation; answers false (and logs why) when the mailbox cannot send or sending failed. */
export async function sendConfirmation(db: Db, c: Confirmation): Promise<boolean> {
  const [box] = await db.select().from(warrantyMailboxes).where(eq(warrantyMailboxes.id, c.mailboxId));
  if (!box?.enabled || !box.smtpHost) {
    console.info(`warranty ${c.serialNo}: confirmation mail skipped, mailbox ${box?.address ?? c.mailboxId} has no SMTP settings`);
    return false;
  }
  const transport = nodemailer.createTransport({
    host: box.smtpHost,
    port: box.smtpPort ?? (box.smtpSecure ? 465 : 587),
    secure: box.smtpSecure,
    auth: box.smtpUser ? { user: box.smtpUser, pass: box.smtpPassword ?? '' } : undefined,
    connectionTimeout: 10_000,
  });
  try {
    await transport.sendMail({
      from: { name: box.name, address: box.address },
      to: c.to,
      subject: `${c.brand}: ${c.title} (${c.serialNo})`,
      text: [
        `Dear ${c.buyerName},`,
        '',
        `we received your warranty registration ${c.serialNo} for ${c.sku} (order ${c.orderNo}).`,
        'Our service team will check it and confirm the extension by e-mail.',
        '',
        `${box.name}`,
      ].join('\n'),
    });
    return true;
  } catch (error) {
    console.error(`warranty ${c.serialNo}: confirmation mail through ${box.address} failed`, error);
    return false;
  } finally {
    transport.close();
  }
}
