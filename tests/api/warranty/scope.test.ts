import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PLATFORMS_CODE } from '../../../shared/api/reference/screens';
import { addOrUpdProductQrCode, addQrCodeTask, getQrBatchById, honeycombQrPage, qrBatchLog, qrBatchTabNum, queryBaseTemplate, querySkuInfo } from '../../../shared/api/warranty/batch';
import { generateQrCode, productQrDetailPage, signQrCodeFinish } from '../../../shared/api/warranty/code';
import { honeycombCustomerPage } from '../../../shared/api/warranty/customer';
import { getWarrantyOrderById, verifyWarrantyOrder, warrantyOrderLog, warrantyOrderPage, warrantyOrderTabNum } from '../../../shared/api/warranty/order';
import { addOrUpdHoneycombBase, getHoneycombBaseById, honeycombBasePage } from '../../../shared/api/warranty/project';
import { registerWarranty } from '../../../shared/api/warranty/public';
import { codeScreen, hiveClientScreen, projectScreen, warrantyOrderScreen } from '../../../shared/api/warranty/screens';
import { groupPlatforms, platforms, warrantyOrders } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import type { Client } from '../../support/contract';
import { userWith } from '../products/support';
import { expectOk, generatedBatch, newProject, TEMPLATES, PUBLIC_URL } from './support';

/**
 * Scope by platform: a project is on the platforms its SKUs are listed on; 美国 works on Amazon US,
 * 日本 on Amazon JP. Each sees only the projects (and their batches, codes, buyers and orders) of
 * their platform; an all-platform holder sees both; someone with no platform sees none.
 */
let t: TestApp;
let us: Client;
let jp: Client;
let all: Client;
let none: Client;
let skuUs: string;
let skuJp: string;

const HIVE = {
  menus: [projectScreen.path, codeScreen.path, hiveClientScreen.path, warrantyOrderScreen.path],
  elements: [projectScreen.code('add'), projectScreen.code('edit'), codeScreen.code('add'), codeScreen.code('generate'), codeScreen.code('sign'), warrantyOrderScreen.code('verify')],
};

async function hiveUser(name: string, platformCode: string | null, elements: string[] = []): Promise<Client> {
  const u = await userWith(t, name, { menus: HIVE.menus, elements: [...HIVE.elements, ...elements] });
  if (platformCode) {
    const [p] = await t.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, platformCode));
    await t.db.insert(groupPlatforms).values({ groupId: u.groupId, platformId: p!.id });
  }
  return u.client;
}

/** A demo SKU listed on `on` and not on `notOn`. */
async function skuListed(on: string, notOn: string): Promise<string> {
  const rows = await t.db.execute(sql`select s.sku from base_skus s where
    exists (select 1 from sku_listings l join platforms p on p.id = l.platform_id where l.sku_id = s.id and p.code = ${on})
    and not exists (select 1 from sku_listings l join platforms p on p.id = l.platform_id where l.sku_id = s.id and p.code = ${notOn})
    order by s.sku limit 1`);
  return (rows as unknown as { rows: Array<{ sku: string }> }).rows[0]!.sku;
}

let projectUs: { id: number };
let projectJp: { id: number; version: number };
let batchJp: { id: number; version: number };
let codeJp: { id: number; code: string };
let orderJp: { id: number; version: number };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  us = await hiveUser('hive-us', 'AMZ-US');
  jp = await hiveUser('hive-jp', 'AMZ-JP');
  all = await hiveUser('hive-all', null, [ALL_PLATFORMS_CODE]);
  none = await hiveUser('hive-none', null);
  [skuUs, skuJp] = [await skuListed('AMZ-US', 'AMZ-JP'), await skuListed('AMZ-JP', 'AMZ-US')];
  projectUs = await newProject(us, [skuUs]);
  projectJp = await newProject(jp, [skuJp]);
  batchJp = await generatedBatch(jp, projectJp.id, skuJp, 3);
  codeJp = expectOk(await jp.call(productQrDetailPage, { query: { batchId: batchJp.id } })).rows[0]!;
  const { serialNo } = expectOk(
    await t.as().call(registerWarranty, { body: { code: codeJp.code, name: 'Haruto Sato', email: 'haruto@example.jp', orderNo: '250-1234567-7654321', marketplace: 'amazon', language: 'en-US', consent: true } }),
  );
  orderJp = expectOk(await jp.call(warrantyOrderPage, { query: { keyword: serialNo } })).rows[0]!;
  // Four sign-ins and a generation job: slow on a busy machine.
}, 180_000);
afterAll(() => t.close());

