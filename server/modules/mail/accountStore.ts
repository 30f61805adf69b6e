import { eq } from 'drizzle-orm';
import { NO_ACCOUNT, PASSWORD_UNREADABLE } from '@shared/api/mail/accounts';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { mailAccounts } from '../../db/schema';
import { fail } from '../../http/errors';
import type { MailServer } from './protocols';
import { decryptSecret, encryptSecret, mailKey } from './secret';

export type AccountRecord = typeof mailAccounts.$inferSelect;

export async function accountById(db: Db, id: number): Promise<AccountRecord> {
  const [row] = await db.select().from(mailAccounts).where(eq(mailAccounts.id, id));
  if (!row) throw fail.notFound(NO_ACCOUNT);
  return row;
}

/** The account's server settings with its password decrypted, for one connection; a password sealed with another key is refused by name. */
export function serverOf(config: Pick<Config, 'dataDir'>, a: AccountRecord): MailServer {
  let password: string;
  try {
    password = decryptSecret(mailKey(config), a.passwordEnc);
  } catch {
    throw fail.badRequest(PASSWORD_UNREADABLE);
  }
  return { ...a, password };
}

export const sealPassword = (config: Pick<Config, 'dataDir'>, plain: string) => encryptSecret(mailKey(config), plain);
