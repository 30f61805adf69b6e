import {
  addServiceClient,
  ClientMessages,
  editServiceClient,
  grantableCodes,
  revokeServiceClient,
  rotateServiceSecret,
  serviceClientPage,
  serviceToken,
} from '@shared/api/ops/clients';
import { serviceClients } from '../../../db/schema';
import type { Db } from '../../../db/connection';
import { parseCidr } from '../../../http/auth/addresses';
import type { Caller } from '../../../http/auth/caller';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { hashPassword } from '../../auth';
import { checkGrantable, grantable } from './grants';
import { newClientId, newSecret } from './secrets';
import { listClients, readClient, updateLive } from './store';
import { noStore, refuseToken } from './oauthAnswer';
import { credentialsOf, issueServiceToken } from './token';

const NAME_INDEX = 'service_clients_name_idx';

function cidrsOf(list: readonly string[]): string[] {
  const parsed = list.filter((c) => c.trim()).map((c) => [c, parseCidr(c)] as const);
  const bad = parsed.filter(([, p]) => !p).map(([c]) => c);
  if (bad.length) throw fail.badRequest(`${ClientMessages.badCidr}${bad.slice(0, 3).join('、')}`);
  return [...new Set(parsed.map(([, p]) => p!))];
}

function expiryOf(text: string | null | undefined): Date | null {
  if (!text) return null;
  const at = new Date(text);
  if (at <= new Date()) throw fail.badRequest(ClientMessages.pastExpiry);
  return at;
}

/** A machine client never manages machine clients: only a person grants access. */
function personOnly(caller: Caller): void {
  if (caller.service) throw fail.badRequest(ClientMessages.byService);
}

async function saving<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  try {
    return await work(db);
  } catch (error) {
    if (isUniqueViolation(error, NAME_INDEX)) throw fail.conflict(ClientMessages.nameTaken);
    throw error;
  }
}

/** 服务授权 (/authManager/serviceManager) and the client-credentials token call. */
export function serviceClientRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(serviceClientPage, ({ query, deps }) => listClients(deps.db, query))
    .add(grantableCodes, async ({ caller }) => grantable(await caller.codes()))
    .add(addServiceClient, async ({ body, caller, deps }) => {
      personOnly(caller);
      const codes = await checkGrantable(caller, body.codes);
      const secret = newSecret();
      const values = {
        name: body.name,
        clientId: newClientId(),
        secretHash: await hashPassword(secret),
        codes,
        allowedCidrs: cidrsOf(body.allowedCidrs),
        expiresAt: expiryOf(body.expiresAt),
        remark: body.remark || null,
        createdBy: caller.userId,
        secretRotatedAt: new Date(),
      };
      const [row] = await saving(deps.db, (db) => db.insert(serviceClients).values(values).returning({ id: serviceClients.id }));
      return { client: await readClient(deps.db, row!.id), secret };
    })
    .add(editServiceClient, async ({ params, body, caller, deps }) => {
      personOnly(caller);
      const codes = await checkGrantable(caller, body.codes);
      const set = { name: body.name, codes, allowedCidrs: cidrsOf(body.allowedCidrs), expiresAt: expiryOf(body.expiresAt), remark: body.remark || null };
      return saving(deps.db, (db) => updateLive(db, idOf(params), body.version, set));
    })
    .add(rotateServiceSecret, async ({ params, body, caller, deps }) => {
      personOnly(caller);
      const secret = newSecret();
      const client = await updateLive(deps.db, idOf(params), body.version, { secretHash: await hashPassword(secret), secretRotatedAt: new Date() });
      return { client, secret };
    })
    .add(revokeServiceClient, async ({ params, body, caller, deps }) => {
      personOnly(caller);
      return updateLive(deps.db, idOf(params), body.version, { revokedAt: new Date() });
    })
    .plain(
      serviceToken,
      async ({ req, res, body, deps }) => {
        noStore(res);
        return issueServiceToken(deps, req, credentialsOf(req, body));
      },
      refuseToken,
    );
}

function idOf(params: Record<string, string>): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw fail.notFound('服务授权不存在');
  return id;
}
