import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalInbox } from '@shared/api/approvals';
import { queryKolPoolList } from '@shared/api/kol/pool';
import { getLogisticsList, getRedsList, getRedsNumAndReferralFee } from '@shared/api/kol/reds';
import { getKolRequireStatusList } from '@shared/api/kol/require';
import { kolRequires } from '../../../server/db/schema';
import { loadKolDemo } from '../../../server/modules/kol/demo';
import { createTestApp, type TestApp } from '../../support/app';
import { as } from '../admin/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('KOL demo data', () => {
  it('has requirements in every state, a batch waiting for the manager and 2,000 influencers; loads once', async () => {
    const op = as(t, await t.login('wangfang'));
    const manager = as(t, await t.login('zhaolei'));
    const tabs = (await op.call(getKolRequireStatusList)).data;
    expect(Object.fromEntries(tabs.map((s) => [s.value, s.count]))).toEqual({ draft: 3, pending_audit: 3, approved: 3, rejected: 2, closed: 1 });
    const inbox = (await manager.call(approvalInbox)).data;
    expect(inbox.items.filter((i) => i.entity === 'kol_audit_batch')).toHaveLength(1);
    expect((await manager.call(queryKolPoolList, { query: {} as never })).data).toMatchObject({ total: 2000 });
    const before = await t.db.$count(kolRequires, ne(kolRequires.status, 'x'));
    expect(await loadKolDemo(t.db)).toBe(false);
    expect(await t.db.$count(kolRequires, ne(kolRequires.status, 'x'))).toBe(before);
  });

  it('has posts on the approved requirements with fees, sample shipments in each state and evaluations that score the pool', async () => {
    const marketer = as(t, await t.login('sunli'));
    const reds = (await marketer.call(getRedsList, { query: { limit: 100 } as never })).data;
    expect(reds.total).toBe(12);
    expect(reds.rows.filter((r) => r.score !== null)).toHaveLength(9);
    const totals = (await marketer.call(getRedsNumAndReferralFee, { query: { requireId: reds.rows[0]!.requireId } })).data;
    expect(totals).toMatchObject({ redsCount: 3, rateMessage: null });
    expect(Number(totals.feeCny)).toBeGreaterThan(0);
    const shipments = (await marketer.call(getLogisticsList, { query: { limit: 100 } as never })).data;
    expect(new Set(shipments.rows.map((r) => r.status))).toEqual(new Set(['shipped', 'delivered', 'returned']));
    const rated = reds.rows.find((r) => r.score !== null)!;
    const pool = (await marketer.call(queryKolPoolList, { query: { name: rated.kolName, limit: 200 } as never })).data.rows.find((k) => k.name === rated.kolName)!;
    expect(pool.evaluateCount).toBeGreaterThan(0);
    expect(Number(pool.score)).toBeGreaterThan(0);
    expect(pool.cooperateCount).toBeGreaterThan(0);
  });
});
