import fs from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateLogs } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';

/** The migration that masks what the gate log wrote in clear before secret fields were declared. */
const SCRUB = new URL('../../../server/db/migrations/0022_scrub_gate_log_secrets.sql', import.meta.url);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How the gate log summarised a body before: only keys that looked like a password were masked. */
const oldSummary = (body: unknown) => JSON.stringify(body, (key, value) => (key && /pass|pwd|token|secret|veritycode|captcha/i.test(key) ? '***' : value));

async function runScrub() {
  for (const statement of fs.readFileSync(SCRUB, 'utf8').split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

describe('gate log scrub migration', () => {
  it('masks gift card codes and PINs, reviewers’ addresses and Lark login codes written in clear, and nothing else', async () => {
    const card = { brand: 'Amazon', currency: 'USD', faceValue: '25', code: 'CLEAR-CODE-0001', pin: '9876' };
    const address = { detailId: 7, receiver: 'Emily "E" Carter', phone: '+1 512-555-0142', email: 'emily@example.com', street: '1208 Barton Springs Rd', city: 'Austin', postcode: 78704, country: 'US' };
    const rows = [
      { path: '/api/sys/giftCardDepot/add', body: oldSummary(card) },
      { path: '/API/sys/giftcarddepot/add/', body: oldSummary({ ...card, code: 'CLEAR-CODE-0002', pin: null }) },
      { path: '/api/reviewer/blnPlanOrderDetail/saveAddress', body: oldSummary(address) },
      // Cut off by the 2,000-character bound in the middle of a street.
      { path: '/api/reviewer/blnPlanOrderDetail/saveAddress', body: `${oldSummary({ detailId: 8, city: 'Berlin', street: 'Kastanienallee 42 Hinterhaus' }).slice(0, -10)}…` },
      { path: '/api/lark/login', body: oldSummary({ code: 'lark-oauth-code-123' }) },
      // Not a secret there: a menu's code stays readable.
      { path: '/api/admin/menu', body: oldSummary({ code: 'reports', title: '报表' }) },
      { path: '/api/auth/jwt/token', body: oldSummary({ username: 'admin', password: 'was-masked' }) },
    ];
    await t.db.insert(gateLogs).values(rows.map((r) => ({ ...r, method: 'POST', resCode: 200, durationMs: 1 })));
    expect((await t.db.select().from(gateLogs)).map((r) => r.body).join()).toContain('CLEAR-CODE-0001');

    await runScrub();

    const after = (await t.db.select().from(gateLogs).orderBy(asc(gateLogs.id))).map((r) => r.body!);
    expect(after).toHaveLength(rows.length);
    expect(JSON.parse(after[0]!)).toEqual({ ...card, code: '***', pin: '***' });
    expect(JSON.parse(after[1]!)).toEqual({ ...card, code: '***', pin: '***' });
    expect(JSON.parse(after[2]!)).toEqual({ ...address, receiver: '***', phone: '***', email: '***', street: '***', postcode: '***' });
    expect(after[3]).toBe('{"detailId":8,"city":"Berlin","street":"***"');
    expect(JSON.parse(after[4]!)).toEqual({ code: '***' });
    expect(JSON.parse(after[5]!)).toEqual({ code: 'reports', title: '报表' });
    expect(JSON.parse(after[6]!)).toEqual({ username: 'admin', password: '***' });
    for (const clear of ['CLEAR-CODE', '9876', 'Carter', '555-0142', 'emily@', 'Barton', '78704', 'Kastanien', 'lark-oauth']) expect(after.join('\n')).not.toContain(clear);
  });
});
