import type { AppDeps } from '../../deps';
import { sendFromMailbox } from '../mail';

/**
 * Confirmation mail to a buyer, sent through the mail-centre mailbox chosen on the project
 * (docs/domain/warranty.md, "Service mailbox"); it is kept in 已发送 with the other mail.
 */
export interface Confirmation {
  mailboxId: number | null;
  to: string;
  buyerName: string;
  brand: string;
  title: string;
  serialNo: string;
  sku: string;
  orderNo: string;
  /** The project's creator: 已发送 lists the mail as theirs. */
  by: number;
}

/** Sends the confirmation; answers false (and logs why) when the project has no mailbox or sending failed. */
export async function sendConfirmation(deps: AppDeps, c: Confirmation): Promise<boolean> {
  if (!c.mailboxId) {
    console.info(`warranty ${c.serialNo}: confirmation mail skipped, the project has no mailbox`);
    return false;
  }
  const body = [
    `Dear ${c.buyerName},`,
    '',
    `we received your warranty registration ${c.serialNo} for ${c.sku} (order ${c.orderNo}).`,
    'Our service team will check it and confirm the extension by e-mail.',
    '',
    c.brand,
  ].join('\n');
  try {
    await sendFromMailbox(deps, { accountId: c.mailboxId, to: c.to, subject: `${c.brand}: ${c.title} (${c.serialNo})`, body, by: c.by });
    return true;
  } catch (error) {
    console.error(`warranty ${c.serialNo}: confirmation mail through mailbox ${c.mailboxId} failed: ${(error as Error).message}`);
    return false;
  }
}
