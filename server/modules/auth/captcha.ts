import { createHash, randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { Messages, ResCode } from '@shared/api/envelope';
import type { AppDeps } from '../../deps';
import { captchas } from '../../db/schema';
import { AppError } from '../../http/errors';

const COOKIE = 'captchaId';
const TTL_MS = 5 * 60_000;
export const hashAnswer = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

/** Sends a new captcha image and binds its answer to this browser through an http-only cookie. */
export async function sendCaptcha(deps: AppDeps, res: Response): Promise<void> {
  // Loaded on first use: it parses a font at import, which would slow every start.
  const { default: svgCaptcha } = await import('svg-captcha');
  const captcha = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1ilI', color: true, width: 120, height: 40 });
  const id = randomUUID();
  await deps.db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await deps.db.insert(captchas).values({ id, answerHash: hashAnswer(captcha.text), expiresAt: new Date(Date.now() + TTL_MS) });
  res.cookie(COOKIE, id, { httpOnly: true, sameSite: 'lax', maxAge: TTL_MS, path: '/api' });
  res.type('image/svg+xml').set('Cache-Control', 'no-store').send(captcha.data);
}

function cookieValue(req: Request, name: string): string | undefined {
  const pair = (req.get('cookie') ?? '').split(/;\s*/).find((p) => p.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

/** Checks the answer once: right or wrong, that captcha is used up. */
export async function checkCaptcha(deps: AppDeps, req: Request, answer: string | undefined): Promise<void> {
  if (!deps.config.captcha) return;
  if (!answer) throw new AppError(ResCode.WRONG_CREDENTIALS, Messages.captchaMissing);
  const id = cookieValue(req, COOKIE);
  const [row] = id ? await deps.db.delete(captchas).where(eq(captchas.id, id)).returning() : [];
  if (!row || row.expiresAt < new Date() || row.answerHash !== hashAnswer(answer)) {
    throw new AppError(ResCode.WRONG_CREDENTIALS, Messages.captchaWrong);
  }
}
