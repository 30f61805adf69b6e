import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/connection';
import { rateLimits } from '../../db/schema';

const WINDOW_S = 15 * 60;
/** Wrong passwords for one account from one address before that address must wait. */
export const FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
/** Wrong passwords from one address (any accounts) before it must wait. */
export const FAILURES_PER_ADDRESS = 50;
/** Failures for one account (all addresses) after which every further try is slowed down. */
const FREE_ACCOUNT_FAILURES = 5;
const STEP_MS = 400;
const MAX_DELAY_MS = 4000;

/**
 * Failed logins, counted in the database so every process sees them. The guesser is stopped per
 * (account, address) and per address; an account under attack from many addresses is only slowed
 * (a growing delay), never locked, so typing a colleague's name five times cannot lock them out of
 * a working login.
 */
export function createLoginThrottle(db: Db) {
  const options = { storeClient: db, schema: rateLimits, duration: WINDOW_S, clearExpiredByTimeout: false };
  const perAccountAndHost = new RateLimiterDrizzle({ ...options, keyPrefix: 'login_user_host', points: FAILURES_PER_ACCOUNT_AND_ADDRESS });
  const perHost = new RateLimiterDrizzle({ ...options, keyPrefix: 'login_host', points: FAILURES_PER_ADDRESS });
  const perAccount = new RateLimiterDrizzle({ ...options, keyPrefix: 'login_user', points: 1_000_000 });
  const pairKey = (username: string, host: string) => `${username.toLowerCase()}|${host}`;
  const used = async (limiter: RateLimiterDrizzle, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;
  return {
    async isBlocked(username: string, host: string): Promise<boolean> {
      return (await used(perAccountAndHost, pairKey(username, host))) >= perAccountAndHost.points || (await used(perHost, host)) >= perHost.points;
    },
    /** How long to hold this try: nothing until the account has had a few failures, then more each time. */
    async delayMs(username: string): Promise<number> {
      const failures = await used(perAccount, username.toLowerCase());
      return Math.min(Math.max(0, failures - FREE_ACCOUNT_FAILURES) * STEP_MS, MAX_DELAY_MS);
    },
    async delay(username: string): Promise<void> {
      const ms = await this.delayMs(username);
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    },
    async recordFailure(username: string, host: string): Promise<void> {
      await Promise.all([perAccountAndHost.penalty(pairKey(username, host), 1), perHost.penalty(host, 1), perAccount.penalty(username.toLowerCase(), 1)]);
    },
    /** A good password clears this address's count for the account; the account-wide slowdown runs out by itself. */
    async recordSuccess(username: string, host: string): Promise<void> {
      await perAccountAndHost.delete(pairKey(username, host));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

const throttles = new WeakMap<Db, LoginThrottle>();

/** The throttle of this database (the portal login and the Lark binding page count together). */
export function loginThrottleOf(db: Db): LoginThrottle {
  let throttle = throttles.get(db);
  if (!throttle) throttles.set(db, (throttle = createLoginThrottle(db)));
  return throttle;
}
