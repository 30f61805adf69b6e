import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { ResCode } from '@shared/api/envelope';
import { TOO_MANY_MESSAGE } from '@shared/api/warranty/public';
import type { Db } from '../../db/connection';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../http/errors';

/** Registration attempts counted in the database, so every server process sees the same numbers. */
const PER_ADDRESS = { points: 30, duration: 15 * 60 };
const PER_CODE = { points: 10, duration: 60 * 60 };
/** After this many attempts from one address (15 minutes), the captcha is asked. */
export const CAPTCHA_AFTER = 3;

export function createRegistrationThrottle(db: Db) {
  const options = { storeClient: db, schema: rateLimits, clearExpiredByTimeout: false };
  const perAddress = new RateLimiterDrizzle({ ...options, keyPrefix: 'warranty_ip', ...PER_ADDRESS });
  const perCode = new RateLimiterDrizzle({ ...options, keyPrefix: 'warranty_code', ...PER_CODE });
  const used = async (limiter: RateLimiterDrizzle, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;
  return {
    async needsCaptcha(address: string): Promise<boolean> {
      return (await used(perAddress, address)) >= CAPTCHA_AFTER;
    },
    /** Counts one attempt; refuses once either limit is used up. Answers whether the captcha is due. */
    async attempt(address: string, code: string): Promise<{ needsCaptcha: boolean }> {
      const before = await used(perAddress, address);
      if (before >= PER_ADDRESS.points || (await used(perCode, code)) >= PER_CODE.points) throw new AppError(ResCode.TOO_MANY, TOO_MANY_MESSAGE);
      await Promise.all([perAddress.penalty(address, 1), perCode.penalty(code, 1)]);
      return { needsCaptcha: before >= CAPTCHA_AFTER };
    },
  };
}
export type RegistrationThrottle = ReturnType<typeof createRegistrationThrottle>;
