import type { Readable } from 'node:stream';

/** What a store knows about one stored object. */
export interface StoredObject {
  size: number;
  contentType?: string;
}

/**
 * Where uploaded files live: a local directory or an S3-compatible bucket. Keys are chosen by the
 * server (never from user input): letters, digits, `.`, `_`, `-`, separated by `/`.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`, replacing any object there. A stream needs `size` for S3. */
  put(key: string, body: Buffer | Readable, meta: { contentType: string; size?: number }): Promise<void>;
  /** A read stream of the object; rejects when it does not exist. */
  open(key: string): Promise<Readable>;
  /** Size (and type where the store keeps it), or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the store's root (`..`, absolute paths, backslashes, empty segments). */
export function assertSafeKey(key: string): void {
  if (key.length > 500 || !KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}
