import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * Gift card codes and PINs are encrypted at rest with AES-256-GCM. The key is never in the database
 * (a database dump alone reveals no code): it comes from GIFT_CARD_KEY, or from `<data dir>/gift-card.key`,
 * written once (mode 600) like the admin password file. Several processes on PostgreSQL share the variable.
 */
const keys = new Map<string, Buffer>();

export function cardKey(config: Pick<Config, 'giftCardKey' | 'dataDir'>): Buffer {
  if (config.giftCardKey) return Buffer.from(config.giftCardKey, 'base64');
  const file = path.join(config.dataDir, 'gift-card.key');
  const known = keys.get(file);
  if (known) return known;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  keys.set(file, key);
  return key;
}

/** iv.tag.ciphertext, base64 each. */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

/** A keyed digest of a code (case and dashes ignored): finds duplicates without storing the code in clear. */
export const codeDigest = (key: Buffer, code: string) => createHmac('sha256', key).update(normalCode(code)).digest('hex');

export const normalCode = (code: string) => code.replace(/-/g, '').toUpperCase();

/** ****1234 */
export const maskCode = (tail: string) => `****${tail}`;
export const codeTail = (code: string) => normalCode(code).slice(-4);
