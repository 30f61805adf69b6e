import { expect, type APIRequestContext } from '@playwright/test';

/** The fake Lark platform the e2e server talks to (playwright.config.ts starts it beside the server). */
export const FAKE_LARK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 10}`;

/**
 * The open_id of the Lark account `userId` decides cards with. A person has one Lark account and the
 * specs run side by side on one server: the first spec binds one (made on the fake platform), the
 * others take it. Each spec then looks only at the cards of its own records.
 */
export async function larkAccountOf(request: APIRequestContext, adminToken: string, userId: number, name: string): Promise<string> {
  const headers = { Authorization: adminToken };
  const bound = async () => {
    const body = (await (await request.get(`/api/lark/bindings/${userId}`, { headers })).json()) as { resCode: number; data: { binding: { openId: string } | null } };
    expect(body.resCode).toBe(200);
    return body.data.binding?.openId;
  };
  const existing = await bound();
  if (existing) return existing;
  const created = await request.post(`${FAKE_LARK}/_fake/users`, { data: { name, email: `user${userId}.${Date.now()}@lark.example` } });
  const { openId } = (await created.json()) as { openId: string };
  const res = (await (await request.post('/api/lark/bind', { headers, data: { userId, openId } })).json()) as { resCode: number };
  if (res.resCode === 200) return openId;
  const meanwhile = await bound(); // another spec bound them between the two calls
  expect(meanwhile, `user ${userId} is bound to Lark`).toBeTruthy();
  return meanwhile!;
}
