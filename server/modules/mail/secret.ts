import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Mailbox passwords at rest: AES-256-GCM with a key from CROSSDOCK_MAIL_KEY (32 bytes, base64) or,
 * when unset, one created on first use in `<data dir>/mail.key` (mode 600). Every server process of
 * one installation must see the same key; the plain password never leaves this file's callers.
 */
const keys = new Map<string, Buffer>();

export function mailKey(config: Pick<Config, 'dataDir'>): Buffer {
  const fromEnv = process.env.CROSSDOCK_MAIL_KEY;
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64');
    if (key.length !== 32) throw new Error('CROSSDOCK_MAIL_KEY must be 32 bytes in base64');
    return key;
  }
  const file = path.join(path.resolve(config.dataDir), 'mail.key');
  const known = keys.get(file);
  if (known) return known;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  keys.set(file, key);
  return key;
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}
