import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnum, ENUM_NAMES } from '@shared/api/reference/enums';
import { financeOptionPage, getCountryCurrencyList, getCountryList, getCurrencyInInventoryDetail, getDeptByGroup, getUserList, listPaymentAccount, selectAllCurrency, selectBaseCountry } from '@shared/api/reference/places';
import { getAllChannelShow, getAllMarketPlatform, getPlatform, getPlatformByUser, queryBaseStoreList, queryWarehouseName, updateBaseStore } from '@shared/api/reference/platforms';
import { getAllStartUser, getUserByUserName, getValueByName, updateValueByName } from '@shared/api/reference/users';
import { baseVariables, stores, users } from '../../../server/db/schema';
import { demoUsers } from '../../../server/seed/demo';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { createUser } from '../b2b/fixtures';

let t: TestApp;
let admin: As, lina: As, wangfang: As, zhangwei: As, newOps: As;
let wangfangId: number;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'zhouqi', '周琦', ['operations']);
  [admin, lina, wangfang, zhangwei, newOps] = (await Promise.all(['admin', 'lina', 'wangfang', 'zhangwei', 'zhouqi'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As, As, As];
  wangfangId = await userId(t, 'wangfang');
});
afterAll(() => t.close());

const storeByCode = async (code: string) => (await t.db.select().from(stores).where(eq(stores.code, code)))[0]!;

