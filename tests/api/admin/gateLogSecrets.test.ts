import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addGateLogExcelTask, gateLogPage } from '@shared/api/admin/gateLog';
import { fillPath, type Endpoint } from '@shared/api/contract';
import { addCard } from '@shared/api/gifts/cards';
import { addAccount, changePwd, connect } from '@shared/api/mail/accounts';
import { saveAddress } from '@shared/api/review/detail';
import { endpointSecretPaths } from '@shared/api/secret';
import { addUser } from '@shared/api/user';
import { login } from '@shared/api/auth';
import { gateLogs, giftCards, mailAccounts, reviewOrderAddresses, reviewPlanOrderDetails, users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { exportThroughTask } from '../report/support';
import { as, type As } from './support';

/**
 * Every endpoint whose contract declares a secret field is called with recognisable values, by
 * someone holding its code, accepted and refused alike; none of the values may reach the gate log,
 * its list or its export.
 */
let t: TestApp;
let adminToken: string;
let admin: As;
const values: string[] = [];
/** `METHOD path` of each state-changing call made, as the gate log writes it (one row each). */
const logged: string[] = [];

/** A recognisable value that passes the field's format where it can (an e-mail, a phone number). */
function secretValue(path: string): string {
  const n = values.length + 1;
  const value = /email/i.test(path) ? `zq${n}secret@example.com` : /phone/i.test(path) ? `+1 555 0199 ${7000 + n}` : `Zq${n}Secret${n}x`;
  values.push(value);
  return value;
}

/** A body (or query) holding a secret value at each declared path (`a.b`, `list[*].c`, `byKey.*.d`). */
function holding(paths: string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    let at = root;
    const parts = path.split('.');
    parts.forEach((raw, i) => {
      const key = raw.replace('[*]', '') === '*' ? 'any' : raw.replace('[*]', '');
      const inArray = raw.endsWith('[*]');
      if (i === parts.length - 1) {
        at[key] = inArray ? [secretValue(path)] : secretValue(path);
        return;
      }
      const next = (inArray ? ((at[key] as unknown[] | undefined)?.[0] ?? {}) : (at[key] ?? {})) as Record<string, unknown>;
      at[key] = inArray ? [next] : next;
      at = next;
    });
  }
  return root;
}

async function call(who: As, e: Endpoint, input: { body?: unknown; query?: object; params?: Record<string, string | number> }) {
  const res = await who.callUnchecked(e, input);
  if (e.method !== 'GET') logged.push(`${e.method} ${fillPath(e.path, input.params)}`);
  return res;
}

/** The secret values found in `text`. */
const leaks = (text: string) => {
  const lower = text.toLowerCase();
  return values.filter((v) => lower.includes(v.toLowerCase()));
};

let secretEndpoints: Endpoint[];

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login('admin');
  admin = as(t, adminToken);
  secretEndpoints = t.app.locals.routes.map((r) => r.endpoint).filter((e) => endpointSecretPaths(e).length > 0);
});
afterAll(() => t.close());

