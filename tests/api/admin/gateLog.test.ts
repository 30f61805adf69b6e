import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gateLogs } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { signIn, userId, type As } from './support';
import { gateLogPage } from '@shared/api/admin/gateLog';
import { addGroupType } from '@shared/api/admin/groupType';

let t: TestApp;
let admin: As;
let hr: As;
const BULK = 10_050;
const ZHANGWEI_ROWS = 37;

/**
 * 10,050 calls one second apart from 2024-01-01 12:00 UTC: the first 37 by zhangwei's account, the
 * rest anonymous as 'bulk-even' / 'bulk-odd'; every 5th a DELETE, every 100th failed with 500, the
 * even ones under the '/bulk/screen' menu.
 */
async function insertBulk(zhangwei: number) {
  await t.db.execute(sql`
    insert into gate_logs (user_id, username, host, method, path, menu, res_code, duration_ms, created_at)
    select case when g <= ${ZHANGWEI_ROWS} then ${zhangwei}::integer end,
           case when g <= ${ZHANGWEI_ROWS} then 'zhangwei' when g % 2 = 0 then 'bulk-even' else 'bulk-odd' end,
           '10.0.0.1',
           case when g % 5 = 0 then 'DELETE' else 'POST' end,
           '/api/bulk/item/' || g,
           case when g % 2 = 0 then '/bulk/screen' end,
           case when g % 100 = 0 then 500 else 200 end,
           5,
           timestamptz '2024-01-01 12:00:00+00' + g * interval '1 second'
    from generate_series(1, ${BULK}) g`);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hr } = await signIn(t));
  await insertBulk(await userId(t, 'zhangwei'));
});
afterAll(() => t.close());

const page = async (query: Record<string, string | number>) => {
  const res = await admin.call(gateLogPage, { query: query });
  expect(res.resCode).toBe(200);
  return res.data as { total: number; totalCapped: boolean; rows: Array<{ id: number; path: string; method: string; username: string }> };
};

describe('gate log page', () => {
  it('counts exactly only up to 10,000 and says when there are more', async () => {
    const all = await page({});
    expect(all).toMatchObject({ total: 10_000, totalCapped: true });
    expect(all.rows).toHaveLength(20);
    expect((await page({ username: 'bulk' })).totalCapped).toBe(true);
  });

  it('lists newest first', async () => {
    const res = await page({ method: 'DELETE', limit: 3 });
    expect(res.rows.map((r) => r.path)).toEqual(['/api/bulk/item/10050', '/api/bulk/item/10045', '/api/bulk/item/10040']);
  });

  it('filters by account name: exact or prefix, with and without a token', async () => {
    const zhangwei = await page({ username: 'zhangwei' });
    const stored = await vi.waitFor(async () => {
      const count = await t.db.$count(gateLogs, eq(gateLogs.username, 'zhangwei'));
      expect(count).toBeGreaterThan(ZHANGWEI_ROWS); // the bulk rows and zhangwei's own sign-in, logged just after its answer
      return count;
    });
    expect(zhangwei).toMatchObject({ total: stored, totalCapped: false });
    expect(await page({ username: 'bulk-even' })).toMatchObject({ total: (BULK - ZHANGWEI_ROWS - 1) / 2 + 1, totalCapped: false });
    expect((await page({ username: 'zhang' })).total).toBe(stored);
    expect((await page({ username: 'bulk_' })).total).toBe(0); // `_` is a character, not a wildcard
  });

  it('filters by path prefix, method, menu, result code and time', async () => {
    expect((await page({ path: '/api/bulk/item/1' })).total).toBe(1 + 10 + 100 + 1000 + 51);
    expect((await page({ path: '/api/bulk/item/1', method: 'delete' })).total).toBe(2 + 20 + 200 + 11);
    expect((await page({ menu: '/bulk/screen' })).total).toBe(BULK / 2);
    expect((await page({ resCode: 500 })).total).toBe(Math.floor(BULK / 100));
    expect((await page({ from: '2024-01-01T12:00:00Z', to: '2024-01-01T12:01:40Z' })).total).toBe(100);
    expect((await page({ from: '2024-01-01', to: '2024-01-01', method: 'DELETE' })).total).toBe(BULK / 5);
    expect((await page({ to: '2023-12-31' })).total).toBe(0);
    expect((await page({ method: '', resCode: '', from: '' })).totalCapped).toBe(true);
  });

  it('pages by offset or by the last id seen, with the same result', async () => {
    const filter = { username: 'bulk-odd', limit: 50 };
    const [first, second] = [await page({ ...filter, page: 1 }), await page({ ...filter, page: 2 })];
    const keyset = await page({ ...filter, beforeId: first.rows.at(-1)!.id });
    expect(keyset.rows.map((r) => r.id)).toEqual(second.rows.map((r) => r.id));
    expect(keyset.total).toBe(first.total);
  });

  it.each([
    [{ limit: 101 }, '每页最多100条'],
    [{ method: 'PATCH' }, '请求方法只能是 GET、POST、PUT 或 DELETE'],
    [{ resCode: 'ok' }, '结果码必须是整数'],
    [{ from: 'yesterday' }, '时间格式应为 yyyy-MM-dd 或 ISO 时间'],
    [{ to: '2024-02-30' }, '时间格式应为 yyyy-MM-dd 或 ISO 时间'],
  ])('refuses %j with 400', async (query, message) => {
    const res = await admin.call(gateLogPage, { query: query });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toContain(message);
  });

  it('needs the gateLogManager screen', async () => {
    expect((await hr.call(gateLogPage)).resCode).toBe(403);
  });

  it('shows a write of an admin screen under that screen, with who did it', async () => {
    await admin.call(addGroupType, { body: { code: 'audit', name: '审计' } });
    await vi.waitFor(async () => {
      const res = await page({ menu: '/baseManager/groupTypeManager' });
      expect(res.total).toBe(1);
      expect(res.rows[0]).toMatchObject({ method: 'POST', path: '/api/admin/groupType', username: 'admin', resCode: 200 });
    });
  });
});
