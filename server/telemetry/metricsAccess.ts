import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

export interface MetricsAccess {
  /** Bearer token a scraper sends. */
  token?: string;
  /** Client addresses let in without a token (as Express sees them: mind `trust proxy`). */
  allow: string[];
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** `::ffff:10.0.0.5` and `10.0.0.5` are one client. */
const plainAddress = (ip: string) => ip.replace(/^::ffff:/, '');

/** Whether this request may read /metrics: the configured token, or an allowed address. Neither configured: nobody. */
export function mayReadMetrics(access: MetricsAccess, req: Request): boolean {
  const header = req.get('authorization') ?? '';
  const bearer = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (access.token && bearer && sameText(bearer, access.token)) return true;
  return !!req.ip && access.allow.map(plainAddress).includes(plainAddress(req.ip));
}
