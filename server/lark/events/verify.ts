import { createHash, timingSafeEqual } from 'node:crypto';
import { AESCipher } from '@larksuiteoapi/node-sdk';
import type { LarkConfig } from '../../config';

/** Requests older or newer than this are refused (a replayed capture is stale). */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** A schema 2.0 event or card callback as Lark sends it (after decryption). */
export interface LarkEnvelope {
  schema?: string;
  header?: { event_id?: string; event_type?: string; token?: string; create_time?: string };
  event?: Record<string, unknown>;
  type?: string;
  token?: string;
  challenge?: string;
}

export type Opened =
  | { kind: 'challenge'; challenge: string }
  | { kind: 'event'; envelope: LarkEnvelope }
  | { kind: 'refused'; status: number; reason: string };

type Headers = Record<string, string | string[] | undefined>;

const header = (h: Headers, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Equal strings, compared in constant time (lengths may differ: that alone is no secret). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Lark's signature: hex sha256 over timestamp + nonce + encrypt key + the body bytes as received. */
export function larkSignature(timestamp: string, nonce: string, encryptKey: string, raw: Buffer): string {
  return createHash('sha256').update(timestamp + nonce + encryptKey).update(raw).digest('hex');
}

function parse(text: string): LarkEnvelope | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as LarkEnvelope) : undefined;
  } catch {
    return undefined;
  }
}

function checkSignature(raw: Buffer, headers: Headers, config: LarkConfig, nowMs: number): string | undefined {
  const timestamp = header(headers, 'x-lark-request-timestamp');
  const nonce = header(headers, 'x-lark-request-nonce');
  const signature = header(headers, 'x-lark-signature');
  if (!timestamp || !nonce || !signature) return 'unsigned';
  const seconds = Number(timestamp);
  if (!Number.isFinite(seconds) || Math.abs(nowMs / 1000 - seconds) > MAX_CLOCK_SKEW_SECONDS) return 'stale timestamp';
  if (!sameSecret(larkSignature(timestamp, nonce, config.encryptKey, raw), signature.toLowerCase())) return 'bad signature';
  return undefined;
}

/**
 * Opens a request to /lark/events: decrypts it, answers the URL check (proved by the verification
 * token), and otherwise accepts it only when its signature over the raw bytes holds, its timestamp is
 * fresh and it carries the verification token.
 */
export function openLarkRequest(raw: Buffer, headers: Headers, config: LarkConfig, nowMs = Date.now()): Opened {
  let body = parse(raw.toString('utf8'));
  if (!body) return { kind: 'refused', status: 400, reason: 'not JSON' };
  const encrypted = (body as { encrypt?: unknown }).encrypt;
  if (typeof encrypted === 'string') {
    try {
      body = parse(new AESCipher(config.encryptKey).decrypt(encrypted));
    } catch {
      body = undefined;
    }
    if (!body) return { kind: 'refused', status: 400, reason: 'cannot decrypt' };
  }
  const token = body.header?.token ?? body.token ?? '';
  if (body.type === 'url_verification') {
    if (!sameSecret(token, config.verificationToken) || typeof body.challenge !== 'string') return { kind: 'refused', status: 401, reason: 'bad verification token' };
    return { kind: 'challenge', challenge: body.challenge };
  }
  const problem = checkSignature(raw, headers, config, nowMs);
  if (problem) return { kind: 'refused', status: 401, reason: problem };
  if (!sameSecret(token, config.verificationToken)) return { kind: 'refused', status: 401, reason: 'bad verification token' };
  return { kind: 'event', envelope: body };
}
