import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Request } from 'express';
import { SignJWT } from 'jose';
import { ClientMessages, SERVICE_TOKEN_MINUTES_DEFAULT } from '@shared/api/ops/clients';
import type { AppDeps } from '../../../deps';
import { serviceClients, users } from '../../../db/schema';
import { addressAllowed, plainAddress } from '../../../http/auth/addresses';
import { SERVICE_TOKEN_TYPE, ServiceMessages, verifyServiceToken, type ServiceClaims } from '../../../http/auth/serviceTokens';
import { hashPassword, verifyPassword } from '../../auth';
import { OAuthError } from './oauthAnswer';
import { tokenThrottleOf } from './throttle';

interface Credentials {
  grantType?: string;
  clientId?: string;
  clientSecret?: string;
  /** Asked scope: space-separated codes (RFC 6749 §3.3). */
  scope?: string;
  /** The client authenticated by HTTP Basic. */
  basic: boolean;
}

type TokenBody = { grant_type?: string; client_id?: string; client_secret?: string; scope?: string };

/** `a%20b` and `+` as RFC 6749 appendix B encodes a Basic user id or password; a bad escape is taken as typed. */
function formDecoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** RFC 6749 §2.3.1: HTTP Basic (preferred) or the body's client_id and client_secret, never both. */
export function credentialsOf(req: Request, body: TokenBody): Credentials {
  const common = { grantType: body.grant_type || undefined, scope: body.scope?.trim() || undefined };
  const basic = /^Basic\s+(.+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new OAuthError('invalid_client', ClientMessages.badClient, 401);
    if (body.client_secret) throw new OAuthError('invalid_request', '客户端认证只能用一种方式：HTTP Basic 或请求体');
    return { ...common, basic: true, clientId: formDecoded(decoded.slice(0, colon)), clientSecret: formDecoded(decoded.slice(colon + 1)) };
  }
  return { ...common, basic: false, clientId: body.client_id, clientSecret: body.client_secret };
}

// Compared against when the client id is unknown, so a wrong id costs the same time as a wrong secret.
let decoy: Promise<string> | undefined;

/** Minutes a service token lives (SERVICE_TOKEN_MINUTES). */
export const tokenMinutes = (deps: AppDeps) => deps.config.ops?.serviceTokenMinutes ?? SERVICE_TOKEN_MINUTES_DEFAULT;

/** The client-credentials grant: checks the client, its secret and address, and signs a short-lived token. */
export async function issueServiceToken(deps: AppDeps, req: Request, creds: Credentials) {
  if (!creds.grantType) throw new OAuthError('invalid_request', ClientMessages.noGrant);
  if (creds.grantType !== 'client_credentials') throw new OAuthError('unsupported_grant_type', ClientMessages.badGrant);
  const host = req.ip ? plainAddress(req.ip) : 'unknown';
  const throttle = tokenThrottleOf(deps.db);
  if (await throttle.isBlocked(host)) throw new OAuthError('invalid_request', ClientMessages.throttled, 429);
  const badClient = async () => {
    await throttle.recordFailure(host);
    return new OAuthError('invalid_client', ClientMessages.badClient, 401);
  };
  if (!creds.clientId || !creds.clientSecret) throw await badClient();
  const [client] = await deps.db
    .select()
    .from(serviceClients)
    .innerJoin(users, eq(users.id, serviceClients.createdBy))
    .where(and(eq(serviceClients.clientId, creds.clientId), isNull(serviceClients.revokedAt)));
  const hash = client?.service_clients.secretHash ?? (await (decoy ??= hashPassword(newDecoy())));
  if (!(await verifyPassword(hash, creds.clientSecret)) || !client) throw await badClient();
  const row = client.service_clients;
  if (!addressAllowed(row.allowedCidrs, req.ip)) throw new OAuthError('unauthorized_client', ServiceMessages.address);
  // The same checks a call makes (expiry, creator active, codes still held), once, before handing the token out.
  const base: ServiceClaims = { typ: SERVICE_TOKEN_TYPE, rot: row.secretRotatedAt.getTime() };
  const identity = await verifyServiceToken(deps.db, { ...base, sub: String(row.id), jti: 'check' });
  if (!identity) throw await badClient();
  const inForce = [...identity.service.codes.menus, ...identity.service.codes.elements];
  const asked = creds.scope ? [...new Set(creds.scope.split(/\s+/))] : undefined;
  const outside = asked?.filter((code) => !inForce.includes(code)) ?? [];
  if (outside.length) throw new OAuthError('invalid_scope', `${ClientMessages.badScope}${outside.slice(0, 3).join('、')}`);
  const claims: ServiceClaims = asked ? { ...base, scope: asked } : base;
  const minutes = tokenMinutes(deps);
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(row.id))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(deps.tokenKey);
  await deps.db
    .update(serviceClients)
    .set({ lastUsedAt: new Date(), lastUsedFrom: req.ip ? plainAddress(req.ip) : null })
    .where(eq(serviceClients.id, row.id));
  return { access_token: token, token_type: 'Bearer' as const, expires_in: minutes * 60, scope: (asked ?? inForce).join(' ') };
}

const newDecoy = () => randomUUID();
