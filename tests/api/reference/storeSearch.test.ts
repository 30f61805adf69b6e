import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAllChannelShow } from '@shared/api/reference/platforms';
import { supplyStoreList } from '@shared/api/supply/stores';
import { platforms, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

/**
 * The store picker (getAllChannelShow): searched on the server by code or name prefix, so any store of
 * a long list is reachable; always within the caller's platforms.
 */
const MANY = 1_200;
const code = (n: number) => `ZZSRCH${String(n).padStart(5, '0')}`;

let t: TestApp;
let wangfang: As; // 运营: Amazon US/DE, Walmart US
let outsideCode = '';

beforeAll(async () => {
  t = await createTestApp();
  wangfang = as(t, await t.login('wangfang'));
  const mine = (await wangfang.call(getAllChannelShow, { query: { limit: 500 } })).data;
  const myPlatforms = [...new Set(mine.map((s) => s.platformId))];
  const [inside] = await t.db.select({ id: platforms.id }).from(platforms).where(inArray(platforms.id, myPlatforms)).limit(1);
  const [outside] = await t.db.select({ id: platforms.id }).from(platforms).where(notInArray(platforms.id, myPlatforms)).limit(1);
  const rows = Array.from({ length: MANY }, (_, i) => ({ code: code(i), name: `搜索店铺${String(i).padStart(5, '0')}`, platformId: inside!.id, channel: 'FBA' }));
  for (let i = 0; i < rows.length; i += 500) await t.db.insert(stores).values(rows.slice(i, i + 500));
  outsideCode = code(MANY);
  await t.db.insert(stores).values({ code: outsideCode, name: '别人的搜索店铺', platformId: outside!.id, channel: 'FBA' });
});
afterAll(() => t.close());

describe('store picker searched on the server', () => {
  it('answers a page of stores, and a prefix reaches a store far beyond it', async () => {
    const first = (await wangfang.call(getAllChannelShow, { query: { name: 'ZZSRCH' } })).data;
    expect(first).toHaveLength(50);
    expect(first.map((s) => s.storeCode)).toEqual(Array.from({ length: 50 }, (_, i) => code(i)));
    const far = code(MANY - 7);
    expect(first.map((s) => s.storeCode)).not.toContain(far);
    const found = (await wangfang.call(getAllChannelShow, { query: { name: far.toLowerCase() } })).data;
    expect(found.map((s) => s.storeCode)).toEqual([far]);
    const byName = (await wangfang.call(getAllChannelShow, { query: { name: `搜索店铺${far.slice(-5)}` } })).data;
    expect(byName.map((s) => s.storeCode)).toEqual([far]);
    // One store by id: the label of a value chosen before (a filter in the URL).
    const [row] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, far));
    expect((await wangfang.call(getAllChannelShow, { query: { storeId: row!.id } })).data.map((s) => s.storeCode)).toEqual([far]);
  });

  it('never leaves the caller platforms, whatever is typed', async () => {
    expect((await wangfang.call(getAllChannelShow, { query: { name: outsideCode } })).data).toEqual([]);
    const [row] = await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, outsideCode));
    expect((await wangfang.call(getAllChannelShow, { query: { storeId: row!.id } })).data).toEqual([]);
    const all = (await wangfang.call(getAllChannelShow, { query: { name: 'ZZSRCH', limit: 500 } })).data;
    expect(all).toHaveLength(500);
    expect(all.map((s) => s.storeCode)).not.toContain(outsideCode);
  });

  it('the supply store picker reaches a store past its first page, and only stores taking part when asked', async () => {
    const gaofeng = as(t, await t.login('gaofeng')); // 供应链主管: every store planned for, no platform limit
    const first = (await gaofeng.call(supplyStoreList, { query: { name: 'zzsrch', pick: 50 } })).data;
    expect(first.map((s) => s.storeCode)).toEqual(Array.from({ length: 50 }, (_, i) => code(i)));
    const far = code(MANY - 3);
    expect((await gaofeng.call(supplyStoreList, { query: { name: far, pick: 50 } })).data.map((s) => s.storeCode)).toEqual([far]);
    // None of the new stores takes part in supply planning yet.
    expect((await gaofeng.call(supplyStoreList, { query: { name: 'ZZSRCH', enabled: 'true', pick: 50 } })).data).toEqual([]);
    const taking = (await gaofeng.call(supplyStoreList, { query: { enabled: 'true', pick: 50 } })).data;
    expect(taking.length).toBeGreaterThan(0);
    expect(taking.every((s) => s.enabled)).toBe(true);
    // Without pick, the 供货店铺 screen still gets every store planned for.
    expect((await gaofeng.call(supplyStoreList, { query: {} })).data.length).toBeGreaterThan(MANY);
  });

  it('refuses a page larger than 500 and a bad store id', async () => {
    expectRefused(await wangfang.callUnchecked(getAllChannelShow, { query: { limit: 501 } }), 400, '每页最多500条');
    expectRefused(await wangfang.callUnchecked(getAllChannelShow, { query: { storeId: 'x' } }), 400, '店铺不正确');
  });
});
