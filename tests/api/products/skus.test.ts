import { count, eq, inArray, isNull } from 'drizzle-orm';
import type { BodyOf } from '@shared/api/contract';
import { getMskuByAsin, querySoOrderAllAsin } from '@shared/api/products/dic';
import { productScreen } from '@shared/api/products/screens';
import { addOrUpdSku, bindSkuCategory, getBaseSkuList, getBrandList, getListingPlatforms, queryPermissionSku } from '@shared/api/products/sku';
import { uploadFile } from '@shared/api/tool';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, baseSkus, skuListings } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import type { Client } from '../../support/contract';
import { categoryId, expectOk, insertPlatform, leavesOf, PNG, unique, userWith } from './support';

let t: TestApp;
let admin: Client;
let wangfang: Client;
let zhangwei: Client;
let knives: number;
let homeLeaves: number[];
let platformA: number;
let platformB: number;

beforeAll(async () => {
  t = await createTestApp();
  [admin, wangfang, zhangwei] = await Promise.all(['admin', 'wangfang', 'zhangwei'].map(async (n) => t.as(await t.login(n))));
  knives = await categoryId(t, '刀具');
  homeLeaves = await leavesOf(t, '家居');
  platformA = await insertPlatform(t, unique('US'));
  platformB = await insertPlatform(t, unique('DE'));
});
afterAll(() => t.close());

const skuCount = async () => (await t.db.select({ n: count() }).from(baseSkus))[0]!.n;
const valid = (over: Partial<BodyOf<typeof addOrUpdSku>> = {}): BodyOf<typeof addOrUpdSku> => ({
  sku: unique('T-'),
  name: '测试刀具 主厨刀',
  brand: 'HOMEKIT',
  categoryId: knives,
  status: 'on_sale',
  lengthCm: '32.5',
  widthCm: '5',
  heightCm: '2',
  weightG: 350,
  listings: [{ platformId: platformA, asin: unique('B0').slice(0, 10), msku: unique('MSKU-') }],
  ...over,
});

describe('demo data', () => {
  it('has ~300 SKUs in a three-level tree, brands and unbound SKUs', async () => {
    expect(await skuCount()).toBeGreaterThanOrEqual(300);
    const brands = expectOk(await wangfang.call(getBrandList));
    expect(brands.map((b) => b.name)).toEqual(expect.arrayContaining(['HOMEKIT', 'CAMPLUX', 'VOLTRA']));
    const unbound = expectOk(await admin.call(getBaseSkuList, { query: { unbound: 'true' } }));
    expect(unbound.total).toBeGreaterThan(0);
    expect(unbound.rows.every((r) => r.categoryId === null && r.categoryPath === null)).toBe(true);
  });
});

describe('SKU visibility', () => {
  it('wangfang (owner of 家居, no view-all) sees exactly the SKUs under 家居; admin sees all', async () => {
    const mine = expectOk(await wangfang.call(getBaseSkuList, { query: { limit: 200, unbound: 'false' } }));
    const inHome = (await t.db.select({ n: count() }).from(baseSkus).where(inArray(baseSkus.categoryId, homeLeaves)))[0]!.n;
    const unbound = (await t.db.select({ n: count() }).from(baseSkus).where(isNull(baseSkus.categoryId)))[0]!.n;
    expect(expectOk(await wangfang.call(getBaseSkuList)).total).toBe(inHome + unbound);
    expect(mine.rows.every((r) => r.categoryPath === null || r.categoryPath.startsWith('家居 > '))).toBe(true);
    expect(mine.rows.filter((r) => r.categoryPath).length).toBe(Math.min(200, inHome));
    const all = expectOk(await admin.call(getBaseSkuList));
    expect(all.total).toBe(await skuCount());
    const picks = expectOk(await wangfang.call(queryPermissionSku, { query: { limit: 500 } }));
    expect(picks.length).toBe(inHome + unbound);
  });

  it('a user sees SKUs listed on the platforms of their groups, and nothing else', async () => {
    const u = await userWith(t, 'platform_op', { menus: [productScreen.menu] });
    const platform = await insertPlatform(t, unique('JP'), u.groupId);
    expect(expectOk(await u.client.call(getBaseSkuList)).total).toBe(0);
    const saved = expectOk(await admin.call(addOrUpdSku, { body: valid({ categoryId: await categoryId(t, '键盘'), listings: [{ platformId: platform, asin: 'B0VISIBLE1', msku: unique('M') }] }) }));
    const seen = expectOk(await u.client.call(getBaseSkuList));
    expect(seen.rows.map((r) => r.sku)).toEqual([saved.sku]);
    expect(expectOk(await u.client.call(queryPermissionSku)).map((r) => r.sku)).toEqual([saved.sku]);
    expect(expectOk(await u.client.call(querySoOrderAllAsin))).toEqual(['B0VISIBLE1']);
    expect(expectOk(await wangfang.call(getMskuByAsin, { query: { asin: 'b0visible1' } }))).toEqual([]);
  });

  it('the list needs the screen; saving needs the add or edit code', async () => {
    expect((await zhangwei.call(getBaseSkuList)).resCode).toBe(403);
    expect((await zhangwei.call(addOrUpdSku, { body: valid() })).resCode).toBe(403);
    const viewer = await userWith(t, 'sku_viewer', { menus: [productScreen.menu], elements: [productScreen.code('add')] });
    const saved = expectOk(await viewer.client.call(addOrUpdSku, { body: valid() }));
    expect((await viewer.client.call(addOrUpdSku, { body: { ...valid(), id: saved.id, sku: saved.sku } })).resCode).toBe(403);
  });
});

