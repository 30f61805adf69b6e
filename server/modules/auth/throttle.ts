import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/connection';
import { rateLimits } from '../../db/schema';

const WINDOW_S = 15 * 60;

/** Failed logins per account and per address, counted in the database so every process sees them. */
export function createLoginThrottle(db: Db) {
  const options = { storeClient: db, schema: rateLimits, duration: WINDOW_S, clearExpiredByTimeout: false };
  const perAccount = new RateLimiterDrizzle({ ...options, keyPrefix: 'login_user', points: 5 });
  const perHost = new RateLimiterDrizzle({ ...options, keyPrefix: 'login_host', points: 50 });
  const blocked = async (limiter: RateLimiterDrizzle, key: string) => {
    const res = await limiter.get(key);
    return res !== null && res.consumedPoints >= limiter.points;
  };
  return {
    async isBlocked(username: string, host: string): Promise<boolean> {
      return (await blocked(perAccount, username.toLowerCase())) || (await blocked(perHost, host));
    },
    async recordFailure(username: string, host: string): Promise<void> {
      await Promise.all([
        perAccount.penalty(username.toLowerCase(), 1),
        perHost.penalty(host, 1),
      ]);
    },
    async recordSuccess(username: string): Promise<void> {
      await perAccount.delete(username.toLowerCase());
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
