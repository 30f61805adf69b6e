import { PASSWORD_FOR_OTHER_SERVER } from '@shared/api/mail/accounts';
import type { Config } from '../../config';
import { fail } from '../../http/errors';
import { serverOf, type AccountRecord } from './accountStore';
import type { MailServer } from './protocols';

type ServerSettings = Omit<MailServer, 'password'>;

/** What decides where a password goes: hosts, ports, encryption and login name. */
const SERVER_KEYS = ['imapHost', 'imapPort', 'imapSecure', 'smtpHost', 'smtpPort', 'smtpSecure', 'username'] as const;

const same = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a === b);

/** True when `given` names the server the account's password was stored for. */
export function isStoredServer(account: ServerSettings, given: ServerSettings): boolean {
  return SERVER_KEYS.every((key) => same(account[key], given[key]));
}

/**
 * The stored password, only for the server it was stored with: anyone who may test or edit a
 * mailbox must not be able to send it to a host of their choosing (and so read it there).
 */
export function storedPasswordFor(config: Pick<Config, 'dataDir'>, account: AccountRecord, given: ServerSettings): string {
  if (!isStoredServer(account, given)) throw fail.badRequest(PASSWORD_FOR_OTHER_SERVER);
  return serverOf(config, account).password;
}
