import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKolPoolExcelTask, queryKolPoolList } from '@shared/api/kol/pool';
import { addKolDataExcelTask, addOrUpdKolRequire, queryKolRequireList } from '@shared/api/kol/require';
import { baseSkus, groupPlatforms, groups, skuListings } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { createUser } from '../b2b/fixtures';
import { exportThroughTask } from '../report/support';

let t: TestApp;
let op: As; // wangfang 运营
let op2: As; // another 运营: sees only their own requirements
let marketer: As; // sunli 市场推广
let sales: As; // zhangwei: no KOL screen
const tokens = { op2: '', marketer: '' };
const fx = { sku: '', platformId: 0 };
const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const draftBody = (over: Record<string, unknown> = {}) => ({
  sku: fx.sku,
  platformId: fx.platformId,
  channel: 'youtube' as const,
  budget: '800.00',
  currency: 'USD' as const,
  wantedPosts: 2,
  deadline,
  description: '测评视频',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'kolwork2', '运营三', ['operations']);
  const [a, b, c, d] = await Promise.all(['wangfang', 'kolwork2', 'sunli', 'zhangwei'].map((n) => t.login(n)));
  tokens.op2 = b!;
  tokens.marketer = c!;
  [op, op2, marketer, sales] = [a!, b!, c!, d!].map((tk) => as(t, tk)) as [As, As, As, As];
  const [listing] = await t.db
    .select({ sku: baseSkus.sku, platformId: skuListings.platformId })
    .from(skuListings)
    .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
    .innerJoin(groupPlatforms, eq(groupPlatforms.platformId, skuListings.platformId))
    .innerJoin(groups, and(eq(groups.id, groupPlatforms.groupId), eq(groups.code, 'operations')))
    .limit(1);
  fx.sku = listing!.sku;
  fx.platformId = listing!.platformId;
});
afterAll(() => t.close());

describe('KOL exports are report-centre tasks', () => {
  it('exports the requirements in the caller scope, every row of the list', async () => {
    const mine = await op2.call(addOrUpdKolRequire, { body: draftBody({ description: '运营三的需求' }) });
    expect(mine.resCode, mine.resDes).toBe(200);
    await op.call(addOrUpdKolRequire, { body: draftBody() });
    const listed = (await op2.call(queryKolRequireList, { query: { limit: 200 } as never })).data!.rows.map((r) => r.serialNo).sort();
    expect(listed).toEqual([mine.data.serialNo]);
    const rows = await exportThroughTask(t, tokens.op2, addKolDataExcelTask, {} as never);
    expect(rows[0]).toContain('需求单号');
    expect(rows.slice(1).map((r) => String(r[0])).sort()).toEqual(listed);
    expectRefused(await sales.call(addKolDataExcelTask, { query: {} as never }), 403);
  });

  it('exports the pool with the list filters, all of its rows', async () => {
    const listed = await marketer.call(queryKolPoolList, { query: { channel: 'youtube', limit: 200 } as never });
    const rows = await exportThroughTask(t, tokens.marketer, addKolPoolExcelTask, { channel: 'youtube' } as never);
    expect(rows[0]![0]).toBe('红人名称');
    expect(rows.length - 1).toBe(listed.data!.total);
    expect(rows.slice(1).map((r) => String(r[0])).sort()).toEqual(listed.data!.rows.map((r) => r.name).sort());
    expectRefused(await op.call(addKolPoolExcelTask, { query: {} as never }), 403);
  });
});
