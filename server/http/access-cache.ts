import { LRUCache } from 'lru-cache';
import type { UserCodes } from './auth/codes';
import type { Identity } from './auth/tokens';

/**
 * Who a token belongs to and which codes a user holds, remembered for a few seconds so a list page
 * does not pay two extra queries per request. This process forgets everything on any state-changing
 * call and on logout; another server process sees a revoked session or a changed grant within
 * `ttlMs` (docs/domain/auth.md).
 */
export class AccessCache {
  private readonly identities: LRUCache<string, Identity>;
  private readonly codes: LRUCache<number, Promise<UserCodes>>;

  constructor(readonly ttlMs: number) {
    // lru-cache reads ttl 0 as "forever": a disabled cache is bypassed above instead.
    const options = { max: 10_000, ttl: Math.max(ttlMs, 1) };
    this.identities = new LRUCache(options);
    this.codes = new LRUCache(options);
  }

  async identity(token: string, load: () => Promise<Identity | null>): Promise<Identity | null> {
    if (this.ttlMs <= 0) return load();
    const known = this.identities.get(token);
    if (known) return known;
    const identity = await load();
    if (identity) this.identities.set(token, identity);
    return identity;
  }

  userCodes(userId: number, load: () => Promise<UserCodes>): Promise<UserCodes> {
    if (this.ttlMs <= 0) return load();
    let codes = this.codes.get(userId);
    if (!codes) {
      codes = load();
      this.codes.set(userId, codes);
      codes.catch(() => this.codes.delete(userId));
    }
    return codes;
  }

  clear(): void {
    this.identities.clear();
    this.codes.clear();
  }
}
