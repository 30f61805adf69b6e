/** Signing and encryption of event deliveries, as Lark does them. */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';

/** Signature headers Lark sends with every event and callback delivery. */
export type LarkSignatureHeaders = {
  'x-lark-request-timestamp': string;
  'x-lark-request-nonce': string;
  'x-lark-signature': string;
};

/**
 * Signs a request body as Lark does: hex sha256 of timestamp + nonce + encryptKey + body.
 * The SDK's own check hashes `JSON.stringify` of the parsed body, so sign a body produced by
 * `JSON.stringify` for the SDK to agree.
 * @param timestamp Unix seconds; now by default.
 * @param nonce Random by default.
 */
export function signLarkRequest(
  body: string,
  encryptKey: string,
  timestamp = String(Math.floor(Date.now() / 1000)),
  nonce = randomBytes(8).toString('hex'),
): LarkSignatureHeaders {
  const signature = createHash('sha256').update(timestamp + nonce + encryptKey + body).digest('hex');
  return { 'x-lark-request-timestamp': timestamp, 'x-lark-request-nonce': nonce, 'x-lark-signature': signature };
}

/**
 * Encrypts a payload as Lark does when an encrypt key is set: AES-256-CBC with key
 * sha256(encryptKey), PKCS#7 padding, a random 16-byte IV before the ciphertext, base64.
 */
export function encryptLarkBody(json: object, encryptKey: string): { encrypt: string } {
  const key = createHash('sha256').update(encryptKey).digest();
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(json), 'utf8'), cipher.final()]);
  return { encrypt: Buffer.concat([iv, encrypted]).toString('base64') };
}

/**
 * A delivery ready to post: the JSON body text (encrypted unless `encrypt: false`) and its
 * headers, signed with `encryptKey`.
 */
export function larkDelivery(
  payload: object,
  options: { encryptKey: string; encrypt?: boolean },
): { body: string; headers: LarkSignatureHeaders & { 'content-type': string } } {
  const sent = options.encrypt === false ? payload : encryptLarkBody(payload, options.encryptKey);
  const body = JSON.stringify(sent);
  return { body, headers: { 'content-type': 'application/json', ...signLarkRequest(body, options.encryptKey) } };
}
