import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrUpdKolCategory, exportKolPool } from '@shared/api/kol/pool';
import { exportKolData } from '@shared/api/kol/require';
import { kolPool, kolRequires } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { as, userId, type As } from '../admin/support';
import { createUser } from '../b2b/fixtures';
import { sheetRows } from '../report/support';

/**
 * The spec's direct KOL downloads (exportKolPool, exportKolData) stream every row: more rows than one
 * keyset batch (1,000) arrive whole, in the caller's scope, with no cap.
 */
const MORE_THAN_A_BATCH = 2_345;

let t: TestApp;
let marketer: As; // sunli 市场推广
let op: As; // an operator without 查看全部: only her own requirements
let opId = 0;
let otherId = 0;
let category = 0;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'kolexp', '导出运营', ['operations']);
  [marketer, op] = (await Promise.all(['sunli', 'kolexp'].map((n) => t.login(n)))).map((tk) => as(t, tk)) as [As, As];
  opId = await userId(t, 'kolexp');
  otherId = await userId(t, 'wangfang');
  category = (await marketer.call(addOrUpdKolCategory, { body: { name: '导出测试分类', sort: 1 } })).data.id;
});
afterAll(() => t.close());

/** Rows inserted straight into the table: the test is about the download, not the forms. */
async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

describe('direct KOL downloads stream every row', () => {
  it('exportKolPool: every influencer matching the filter, past one batch', async () => {
    const names = Array.from({ length: MORE_THAN_A_BATCH }, (_, i) => `StreamKol ${String(i).padStart(5, '0')}`);
    await insertInChunks(names, (chunk) =>
      t.db.insert(kolPool).values(chunk.map((name, i) => ({ name, channel: 'youtube', profileUrl: `https://www.youtube.com/@stream${name.slice(-5)}${i}`, followers: 1000, categoryId: category, createdBy: opId }))),
    );
    const res = await marketer.blob(exportKolPool, { query: { name: 'StreamKol' } as never });
    expect(res.status).toBe(200);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]![0]).toBe('红人名称');
    const got = rows.slice(1).map((r) => String(r[0]));
    expect(got).toHaveLength(MORE_THAN_A_BATCH);
    expect(new Set(got)).toEqual(new Set(names));
  });

  it('exportKolData: every requirement of the caller, past one batch, and none of anyone else', async () => {
    const SKU = 'STREAMEXP';
    const requirement = (n: number, createdBy: number) => ({
      serialNo: `KRSTREAM${String(n).padStart(6, '0')}`,
      sku: SKU,
      productName: '流式导出',
      platformId: 1,
      channel: 'youtube',
      budget: '100.00',
      currency: 'USD',
      wantedPosts: 1,
      deadline: '2030-01-01',
      status: 'draft',
      createdBy,
    });
    const mine = Array.from({ length: MORE_THAN_A_BATCH }, (_, i) => requirement(i, opId));
    const others = Array.from({ length: 5 }, (_, i) => requirement(MORE_THAN_A_BATCH + i, otherId));
    await insertInChunks([...mine, ...others], (chunk) => t.db.insert(kolRequires).values(chunk));
    const res = await op.blob(exportKolData, { query: { sku: SKU } });
    expect(res.status).toBe(200);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]![0]).toBe('需求单号');
    const serials = rows.slice(1).map((r) => String(r[0]));
    expect(serials).toHaveLength(MORE_THAN_A_BATCH);
    expect(new Set(serials)).toEqual(new Set(mine.map((m) => m.serialNo)));
  });
});