describe('adding and editing SKUs', () => {
  it('wangfang adds a SKU with a listing and an image; it reads back from the database', async () => {
    const image = expectOk(await wangfang.upload(uploadFile, { bytes: PNG, name: 'knife.png' }));
    const body = valid({ imageId: image.id, spu: '', sku: unique('hk-new-') });
    const saved = expectOk(await wangfang.call(addOrUpdSku, { body }));
    expect(saved).toMatchObject({ sku: body.sku.toUpperCase(), spu: body.sku.toUpperCase(), categoryPath: '家居 > 厨房 > 刀具', status: 'on_sale', brandName: 'HOMEKIT', weightG: 350, lengthCm: '32.5', imageId: image.id });
    const [row] = await t.db.select().from(baseSkus).where(eq(baseSkus.id, saved.id));
    expect(row).toMatchObject({ sku: body.sku.toUpperCase(), categoryId: knives, createdBy: expect.any(Number) });
    const listings = await t.db.select().from(skuListings).where(eq(skuListings.skuId, saved.id));
    expect(listings).toMatchObject([{ platformId: platformA, asin: body.listings![0]!.asin, msku: body.listings![0]!.msku }]);
    expect((await t.db.select().from(attachments).where(eq(attachments.id, image.id)))[0]).toMatchObject({ entity: 'base_sku', entityId: saved.id });
    const mine = expectOk(await wangfang.call(getBaseSkuList, { query: { sku: body.sku.slice(0, 12) } }));
    expect(mine.rows.find((r) => r.id === saved.id)?.listings[0]).toMatchObject({ platformId: platformA, asin: body.listings![0]!.asin });
    expect(expectOk(await wangfang.call(getListingPlatforms)).map((p) => p.id)).toEqual(expect.arrayContaining([platformA, platformB]));
  });

  it('edits replace the listings; the SKU code and a stale version are refused', async () => {
    const saved = expectOk(await wangfang.call(addOrUpdSku, { body: valid() }));
    const listings = [
      { platformId: platformA, asin: 'B0EDIT0001', msku: unique('A-') },
      { platformId: platformB, asin: 'B0EDIT0001', msku: unique('B-') },
    ];
    const edited = expectOk(await wangfang.call(addOrUpdSku, { body: { ...valid(), id: saved.id, version: saved.version, sku: saved.sku, name: '改名后', status: 'off_sale', listings } }));
    expect(edited).toMatchObject({ name: '改名后', status: 'off_sale', version: saved.version + 1 });
    expect((await t.db.select().from(skuListings).where(eq(skuListings.skuId, saved.id))).map((l) => l.msku).sort()).toEqual(listings.map((l) => l.msku).sort());
    expect(await wangfang.call(addOrUpdSku, { body: { ...valid(), id: saved.id, version: saved.version, sku: saved.sku } })).toMatchObject({ resCode: 409, resDes: '该SKU已被他人修改，请刷新后重试' });
    expect(await wangfang.call(addOrUpdSku, { body: { ...valid(), id: saved.id } })).toMatchObject({ resCode: 400, resDes: 'SKU编码不能修改' });
    expect((await t.db.select().from(baseSkus).where(eq(baseSkus.id, saved.id)))[0]).toMatchObject({ name: '改名后', version: saved.version + 1 });
  });

  it('refuses duplicates, unknown categories, taken MSKUs and malformed bodies, changing nothing', async () => {
    const first = expectOk(await wangfang.call(addOrUpdSku, { body: valid() }));
    const before = await skuCount();
    const listingsBefore = (await t.db.select({ n: count() }).from(skuListings))[0]!.n;
    expect(await wangfang.call(addOrUpdSku, { body: valid({ sku: first.sku.toLowerCase() }) })).toMatchObject({ resCode: 409, resDes: '该SKU已存在' });
    expect(await wangfang.call(addOrUpdSku, { body: valid({ categoryId: 999999 }) })).toMatchObject({ resCode: 400, resDes: '品类不存在' });
    expect(await wangfang.call(addOrUpdSku, { body: valid({ categoryId: await categoryId(t, '厨房') }) })).toMatchObject({ resCode: 400, resDes: 'SKU只能绑定到三级品类' });
    expect(await wangfang.call(addOrUpdSku, { body: valid({ listings: [{ platformId: 999999, asin: 'B0X', msku: 'X1' }] }) })).toMatchObject({ resCode: 400, resDes: '平台不存在' });
    expect((await wangfang.call(addOrUpdSku, { body: valid({ listings: first.listings.map((l) => ({ platformId: l.platformId, asin: 'B0OTHER', msku: l.msku })) }) })).resDes).toContain(`已被 SKU ${first.sku} 使用`);
    const twice = { platformId: platformA, asin: 'B0TWICE', msku: 'SAME-MSKU' };
    expect((await wangfang.call(addOrUpdSku, { body: valid({ listings: [twice, twice] }) })).resDes).toContain('重复');
    for (const [change, message] of [
      [{ sku: '' }, '请填写SKU'],
      [{ sku: 'ab c' }, 'SKU只能包含'],
      [{ name: '' }, '请填写产品名称'],
      [{ brand: undefined }, '请填写品牌'],
      [{ status: 'selling' }, '产品状态只能是'],
      [{ weightG: 'heavy' }, '重量必须是整数'],
      [{ lengthCm: '1.234' }, '长格式不正确'],
      [{ categoryId: 'abc' }, '品类不正确'],
      [{ listings: 'B0123' }, 'listing 格式不正确'],
      [{ listings: [{ platformId: platformA, asin: 'B0-12', msku: 'X' }] }, 'ASIN只能包含字母和数字'],
    ] as const) {
      const res = await wangfang.callUnchecked(addOrUpdSku, { body: { ...valid(), ...change } });
      expect(res.resCode, JSON.stringify(change)).toBe(400);
      expect(res.resDes).toContain(message);
    }
    const text = expectOk(await wangfang.upload(uploadFile, { bytes: Buffer.from('not an image'), name: 'note.txt' }));
    expect(await wangfang.call(addOrUpdSku, { body: valid({ imageId: text.id }) })).toMatchObject({ resCode: 400, resDes: '产品图片只能是 JPG、PNG、GIF 或 WEBP 图片' });
    expect(await skuCount()).toBe(before);
    expect((await t.db.select({ n: count() }).from(skuListings))[0]!.n).toBe(listingsBefore);
  });
});

