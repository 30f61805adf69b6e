import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import { SERVICE_TOKEN_TYPE, verifyServiceToken, type ServiceGrant } from './serviceTokens';

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
  /** Set when a service client calls (client-credentials token); absent for people. */
  service?: ServiceGrant;
}

/** What checking a token needs: the database and the HS256 key (both part of AppDeps). */
export interface TokenCheck {
  db: Db;
  tokenKey: Uint8Array;
}

// The acting administrator of a directLogin session, joined as a second copy of users.
const actor = alias(users, 'actor');

/** A token is good while its signature holds, its session is open and its user is active. */
export async function verifyToken(deps: TokenCheck, token: string): Promise<Identity | null> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, deps.tokenKey, { algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  if (payload.typ === SERVICE_TOKEN_TYPE) return verifyServiceToken(deps.db, payload);
  const { jti } = payload;
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

/** The token as the client sends it: `Authorization` header (bare or Bearer) or `?token=`. */
export function tokenFrom(header: string | undefined, query: unknown): string | undefined {
  if (header) return header.replace(/^Bearer\s+/i, '').trim() || undefined;
  return typeof query === 'string' && query ? query : undefined;
}
