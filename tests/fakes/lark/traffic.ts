import type { FakeLarkFailure, FakeLarkRequest } from './types';

interface PendingFailure {
  method: string;
  path: string;
  failure: FakeLarkFailure;
  left: number;
}

/**
 * Recorded requests and injected failures. A failure key is `METHOD path`, where path is a
 * route pattern (`PATCH /open-apis/im/v1/messages/:message_id`), that pattern without its
 * last `:param` (`PATCH /open-apis/im/v1/messages`), or one exact path.
 */
export class Traffic {
  readonly requests: FakeLarkRequest[] = [];
  private failures: PendingFailure[] = [];

  failNext(key: string, failure: FakeLarkFailure, times: number): void {
    const match = /^([A-Z]+)\s+(\/\S*)$/.exec(key.trim());
    if (!match) throw new Error(`failure key must read "METHOD /path", got "${key}"`);
    if (!Number.isInteger(times) || times < 1) throw new Error(`failure count must be a positive integer, got ${times}`);
    this.failures.push({ method: match[1], path: match[2], failure, left: times });
  }

  /** Takes one use of the first pending failure that matches this request, if any. */
  takeFailure(method: string, path: string, pattern: string): FakeLarkFailure | undefined {
    const paths = [path, pattern, pattern.replace(/\/:[^/]+$/, '')];
    const pending = this.failures.find((f) => f.method === method && paths.includes(f.path));
    if (!pending) return undefined;
    pending.left -= 1;
    if (pending.left === 0) this.failures = this.failures.filter((f) => f !== pending);
    return pending.failure;
  }

  clear(): void {
    this.requests.length = 0;
    this.failures = [];
  }
}