describe('Hive scope by platform', () => {
  it('offers only SKUs listed on the caller’s platforms, and refuses others in a project', async () => {
    expect(expectOk(await us.call(querySkuInfo, { query: { keyword: skuUs } })).map((s) => s.sku)).toContain(skuUs);
    expect(expectOk(await us.call(querySkuInfo, { query: { keyword: skuJp } })).map((s) => s.sku)).not.toContain(skuJp);
    expect(expectOk(await none.call(querySkuInfo, { query: { keyword: '' } }))).toEqual([]);
    const refused = await us.callUnchecked(addOrUpdHoneycombBase, { body: { name: 'US on JP', brand: 'B', skus: [skuJp], countries: ['US'], languages: ['en-US'], mailboxId: 1, warrantyMonths: 12, templates: { 'en-US': TEMPLATES['en-US'] } } });
    expect(refused).toMatchObject({ resCode: 400, resDes: `SKU不存在或不在您的平台范围内：${skuJp}` });
    expect(expectOk(await all.call(honeycombBasePage, { query: { name: 'US on JP' } })).rows).toEqual([]);
  });

  it('lists and reads projects of the caller’s platforms only', async () => {
    const ids = async (c: Client) => expectOk(await c.call(honeycombBasePage, { query: { limit: 100 } })).rows.map((r) => r.id);
    expect(await ids(us)).toContain(projectUs.id);
    expect(await ids(us)).not.toContain(projectJp.id);
    expect(await ids(jp)).toEqual([projectJp.id]);
    expect(await ids(all)).toEqual(expect.arrayContaining([projectUs.id, projectJp.id]));
    expect(await ids(none)).toEqual([]);
    expect(await us.call(getHoneycombBaseById, { query: { id: projectJp.id } })).toMatchObject({ resCode: 404, resDes: '项目不存在' });
    expect(await us.call(queryBaseTemplate, { query: { projectId: projectJp.id } })).toMatchObject({ resCode: 404, resDes: '项目不存在' });
    expect(await us.call(querySkuInfo, { query: { projectId: projectJp.id } })).toMatchObject({ resCode: 404, resDes: '项目不存在' });
    // Editing someone else's project is refused as if it did not exist, and changes nothing.
    const edit = await us.call(addOrUpdHoneycombBase, { body: { ...projectJp, id: projectJp.id, version: projectJp.version, skus: [skuJp], name: 'taken over', logoUrl: null, templates: TEMPLATES } as never });
    expect(edit).toMatchObject({ resCode: 404, resDes: '项目不存在' });
    expect(expectOk(await jp.call(getHoneycombBaseById, { query: { id: projectJp.id } })).version).toBe(projectJp.version);
    expect(expectOk(await all.call(getHoneycombBaseById, { query: { id: projectJp.id } })).id).toBe(projectJp.id);
  });

  it('keeps batches and codes of another platform’s project out of reach', async () => {
    const batchIds = async (c: Client) => expectOk(await c.call(honeycombQrPage, { query: { limit: 100 } })).rows.map((r) => r.id);
    expect(await batchIds(us)).not.toContain(batchJp.id);
    expect(await batchIds(jp)).toEqual([batchJp.id]);
    expect(await batchIds(all)).toContain(batchJp.id);
    // Counts follow the scope too (the demo's project is on Amazon US).
    expect(expectOk(await jp.call(qrBatchTabNum))).toMatchObject({ all: 1, generated: 1 });
    const [tabsUs, tabsAll] = [expectOk(await us.call(qrBatchTabNum)), expectOk(await all.call(qrBatchTabNum))];
    expect(tabsUs.all).toBe(expectOk(await us.call(honeycombQrPage)).total);
    expect(tabsAll.generated).toBe(tabsUs.generated! + 1);
    expect(expectOk(await us.call(honeycombQrPage, { query: { status: 'generated' } })).total).toBe(tabsUs.generated);
    const gone = { resCode: 404, resDes: '二维码批次不存在' };
    expect(await us.call(getQrBatchById, { query: { id: batchJp.id } })).toMatchObject(gone);
    expect(await us.call(qrBatchLog, { query: { id: batchJp.id } })).toMatchObject(gone);
    expect(await us.call(productQrDetailPage, { query: { batchId: batchJp.id } })).toMatchObject(gone);
    expect(await us.call(addQrCodeTask, { query: { id: batchJp.id } })).toMatchObject(gone);
    expect(await us.call(signQrCodeFinish, { query: { id: batchJp.id } })).toMatchObject(gone);
    expect(await us.call(addOrUpdProductQrCode, { body: { id: batchJp.id, projectId: projectJp.id, sku: skuJp, quantity: 5 } })).toMatchObject({ resCode: 400, resDes: '项目不存在' });
    expect(await us.call(addOrUpdProductQrCode, { body: { projectId: projectJp.id, sku: skuJp, quantity: 5 } })).toMatchObject({ resCode: 400, resDes: '项目不存在' });
    expect(await us.call(generateQrCode, { query: { id: codeJp.id } })).toMatchObject({ resCode: 404, resDes: '二维码不存在' });
    expect(expectOk(await jp.call(generateQrCode, { query: { id: codeJp.id } })).code).toBe(codeJp.code);
    expect(expectOk(await jp.call(getQrBatchById, { query: { id: batchJp.id } })).status).toBe('generated');
    expect(expectOk(await all.call(productQrDetailPage, { query: { batchId: batchJp.id } })).total).toBe(3);
  });

  it('shows a buyer and their order only to those who see the project', async () => {
    const buyers = async (c: Client) => expectOk(await c.call(honeycombCustomerPage, { query: { keyword: 'haruto@example.jp' } })).rows.length;
    expect([await buyers(jp), await buyers(us), await buyers(all), await buyers(none)]).toEqual([1, 0, 1, 0]);
    const orders = async (c: Client) => expectOk(await c.call(warrantyOrderPage, { query: { limit: 100 } })).rows.map((r) => r.id);
    expect(await orders(jp)).toEqual([orderJp.id]);
    expect(await orders(us)).not.toContain(orderJp.id);
    expect(await orders(all)).toContain(orderJp.id);
    expect(await orders(none)).toEqual([]);
    expect(expectOk(await jp.call(warrantyOrderTabNum))).toMatchObject({ all: 1, new: 1 });
    const [tabsUs, tabsAll] = [expectOk(await us.call(warrantyOrderTabNum)), expectOk(await all.call(warrantyOrderTabNum))];
    expect(tabsAll.new).toBe(tabsUs.new! + 1);
    expect(expectOk(await us.call(warrantyOrderPage, { query: { status: 'new' } })).total).toBe(tabsUs.new);
    const gone = { resCode: 404, resDes: '延保订单不存在' };
    expect(await us.call(getWarrantyOrderById, { query: { id: orderJp.id } })).toMatchObject(gone);
    expect(await us.call(warrantyOrderLog, { query: { id: orderJp.id } })).toMatchObject(gone);
    expect(await us.call(verifyWarrantyOrder, { body: { id: orderJp.id, version: orderJp.version } })).toMatchObject(gone);
    const [stored] = await t.db.select({ status: warrantyOrders.status }).from(warrantyOrders).where(eq(warrantyOrders.id, orderJp.id));
    expect(stored!.status).toBe('new');
    expectOk(await jp.call(verifyWarrantyOrder, { body: { id: orderJp.id, version: orderJp.version } }));
  });
});

