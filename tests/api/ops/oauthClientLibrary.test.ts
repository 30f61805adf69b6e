import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResCode } from '@shared/api/envelope';
import { addServiceClient, serviceToken } from '@shared/api/ops/clients';
import { exchangeRatePage } from '@shared/api/reference/rates';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { userPage } from '@shared/api/user';
import { userScreen } from '@shared/api/admin/screens';
import { gateLogs } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { loggedCalls } from '../../support/gateLog';

/**
 * 服务授权 as another system sees it: a maintained OAuth 2 client library (openid-client) fetches a
 * token by client credentials from the running server and reads a list with it, with no code of ours.
 */
let t: TestApp;
let server: Server;
let base: string;
let clientId: string;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  const created = await t.as(admin).call(addServiceClient, { body: { name: 'BI 报表（OAuth 库）', codes: [exchangeRateScreen.menu], allowedCidrs: [] } });
  ({ secret } = created.data);
  clientId = created.data.client.clientId;
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The server as the library knows it: its token endpoint (no discovery document), over plain HTTP in the test. */
function configFor(auth: oidc.ClientAuth, id = clientId): oidc.Configuration {
  const config = new oidc.Configuration({ issuer: base, token_endpoint: `${base}${serviceToken.path}` }, id, undefined, auth);
  oidc.allowInsecureRequests(config);
  return config;
}

describe('服务授权 with a standard OAuth 2 client library', () => {
  it('fetches a token (HTTP Basic and body credentials) and reads the list it was given', async () => {
    for (const auth of [oidc.ClientSecretBasic(secret), oidc.ClientSecretPost(secret)]) {
      const config = configFor(auth);
      const tokens = await oidc.clientCredentialsGrant(config);
      expect(tokens.token_type).toBe('bearer');
      expect(tokens.expiresIn()).toBeGreaterThan(0);
      expect(tokens.scope).toBe(exchangeRateScreen.menu);
      const answer = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(`${base}${exchangeRatePage.path}`), 'GET');
      const page = (await answer.json()) as { resCode: number; data: { rows: unknown[] } };
      expect(page.resCode).toBe(ResCode.OK);
      expect(page.data.rows.length).toBeGreaterThan(0);
      // A list it was not given stays closed.
      const users = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(`${base}${userPage.path}`), 'GET');
      expect(((await users.json()) as { resCode: number }).resCode).toBe(ResCode.FORBIDDEN);
    }
    const logged = await loggedCalls(t, eq(gateLogs.path, serviceToken.path), 2);
    expect(JSON.stringify(logged.map((l) => l.body))).not.toContain(secret);
  });

  it('reads our refusals as OAuth errors: a wrong secret, a scope beyond the grant', async () => {
    const wrong = await oidc.clientCredentialsGrant(configFor(oidc.ClientSecretBasic('cds_wrong'))).catch((e: unknown) => e);
    // A 401 carries the Basic challenge (RFC 6749 §5.2), which the library reads first; the body says invalid_client.
    expect(wrong).toBeInstanceOf(oidc.WWWAuthenticateChallengeError);
    const challenge = wrong as oidc.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause[0]?.scheme).toBe('basic');
    expect(await challenge.response.json()).toMatchObject({ error: 'invalid_client' });
    const wide = await oidc.clientCredentialsGrant(configFor(oidc.ClientSecretPost(secret)), { scope: userScreen.menu }).catch((e: unknown) => e);
    expect(wide).toMatchObject({ error: 'invalid_scope', status: 400 });
  });
});
