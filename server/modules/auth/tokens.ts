import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SignJWT, jwtVerify } from 'jose';
import type { AppDeps } from '../../deps';
import { sessions, users } from '../../db/schema';

export interface Identity {
  userId: number;
  sessionId: string;
  /** The admin acting as this user (directLogin), if any, and their name. */
  actorId: number | null;
  actorName: string | null;
  username: string;
  name: string;
  avatar: string | null;
  introduction: string | null;
}

// The acting administrator of a directLogin session, joined as a second copy of users.
const actor = alias(users, 'actor');

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

/** A token is good while its signature holds, its session is open and its user is active. */
export async function verifyToken(deps: AppDeps, token: string): Promise<Identity | null> {
  let jti: string | undefined;
  try {
    ({ payload: { jti } } = await jwtVerify(token, deps.tokenKey, { algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  if (!jti) return null;
  const [row] = await deps.db
    .select({
      userId: sessions.userId,
      actorId: sessions.actorId,
      actorName: actor.name,
      username: users.username,
      name: users.name,
      avatar: users.avatar,
      introduction: users.introduction,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(actor, eq(actor.id, sessions.actorId))
    .where(
      and(eq(sessions.id, jti), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')),
    );
  return row ? { ...row, sessionId: jti } : null;
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

/** The token as the client sends it: `Authorization` header (bare or Bearer) or `?token=`. */
export function tokenFrom(header: string | undefined, query: unknown): string | undefined {
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || undefined;
  return typeof query === 'string' && query ? query : undefined;
}