describe('currencies, countries and dictionaries', () => {
  it('lists the ten currencies and fifteen countries with their currency', async () => {
    expect((await zhangwei.call(selectAllCurrency)).data.map((c) => c.code)).toEqual(['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'MXN', 'AED', 'SGD']);
    const countries = (await zhangwei.call(selectBaseCountry)).data;
    expect(countries).toHaveLength(15);
    expect(countries.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: '德国', nameEn: 'Germany', currency: 'EUR', language: 'de-DE' });
    expect((await zhangwei.call(getCountryList)).data[0]).toEqual({ code: 'CN', name: '中国', nameEn: 'China' });
    expect((await zhangwei.call(getCountryCurrencyList)).data.find((c) => c.country === 'JP')).toEqual({ country: 'JP', countryName: '日本', currency: 'JPY', currencyName: '日元' });
  });

  it('gives the inventory currencies of countries with warehouses or platforms', async () => {
    expect((await wangfang.call(getCurrencyInInventoryDetail)).data.map((c) => c.code)).toEqual(['CNY', 'USD', 'EUR', 'JPY']);
  });

  it('lists active users for pick lists, by name prefix', async () => {
    await t.db.insert(users).values({ username: 'gone', name: '离职者', passwordHash: 'x', status: 'disabled' });
    const all = (await zhangwei.call(getUserList, { query: { page: 1, limit: 2000 } })).data;
    expect(all.rows.some((u) => u.username === 'wangfang')).toBe(true);
    expect(all.rows.some((u) => u.username === 'gone')).toBe(false);
    expect((await zhangwei.call(getUserList, { query: { name: 'wang' } })).data.rows.map((u) => u.username)).toEqual(['wangfang']);
    expectRefused(await zhangwei.callUnchecked(getUserList, { query: { limit: 5000 } }), 400, '每页最多2000条');
    expect((await zhangwei.call(getAllStartUser)).data.some((u) => u.username === 'gone')).toBe(false);
  });

  it('finds a user by account name, case-insensitively, and says when there is none', async () => {
    expect((await zhangwei.call(getUserByUserName, { query: { userName: 'WangFang' } })).data).toMatchObject({ id: wangfangId, name: '王芳' });
    expectRefused(await zhangwei.call(getUserByUserName, { query: { userName: 'gone' } }), 404, '用户 gone 不存在或已停用');
    expectRefused(await zhangwei.callUnchecked(getUserByUserName, { query: {} }), 400, '请填写账号');
  });

  it('lists company payment accounts from the B2B company banks', async () => {
    const usdReceive = (await lina.call(listPaymentAccount, { query: { currency: 'USD', purpose: 'receive' } })).data;
    expect(usdReceive.map((a) => a.accountNo)).toEqual(['400-123456-838']);
    const page = (await lina.call(financeOptionPage, { query: { status: '1', page: 1, limit: 100 } })).data;
    expect(page.total).toBe(5);
    expect(page.rows.every((a) => a.enabled)).toBe(true);
    expectRefused(await lina.callUnchecked(financeOptionPage, { query: { status: '2' } }), 400, '状态只能是 1（启用）或 0（停用）');
  });

  it('lists departments of the staff roster, or of one role', async () => {
    const all = (await zhangwei.call(getDeptByGroup)).data;
    const inDept = (dept: string) => demoUsers.filter((u) => u.dept === dept).length;
    expect(inDept('财务部')).toBeGreaterThan(1); // the accountant and the cashier
    expect(all).toEqual(expect.arrayContaining([{ name: '销售部', count: inDept('销售部') }, { name: '财务部', count: inDept('财务部') }]));
    expect((await zhangwei.call(getDeptByGroup, { query: { group: 'finance' } })).data).toEqual([{ name: '财务部', count: 1 }]);
  });
});

describe('platforms and who sees them', () => {
  it('lists marketplaces, platforms and warehouses', async () => {
    expect((await zhangwei.call(getAllMarketPlatform)).data.map((m) => m.code)).toEqual(['AMAZON', 'WALMART', 'SHOPIFY']);
    const platforms = (await zhangwei.call(getPlatform)).data;
    expect(platforms.map((p) => p.name)).toEqual(['Amazon US', 'Amazon DE', 'Amazon JP', 'Walmart US', 'Shopify']);
    const amazon = platforms[0]!.marketPlatformId;
    expect((await zhangwei.call(getPlatform, { query: { marketPlatformId: amazon } })).data).toHaveLength(3);
    expect((await zhangwei.call(queryWarehouseName)).data).toHaveLength(4);
    expect((await zhangwei.call(queryWarehouseName, { query: { kind: 'overseas' } })).data.map((w) => w.code)).toEqual(['DE-FRA01', 'US-LA01']);
    expectRefused(await zhangwei.callUnchecked(queryWarehouseName, { query: { kind: 'moon' } }), 400, '仓库类型只能是');
  });

  it('gives operations its group platforms, admin and allPlatforms holders every one, others none', async () => {
    expect((await wangfang.call(getPlatformByUser)).data.map((p) => p.code)).toEqual(['AMZ-US', 'AMZ-DE', 'WMT-US']);
    expect((await newOps.call(getPlatformByUser)).data.map((p) => p.code)).toEqual(['AMZ-US', 'AMZ-DE', 'WMT-US']);
    expect((await admin.call(getPlatformByUser)).data).toHaveLength(5);
    expect((await lina.call(getPlatformByUser)).data).toHaveLength(5);
    expect((await zhangwei.call(getPlatformByUser)).data).toEqual([]);
  });
});

describe('店铺列表', () => {
  it('lists only the stores of the caller platforms, with filters', async () => {
    const mine = (await wangfang.call(queryBaseStoreList, { query: { limit: 50 } })).data;
    expect(mine.total).toBe(8);
    expect(new Set(mine.rows.map((s) => s.platformName))).toEqual(new Set(['Amazon US', 'Amazon DE', 'Walmart US']));
    expect((await lina.call(queryBaseStoreList, { query: { limit: 50 } })).data.total).toBe(12);
    const wfs = (await wangfang.call(queryBaseStoreList, { query: { channel: 'WFS' } })).data;
    expect(wfs.rows.map((s) => s.code).sort()).toEqual(['WMTUS-OUT', 'WMTUS-WFS']);
    expect((await wangfang.call(queryBaseStoreList, { query: { ownerUserId: wangfangId } })).data.total).toBe(5);
    expect((await wangfang.call(queryBaseStoreList, { query: { name: 'amzde' } })).data.total).toBe(2);
    const walmart = (await wangfang.call(getAllMarketPlatform)).data.find((m) => m.code === 'WALMART')!.id;
    expect((await wangfang.call(queryBaseStoreList, { query: { marketPlatformId: walmart, channelShow: 'true' } })).data.total).toBe(2);
    expectRefused(await wangfang.callUnchecked(queryBaseStoreList, { query: { channel: 'SHIP' } }), 400, '渠道只能是');
    expectRefused(await zhangwei.call(queryBaseStoreList), 403);
  });

  it('lists the shown channels of the caller platforms', async () => {
    const channels = (await wangfang.call(getAllChannelShow, { query: {} })).data;
    expect(channels.map((c) => c.storeCode).sort()).toEqual(['AMZDE-HOME', 'AMZUS-HOME', 'AMZUS-TECH', 'WMTUS-OUT', 'WMTUS-WFS']);
  });

  it('operations edits owner, channel display and status of its stores', async () => {
    const store = await storeByCode('AMZUS-FBM');
    const res = await wangfang.call(updateBaseStore, { body: { id: store.id, ownerUserId: wangfangId, channel: 'FBM', channelShow: true, enabled: false, remark: '旺季停用' } });
    expect(res.data).toMatchObject({ ownerName: '王芳', channelShow: true, enabled: false });
    expect(await storeByCode('AMZUS-FBM')).toMatchObject({ ownerUserId: wangfangId, channelShow: true, enabled: false, remark: '旺季停用' });
  });

  it('refuses stores outside the caller platforms, inactive owners, bad input and callers without the code', async () => {
    const jp = await storeByCode('AMZJP-HOME');
    const body = { id: jp.id, ownerUserId: wangfangId, channel: 'FBA' as const, channelShow: false, enabled: true };
    expectRefused(await wangfang.call(updateBaseStore, { body }), 404, '店铺不存在');
    const us = await storeByCode('AMZUS-HOME');
    const [gone] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'gone'));
    expectRefused(await wangfang.call(updateBaseStore, { body: { ...body, id: us.id, ownerUserId: gone!.id } }), 400, '负责人不存在或已停用');
    expectRefused(await wangfang.callUnchecked(updateBaseStore, { body: { id: us.id, channel: 'FBA' } }), 400);
    expectRefused(await lina.call(updateBaseStore, { body: { ...body, id: us.id } }), 403);
    expect(await storeByCode('AMZUS-HOME')).toMatchObject({ ownerUserId: us.ownerUserId, channelShow: us.channelShow, enabled: us.enabled });
    expect(await storeByCode('AMZJP-HOME')).toMatchObject({ channelShow: true });
  });
});

