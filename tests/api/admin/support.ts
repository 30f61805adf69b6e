import { desc, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { gateLogs, users } from '../../../server/db/schema';
import type { TestApp } from '../../support/app';
import { client } from '../../support/contract';

/** Calls the API as one signed-in user: `call(endpoint, { query, body, params })` through its contract (tests/support/contract.ts). */
export function as(t: TestApp, token: string) {
  return client(t.http, token);
}
export type As = ReturnType<typeof as>;

/** Signs in admin and the demo users used by the admin screens' tests. */
export async function signIn(t: TestApp) {
  const [admin, hr, sales] = await Promise.all([t.login('admin'), t.login('liuyang'), t.login('zhangwei')]);
  return { admin: as(t, admin), hr: as(t, hr), sales: as(t, sales) };
}

export async function userId(t: TestApp, username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** The newest gate log entry must record `method path` under `menu` (written just after the answer: wait for it). */
export async function expectLastGateLog(t: TestApp, expected: { method: string; path: string; menu: string; resCode?: number }) {
  await vi.waitFor(async () => {
    const [log] = await t.db.select().from(gateLogs).orderBy(desc(gateLogs.id)).limit(1);
    expect(log).toMatchObject({ resCode: 200, ...expected });
  });
}
