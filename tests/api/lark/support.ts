import { eq, sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { LarkConfig } from '../../../server/config';
import { groupMembers, groups, larkCards, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { bindUser } from '../../../server/lark/identity/bindings';
import { CATCH_UP_JOB } from '../../../server/lark/relay';
import { createTestApp, DEMO_PASSWORD } from '../../support/app';
import { larkDelivery, signLarkRequest } from '../../fakes/lark-events';
import { startFakeLark, type FakeLarkUser } from '../../fakes/lark-platform';

export const ENCRYPT_KEY = 'test-encrypt-key-0123456789';
export const VERIFICATION_TOKEN = 'test-verification-token';
export const PUBLIC_URL = 'https://crm.example.test';
export const APPROVAL_CODE = 'FAKE-APPROVAL-DEFINITION';
export const APPROVAL_TOKEN = 'test-approval-callback-token';

/** The real app with the Lark bridge on, talking to a fake Lark platform through the real SDK. */
export async function createLarkApp() {
  const fake = await startFakeLark();
  const lark: LarkConfig = {
    appId: fake.appId,
    appSecret: fake.appSecret,
    encryptKey: ENCRYPT_KEY,
    verificationToken: VERIFICATION_TOKEN,
    domain: fake.url,
    publicUrl: PUBLIC_URL,
    relayPollMs: 100,
    remindAfterMs: 24 * 3600_000,
    approvalCentre: { approvalCode: APPROVAL_CODE, callbackToken: APPROVAL_TOKEN },
  };
  fake.defineExternalApproval({ approvalCode: APPROVAL_CODE, actionCallbackUrl: `${PUBLIC_URL}/lark/approval-actions`, actionCallbackToken: APPROVAL_TOKEN });
  const t = await createTestApp({ lark, larkMissing: [] });
  // The catch-up queued at start runs before anyone is bound here; wait for it so it cannot send
  // cards in the middle of a test (pg-boss keeps its jobs in pgboss.job).
  await eventually(async () => {
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${CATCH_UP_JOB} and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
  });

  async function userIdOf(username: string): Promise<number> {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return row!.id;
  }

  /** A CRM user with the given roles, and a Lark account bound to it (unless `bound: false`). */
  async function person(username: string, name: string, roles: string[], options: { bound?: boolean; email?: string } = {}) {
    let id: number;
    const [existing] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (existing) id = existing.id;
    else {
      const [u] = await t.db.insert(users).values({ username, name, email: options.email, passwordHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: users.id });
      id = u!.id;
      const rows = await t.db.select({ id: groups.id }).from(groups).where(sql`${groups.code} in ${roles}`);
      await t.db.insert(groupMembers).values(rows.map((g) => ({ groupId: g.id, userId: id, role: 'member' })));
    }
    const account = fake.addUser({ name, email: options.email ?? `${username}@example.test` });
    if (options.bound !== false) await bindUser(t.db, id, { ...account, userId: account.userId, unionId: account.unionId, email: account.email ?? null, mobile: account.mobile ?? null }, 'admin', null);
    return { id, username, name, lark: account };
  }

  /** Posts a body to /lark/events as Lark does: encrypted unless `encrypt: false`, signed over the bytes sent. */
  function deliver(payload: object, options: { encrypt?: boolean } = {}) {
    const { body, headers } = larkDelivery(payload, { encryptKey: ENCRYPT_KEY, encrypt: options.encrypt });
    return t.http.post('/lark/events').set(headers).send(body);
  }

  /** Posts raw bytes with the given headers (forged, stale and tampered requests). */
  function postRaw(body: string, headers: Record<string, string>) {
    return t.http.post('/lark/events').set({ 'content-type': 'application/json', ...headers }).send(body);
  }

  return {
    ...t,
    fake,
    lark,
    userIdOf,
    person,
    deliver,
    postRaw,
    sign: (body: string, timestamp?: string) => signLarkRequest(body, ENCRYPT_KEY, timestamp),
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
export type LarkApp = Awaited<ReturnType<typeof createLarkApp>>;

/** Waits until `check` passes (the relay and the job queue work in the background). */
export function eventually<T>(check: () => Promise<T> | T, timeoutMs = 8000): Promise<T> {
  return vi.waitFor(check, { timeout: timeoutMs, interval: 50 });
}

/** The approval cards stored for a record, oldest first. */
export const cardsOf = (t: LarkApp, entityId: number) => t.db.select().from(larkCards).where(eq(larkCards.entityId, entityId)).orderBy(larkCards.id);

/** Text of a card's header title. */
export const titleOf = (card: unknown) => (card as { header: { title: { content: string } } }).header.title.content;

/** The messages the fake platform holds for a user, as cards. */
export function cardsTo(t: LarkApp, user: FakeLarkUser) {
  return t.fake.messagesTo(user.openId).map((m) => ({ id: m.messageId, card: m.card, patches: m.patches }));
}

export const expectStatus = (res: { status: number }, status: number) => expect(res.status).toBe(status);