describe('binding SKUs to categories', () => {
  it('binds a batch all or nothing', async () => {
    const unbound = await t.db.select({ sku: baseSkus.sku }).from(baseSkus).where(isNull(baseSkus.categoryId)).limit(3);
    const skus = unbound.map((u) => u.sku);
    const cable = await categoryId(t, '数据线');
    expect(await wangfang.call(bindSkuCategory, { body: { skus: [...skus, 'NO-SUCH-SKU'], categoryId: cable } })).toMatchObject({ resCode: 400, resDes: '以下SKU不存在：NO-SUCH-SKU' });
    expect((await t.db.select().from(baseSkus).where(inArray(baseSkus.sku, skus))).every((r) => r.categoryId === null)).toBe(true);
    expect(await wangfang.call(bindSkuCategory, { body: { skus, categoryId: await categoryId(t, '手机配件') } })).toMatchObject({ resCode: 400, resDes: 'SKU只能绑定到三级品类' });
    expect(expectOk(await wangfang.call(bindSkuCategory, { body: { skus: skus.join('\n').toLowerCase() as never, categoryId: cable } }))).toEqual({ bound: skus.length, categoryPath: '电子 > 手机配件 > 数据线' });
    expect((await t.db.select().from(baseSkus).where(inArray(baseSkus.sku, skus))).every((r) => r.categoryId === cable)).toBe(true);
    expect((await zhangwei.call(bindSkuCategory, { body: { skus, categoryId: cable } })).resCode).toBe(403);
    expect((await wangfang.callUnchecked(bindSkuCategory, { body: { skus: [], categoryId: cable } })).resDes).toContain('请填写SKU');
  });
});