describe('status enums', () => {
  it('answers each of the six enums with value, label and colour', async () => {
    for (const name of ENUM_NAMES) {
      const { data } = await zhangwei.call(getEnum, { params: { key: name } });
      expect(data.length).toBeGreaterThan(2);
      expect(data.every((i) => i.value && i.label && i.color)).toBe(true);
    }
    expect((await zhangwei.call(getEnum, { params: { key: 'PlanOrderStatusEnum' } })).data[1]).toEqual({ value: 'pending_audit', label: '待审核', color: 'orange' });
  });

  it('refuses an unknown enum with a clear 400', async () => {
    expectRefused(await zhangwei.call(getEnum, { params: { key: 'NoSuchEnum' } }), 400, '没有名为 NoSuchEnum 的枚举');
    expectRefused(await zhangwei.call(getEnum, { params: { key: 'constructor' } }), 400, '没有名为 constructor 的枚举');
  });
});

describe('named settings', () => {
  it('reads a default, lets finance change it within its rule, and remembers who', async () => {
    expect((await zhangwei.call(getValueByName, { query: { name: 'exchangeRate.staleDays' } })).data).toMatchObject({ value: '3', updatedAt: null });
    const res = await lina.call(updateValueByName, { body: { name: 'exchangeRate.staleDays', value: '5' } });
    expect(res.data.value).toBe('5');
    expect((await t.db.select().from(baseVariables).where(eq(baseVariables.name, 'exchangeRate.staleDays')))[0]).toMatchObject({ value: '5' });
    expect((await zhangwei.call(getValueByName, { query: { name: 'exchangeRate.staleDays' } })).data.value).toBe('5');
  });

  it('refuses unknown names, bad values and callers without the code, changing nothing', async () => {
    expectRefused(await zhangwei.call(getValueByName, { query: { name: 'nope' } }), 400, '没有名为 nope 的系统参数');
    expectRefused(await lina.call(updateValueByName, { body: { name: 'nope', value: '1' } }), 400, '没有名为 nope 的系统参数');
    expectRefused(await lina.call(updateValueByName, { body: { name: 'exchangeRate.staleDays', value: '0' } }), 400, '应在 1 到 90 之间');
    expectRefused(await lina.call(updateValueByName, { body: { name: 'exchangeRate.staleDays', value: 'abc' } }), 400, '必须是整数');
    expectRefused(await wangfang.call(updateValueByName, { body: { name: 'exchangeRate.staleDays', value: '9' } }), 403);
    expect((await zhangwei.call(getValueByName, { query: { name: 'exchangeRate.staleDays' } })).data.value).toBe('5');
  });
});
