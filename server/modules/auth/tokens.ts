import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { AppDeps } from '../../deps';
import { sessions } from '../../db/schema';

interface IssueOptions {
  actorId?: number;
  host?: string;
  userAgent?: string;
}

/** Opens a server-side session and signs a token naming it (so logout can revoke it). */
export async function issueToken(deps: AppDeps, userId: number, options: IssueOptions = {}): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + deps.config.tokenTtlHours * 3600_000);
  await deps.db.insert(sessions).values({
    id,
    userId,
    actorId: options.actorId ?? null,
    host: options.host,
    userAgent: options.userAgent?.slice(0, 300),
    expiresAt,
  });
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(id)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(deps.tokenKey);
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(deps: AppDeps, userId: number): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