describe('secret fields in the gate log', () => {
  it('are declared in the contracts: gift card code and PIN, passwords, reviewers’ addresses', () => {
    const declared = secretEndpoints.flatMap((e) => endpointSecretPaths(e).map((p) => `${e.method} ${e.path} ${p}`));
    expect(declared.length).toBeGreaterThan(10);
    expect(declared).toEqual(
      expect.arrayContaining([
        'POST /api/sys/giftCardDepot/add body.code',
        'POST /api/sys/giftCardDepot/add body.pin',
        'POST /api/auth/jwt/token body.password',
        'POST /api/admin/user/addUser body.password',
        'POST /api/crm-mail-center/mailCenterAccount/add body.password',
        'POST /api/crm-mail-center/mailCenterAccount/connect body.password',
        'PUT /api/crm-mail-center/mailCenterAccount/edit body.password',
        'PUT /api/crm-mail-center/mailCenterAccount/changePwd body.password',
        'POST /api/reviewer/blnPlanOrderDetail/saveAddress body.street',
        'POST /api/reviewer/blnPlanOrderDetail/saveAddress body.phone',
      ]),
    );
  });

  it('every such endpoint, called with only its secret fields, is answered (accepted or refused) and logged', async () => {
    for (const e of secretEndpoints) {
      const paths = endpointSecretPaths(e);
      const body = holding(paths.filter((p) => p.startsWith('body.')).map((p) => p.slice('body.'.length)));
      const query = holding(paths.filter((p) => p.startsWith('query.')).map((p) => p.slice('query.'.length)));
      const who = e.access.kind === 'public' ? as(t, '') : admin;
      const res = await call(who, e, { body, query, params: { id: 1 } });
      expect({ call: `${e.method} ${e.path}`, refusedAccess: [401, 403].includes(res.resCode) }).toEqual({ call: `${e.method} ${e.path}`, refusedAccess: false });
    }
  });

  it('gift cards: added, refused as a duplicate, refused by validation; the card is stored', async () => {
    const hejun = as(t, await t.login('hejun'));
    const code = secretValue('code');
    const pin = secretValue('pin');
    const added = await call(hejun, addCard, { body: { brand: 'Amazon', currency: 'USD', faceValue: '25', code, pin } });
    expect(added.resCode, added.resDes).toBe(200);
    expect((await call(hejun, addCard, { body: { brand: 'Amazon', currency: 'USD', faceValue: '25', code, pin } })).resCode).toBe(409);
    expect((await call(hejun, addCard, { body: { brand: 'Amazon', currency: 'USD', faceValue: 'free', code: secretValue('code'), pin: secretValue('pin') } })).resCode).toBe(400);
    expect(await t.db.$count(giftCards, eq(giftCards.codeTail, code.slice(-4).toUpperCase()))).toBe(1);
  });

  it('reviewers’ addresses: saved on a detail waiting for one, refused on a committed one and when malformed', async () => {
    const huangli = as(t, await t.login('huangli'));
    const address = () => ({ receiver: secretValue('receiver'), phone: secretValue('phone'), email: secretValue('email'), street: secretValue('street'), city: 'Austin', postcode: secretValue('postcode'), country: 'US' });
    const [pending] = await t.db.select({ id: reviewPlanOrderDetails.id }).from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.status, 'pending_address')).limit(1);
    const [committed] = await t.db.select({ id: reviewPlanOrderDetails.id }).from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.status, 'address_committed')).limit(1);
    const saved = address();
    const ok = await call(huangli, saveAddress, { body: { detailId: pending!.id, ...saved } });
    expect(ok.resCode, ok.resDes).toBe(200);
    expect((await call(huangli, saveAddress, { body: { detailId: committed!.id, ...address() } })).resCode).toBe(409);
    expect((await call(huangli, saveAddress, { body: { detailId: pending!.id, ...address(), phone: `call ${secretValue('phone')}` } })).resCode).toBe(400);
    const [stored] = await t.db.select().from(reviewOrderAddresses).where(eq(reviewOrderAddresses.detailId, pending!.id));
    expect(stored).toMatchObject({ street: saved.street, phone: saved.phone });
  });

  it('passwords: a user and a mailbox added, a mailbox password changed, a connection tested, a wrong login', async () => {
    const userPassword = secretValue('password');
    expect((await call(admin, addUser, { body: { username: 'secret-user', name: '保密用户', password: userPassword } })).resCode).toBe(200);
    expect(await t.db.$count(users, eq(users.username, 'secret-user'))).toBe(1);
    const zhoujie = as(t, await t.login('zhoujie'));
    const server = { imapHost: '127.0.0.1', imapPort: 1, imapSecure: false, smtpHost: '127.0.0.1', smtpPort: 1, smtpSecure: false, username: 'box@secret.test' };
    const added = await call(zhoujie, addAccount, { body: { ...server, email: 'box@secret.test', senderName: 'Box', brandId: null, password: secretValue('password') } });
    expect(added.resCode, added.resDes).toBe(200);
    expect((await call(zhoujie, changePwd, { body: { id: added.data.id, password: secretValue('password') } })).resCode).toBe(200);
    expect((await call(zhoujie, connect, { body: { ...server, password: secretValue('password') } })).data).toMatchObject({ ok: false });
    expect(await t.db.$count(mailAccounts, eq(mailAccounts.email, 'box@secret.test'))).toBe(1);
    expect((await call(as(t, ''), login, { body: { username: 'admin', password: secretValue('password') } })).resCode).toBe(402);
  });

  it('leaves no trace of any value in the stored gate log rows', async () => {
    const paths = [...new Set(logged.map((l) => l.slice(l.indexOf(' ') + 1)))];
    const rows = await vi.waitFor(async () => {
      const found = await t.db.select().from(gateLogs).where(inArray(gateLogs.path, paths));
      expect(found.length).toBeGreaterThanOrEqual(logged.length);
      return found;
    });
    expect(values.length).toBeGreaterThan(30);
    expect(leaks(JSON.stringify(await t.db.select().from(gateLogs)))).toEqual([]);
    const cardRows = rows.filter((r) => r.path === addCard.path);
    expect(cardRows.map((r) => r.resCode).sort()).toEqual([200, 400, 400, 409]);
    for (const r of cardRows) expect(r.body).toContain('"code":"***"');
    const [address] = await t.db.select().from(gateLogs).where(and(eq(gateLogs.path, saveAddress.path), eq(gateLogs.resCode, 200)));
    expect(JSON.parse(address!.body!)).toMatchObject({ receiver: '***', phone: '***', street: '***', postcode: '***', city: 'Austin' });
  });

  it('leaves no trace in the gate log list nor in its export', async () => {
    const listed: unknown[] = [];
    for (let page = 1; ; page++) {
      const res = await admin.call(gateLogPage, { query: { page, limit: 100 } });
      listed.push(...res.data.rows);
      if (res.data.rows.length < 100) break;
    }
    expect(listed.length).toBeGreaterThanOrEqual(logged.length);
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ path: addCard.path, resCode: 200 })]));
    expect(leaks(JSON.stringify(listed))).toEqual([]);

    const sheet = await exportThroughTask(t, adminToken, addGateLogExcelTask, {});
    expect(sheet.length).toBeGreaterThan(logged.length);
    expect(sheet.some((row) => row.includes(saveAddress.path))).toBe(true);
    expect(leaks(JSON.stringify(sheet))).toEqual([]);
  });
});
