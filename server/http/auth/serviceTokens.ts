import { and, eq, isNull } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Endpoint } from '@shared/api/contract';
import { ResCode } from '@shared/api/envelope';
import type { Db } from '../../db/connection';
import { serviceClients, users } from '../../db/schema';
import { AppError } from '../errors';
import { addressAllowed } from './addresses';
import { loadUserCodes, type UserCodes } from './codes';

/** The `typ` claim of a service client's token (client-credentials grant), beside the users' session tokens. */
export const SERVICE_TOKEN_TYPE = 'svc';
/** Claims of a service token: `sub` the client's row id, `rot` when its secret was last set (ms), so a rotation ends older tokens. */
export interface ServiceClaims {
  typ: typeof SERVICE_TOKEN_TYPE;
  rot: number;
  /** The codes the token was asked for (OAuth `scope`); absent: every code of the client. */
  scope?: string[];
}

export const ServiceMessages = {
  address: '调用地址不在该服务授权允许的范围内',
  loginOnly: '服务授权的令牌只能调用已授权的接口',
} as const;

/** What a service client's token carries into a request. */
export interface ServiceGrant {
  id: number;
  clientId: string;
  name: string;
  allowedCidrs: string[];
  /** Its codes that its creator still holds. */
  codes: UserCodes;
}

/** A checked service token as a caller: acting within its creator's data scope, with its own codes. */
export interface ServiceIdentity {
  userId: number;
  sessionId: string;
  actorId: null;
  actorName: null;
  username: string;
  name: string;
  avatar: null;
  introduction: null;
  service: ServiceGrant;
}

/**
 * A service token is good while its client is neither revoked nor expired, its secret is the one
 * the token was issued with, and its creator is still active.
 */
export async function verifyServiceToken(db: Db, payload: JWTPayload): Promise<ServiceIdentity | null> {
  const id = Number(payload.sub);
  if (!Number.isSafeInteger(id) || !payload.jti) return null;
  const [row] = await db
    .select({ client: serviceClients, creatorActive: eq(users.status, 'active') })
    .from(serviceClients)
    .innerJoin(users, eq(users.id, serviceClients.createdBy))
    .where(and(eq(serviceClients.id, id), isNull(serviceClients.revokedAt)));
  if (!row?.creatorActive) return null;
  const { client } = row;
  if (client.expiresAt && client.expiresAt <= new Date()) return null;
  if (payload.rot !== client.secretRotatedAt.getTime()) return null;
  // Never more than its creator holds now: a creator who lost a code takes it from the client too.
  const creator = await loadUserCodes(db, client.createdBy);
  const asked = Array.isArray(payload.scope) ? new Set(payload.scope as unknown[]) : undefined;
  const granted = new Set(client.codes.filter((c) => !asked || asked.has(c)));
  const codes: UserCodes = {
    menus: new Set([...creator.menus].filter((c) => granted.has(c))),
    elements: new Set([...creator.elements].filter((c) => granted.has(c))),
    groups: [],
  };
  return {
    userId: client.createdBy,
    sessionId: payload.jti,
    actorId: null,
    actorName: null,
    username: `服务:${client.name}`,
    name: client.name,
    avatar: null,
    introduction: null,
    service: { id: client.id, clientId: client.clientId, name: client.name, allowedCidrs: client.allowedCidrs, codes },
  };
}

/** A service token reaches only code-gated calls (never a user's own: password, profile...), from its allowed addresses. */
export function checkServiceCall(endpoint: Endpoint, grant: ServiceGrant, ip: string | undefined): void {
  if (endpoint.access.kind !== 'code') throw new AppError(ResCode.FORBIDDEN, ServiceMessages.loginOnly);
  if (!addressAllowed(grant.allowedCidrs, ip)) throw new AppError(ResCode.FORBIDDEN, ServiceMessages.address);
}
