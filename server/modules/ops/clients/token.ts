import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { SignJWT } from 'jose';
import { ClientMessages, SERVICE_TOKEN_MINUTES_DEFAULT } from '@shared/api/ops/clients';
import { ResCode } from '@shared/api/envelope';
import type { AppDeps } from '../../../deps';
import { serviceClients, users } from '../../../db/schema';
import { addressAllowed, plainAddress } from '../../../http/auth/addresses';
import { SERVICE_TOKEN_TYPE, ServiceMessages, verifyServiceToken, type ServiceClaims } from '../../../http/auth/serviceTokens';
import { AppError, fail } from '../../../http/errors';
import { hashPassword, verifyPassword } from '../../auth';

interface Credentials {
  grantType?: string;
  clientId?: string;
  clientSecret?: string;
}

/** RFC 6749 §2.3.1: HTTP Basic (preferred) or the body's client_id and client_secret. */
export function credentialsOf(req: Request, body: { grant_type?: string; client_id?: string; client_secret?: string }): Credentials {
  const basic = /^Basic\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      return { grantType: body.grant_type, clientId: decodeURIComponent(decoded.slice(0, colon)), clientSecret: decodeURIComponent(decoded.slice(colon + 1)) };
    }
  }
  return { grantType: body.grant_type, clientId: body.client_id, clientSecret: body.client_secret };
}

// Compared against when the client id is unknown, so a wrong id costs the same time as a wrong secret.
let decoy: Promise<string> | undefined;

/** Minutes a service token lives (SERVICE_TOKEN_MINUTES). */
export const tokenMinutes = (deps: AppDeps) => deps.config.ops?.serviceTokenMinutes ?? SERVICE_TOKEN_MINUTES_DEFAULT;

/** The client-credentials grant: checks the client, its secret and address, and signs a short-lived token. */
export async function issueServiceToken(deps: AppDeps, req: Request, creds: Credentials) {
  if (creds.grantType !== 'client_credentials') throw fail.badRequest(ClientMessages.badGrant);
  const badClient = new AppError(ResCode.LOGGED_OUT, ClientMessages.badClient);
  if (!creds.clientId || !creds.clientSecret) throw badClient;
  const [client] = await deps.db
    .select()
    .from(serviceClients)
    .innerJoin(users, eq(users.id, serviceClients.createdBy))
    .where(and(eq(serviceClients.clientId, creds.clientId), isNull(serviceClients.revokedAt)));
  const hash = client?.service_clients.secretHash ?? (await (decoy ??= hashPassword(newDecoy())));
  if (!(await verifyPassword(hash, creds.clientSecret)) || !client) throw badClient;
  const row = client.service_clients;
  if (!addressAllowed(row.allowedCidrs, req.ip)) throw new AppError(ResCode.FORBIDDEN, ServiceMessages.address);
  const minutes = tokenMinutes(deps);
  const claims: ServiceClaims = { typ: SERVICE_TOKEN_TYPE, rot: row.secretRotatedAt.getTime() };
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(row.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(deps.tokenKey);
  // The same checks a call makes (expiry, creator active, codes still held), once, before handing the token out.
  const identity = await verifyServiceToken(deps.db, { ...claims, sub: String(row.id), jti: 'check' });
  if (!identity) throw badClient;
  await deps.db
    .update(serviceClients)
    .set({ lastUsedAt: new Date(), lastUsedFrom: req.ip ? plainAddress(req.ip) : null })
    .where(eq(serviceClients.id, row.id));
  const scope = [...identity.service.codes.menus, ...identity.service.codes.elements].join(' ');
  return { access_token: token, token_type: 'Bearer' as const, expires_in: minutes * 60, scope };
}

const newDecoy = () => randomUUID();
