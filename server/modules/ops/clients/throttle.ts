import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../../db/connection';
import { rateLimits } from '../../../db/schema';

/** Failed client authentications from one address in 15 minutes before it must wait. */
export const TOKEN_FAILURES_PER_ADDRESS = 30;

/**
 * Failed token calls per address, counted in the database so every process sees them. A secret is
 * far beyond guessing; this bounds the argon2 work a stranger can ask of the server.
 */
function createTokenThrottle(db: Db) {
  const perAddress = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, clearExpiredByTimeout: false, keyPrefix: 'oauth_token_host', points: TOKEN_FAILURES_PER_ADDRESS, duration: 15 * 60 });
  return {
    async isBlocked(host: string): Promise<boolean> {
      return ((await perAddress.get(host))?.consumedPoints ?? 0) >= TOKEN_FAILURES_PER_ADDRESS;
    },
    async recordFailure(host: string): Promise<void> {
      await perAddress.penalty(host, 1);
    },
  };
}
export type TokenThrottle = ReturnType<typeof createTokenThrottle>;

const throttles = new WeakMap<Db, TokenThrottle>();

export function tokenThrottleOf(db: Db): TokenThrottle {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = createTokenThrottle(db)));
  return throttle;
}
