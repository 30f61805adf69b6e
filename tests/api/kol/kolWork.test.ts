import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { addBlackKolPool, addKolPoolExcelTask, addOrUpdKolCategory, addOrUpdKolPool, addOrUpdPoolTag, getListPoolTag, importKolPool, queryKolPoolList } from '@shared/api/kol/pool';
import { addOrUpdLogitics, addOrUpdReds, getLogisticsList, getRedsList, type RedsBody } from '@shared/api/kol/reds';
import {
  addKolDataExcelTask,
  addOrUpdKolRequire,
  addRequireLog,
  auditKolProcessBatch,
  closeKolRequire,
  getKolRequireById,
  getLogByRequireId,
  queryKolRequireList,
  submitKolRequire,
  withdrawKolRequire,
} from '@shared/api/kol/require';
import { baseSkus, groupPlatforms, groups, kolAuditBatches, kolRequires, skuListings } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { createUser } from '../b2b/fixtures';
import { exportThroughTask, xlsxOf } from '../report/support';

let t: TestApp;
let op: As; // wangfang 运营
let op2: As; // another 运营: sees only their own requirements
let marketer: As; // sunli 市场推广
let sales: As; // zhangwei: no KOL screen
let manager: As; // zhaolei 市场推广主管: audits
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
  const [a, b, c, d, e] = await Promise.all(['wangfang', 'kolwork2', 'sunli', 'zhangwei', 'zhaolei'].map((n) => t.login(n)));
  tokens.op2 = b!;
  tokens.marketer = c!;
  [op, op2, marketer, sales, manager] = [a!, b!, c!, d!, e!].map((tk) => as(t, tk)) as [As, As, As, As, As];
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
    const exported = new Set(rows.slice(1).map((r) => String(r[0])));
    for (const k of listed.data!.rows) expect(exported.has(k.name), k.name).toBe(true);
    expectRefused(await op.call(addKolPoolExcelTask, { query: {} as never }), 403);
  });
});

const stored = async (id: number) => (await t.db.select().from(kolRequires).where(eq(kolRequires.id, id)))[0]!;
async function draft(over: Record<string, unknown> = {}) {
  const res = await op.call(addOrUpdKolRequire, { body: draftBody(over) });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}
async function approved() {
  const r = await draft();
  const sub = await op.call(submitKolRequire, { body: { ids: [r.id] } });
  expect(sub.resCode, sub.resDes).toBe(200);
  expect((await manager.call(auditKolProcessBatch, { body: { id: sub.data.batchId, pass: true } })).resCode).toBe(200);
  return stored(r.id);
}
let seq = 0;
async function influencer(categoryId: number) {
  seq += 1;
  const res = await marketer.call(addOrUpdKolPool, { query: { name: `Work KOL ${seq}`, channel: 'youtube', profileUrl: `https://www.youtube.com/@work${seq}`, followers: 5000, categoryId } as never });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}

describe('KOL requirements: owner, notes, withdraw, close', () => {
  it('changes the owner and adds a note, both in the log', async () => {
    const r = await draft();
    const sunli = await userId(t, 'sunli');
    expectRefused(await op.call(addOrUpdKolRequire, { body: { id: r.id, changeOwnerTo: sunli } }), 403);
    const changed = await manager.call(addOrUpdKolRequire, { body: { id: r.id, version: r.version, changeOwnerTo: sunli } });
    expect(changed.resCode, changed.resDes).toBe(200);
    expect((await stored(r.id)).ownerId).toBe(sunli);
    expectRefused(await sales.call(addRequireLog, { body: { requireId: r.id, content: 'x' } }), 403);
    await op.call(addRequireLog, { body: { requireId: r.id, content: '请优先找开箱类红人' } });
    const log = (await op.call(getLogByRequireId, { query: { requireId: r.id } })).data!;
    expect(log.slice(-2).map((l) => l.action)).toEqual(['changeOwner', 'note']);
  });

  it('withdraws a submitted one back to draft; the emptied batch is withdrawn and can no longer be decided', async () => {
    const [a, b] = [await draft(), await draft()];
    const sub = (await op.call(submitKolRequire, { body: { ids: [a.id, b.id] } })).data!;
    const first = await stored(a.id);
    expect((await op.call(withdrawKolRequire, { body: { id: a.id, version: first.version } })).data).toMatchObject({ from: 'pending_audit', to: 'draft' });
    expect(await stored(a.id)).toMatchObject({ status: 'draft', batchId: null });
    // The other one still waits: the batch stays.
    expect((await t.db.select().from(kolAuditBatches).where(eq(kolAuditBatches.id, sub.batchId)))[0]!.status).toBe('pending_audit');
    expect((await op.call(withdrawKolRequire, { body: { id: b.id } })).resCode).toBe(200);
    expect((await t.db.select().from(kolAuditBatches).where(eq(kolAuditBatches.id, sub.batchId)))[0]!.status).toBe('withdrawn');
    expectRefused(await manager.call(auditKolProcessBatch, { body: { id: sub.batchId, pass: true } }), 409);
    expectRefused(await op.call(withdrawKolRequire, { body: { id: a.id } }), 409);
  });

  it('closes an approved one (已完成): no new posts, the posts still get their metrics updated', async () => {
    const r = await approved();
    const cat = (await marketer.call(addOrUpdKolCategory, { body: { name: `工作分类${Date.now()}`, sort: 1 } })).data!;
    const kol = await influencer(cat.id);
    const body = (over: Partial<RedsBody> = {}): RedsBody => ({ requireId: r.id, poolId: kol.id, link: 'https://youtu.be/work1', channel: 'youtube', publishDate: dayjs().format('YYYY-MM-DD'), views: 100, clicks: 10, orders: 1, referralFee: '50', currency: 'USD', ...over });
    const red = (await marketer.call(addOrUpdReds, { body: body() })).data!;
    expectRefused(await marketer.call(closeKolRequire, { body: { id: r.id } }), 403);
    expect((await op.call(closeKolRequire, { body: { id: r.id, comment: '帖子已全部发布' } })).data).toMatchObject({ to: 'closed' });
    expectRefused(await marketer.call(addOrUpdReds, { body: body({ link: 'https://youtu.be/work2' }) }), 500, '只有已通过的KOL需求');
    // The influencer is blacklisted since: the post's metrics are still updated.
    await marketer.call(addBlackKolPool, { body: { id: kol.id, black: true, reason: '拖稿' } });
    const edited = await marketer.call(addOrUpdReds, { body: { ...body({ views: 5000, clicks: 300, orders: 12 }), id: red.id, version: red.version } });
    expect(edited.resCode, edited.resDes).toBe(200);
    expect((await op.call(getRedsList, { query: { requireId: r.id } as never })).data!.rows[0]).toMatchObject({ views: 5000, clicks: 300, orders: 12 });
    expect((await op.call(getKolRequireById, { query: { id: r.id } })).data!.status).toBe('closed');
  });

  it('lists sample shipments with their state and moves them to 已签收 / 已退回', async () => {
    const r = await approved();
    const cat = (await marketer.call(addOrUpdKolCategory, { body: { name: `寄样分类${Date.now()}`, sort: 1 } })).data!;
    const kol = await influencer(cat.id);
    const red = (await marketer.call(addOrUpdReds, { body: { requireId: r.id, poolId: kol.id, link: 'https://youtu.be/ship', channel: 'youtube', publishDate: dayjs().format('YYYY-MM-DD'), views: 0, clicks: 0, orders: 0, referralFee: '0', currency: 'USD' } })).data!;
    const shipped = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    const ship = async (trackingNo: string) => (await marketer.call(addOrUpdLogitics, { body: { redsId: red.id, carrier: 'UPS', trackingNo, quantity: 1, shippedOn: shipped, status: 'shipped' } })).data!;
    const [one, two] = [await ship(`1Z${Date.now()}A`), await ship(`1Z${Date.now()}B`)];
    const listed = (await op.call(getLogisticsList, { query: { requireId: r.id } as never })).data!.rows;
    expect(listed.map((l) => l.status)).toEqual(['shipped', 'shipped']);
    const today = dayjs().format('YYYY-MM-DD');
    expectRefused(await marketer.call(addOrUpdLogitics, { body: { ...one, remark: undefined, status: 'delivered', deliveredOn: null } }), 400, '已签收请填写签收日期');
    await marketer.call(addOrUpdLogitics, { body: { ...one, remark: undefined, status: 'delivered', deliveredOn: today } });
    await marketer.call(addOrUpdLogitics, { body: { ...two, remark: undefined, status: 'returned', deliveredOn: null } });
    const after = (await op.call(getLogisticsList, { query: { requireId: r.id } as never })).data!.rows;
    expect(Object.fromEntries(after.map((l) => [l.id, [l.status, l.deliveredOn]]))).toEqual({ [one.id]: ['delivered', today], [two.id]: ['returned', null] });
  });
});

describe('KOL tags: add, rename, retire', () => {
  it('renames and retires a tag: kept on its influencers, refused for others and in imports', async () => {
    const cat = (await marketer.call(addOrUpdKolCategory, { body: { name: `标签分类${Date.now()}`, sort: 1 } })).data!;
    const tag = (await marketer.call(addOrUpdPoolTag, { body: { name: '旧名标签', color: 'green' } })).data!;
    const renamed = await marketer.call(addOrUpdPoolTag, { body: { id: tag.id, name: '新名标签', color: 'green' } });
    expect(renamed.data).toMatchObject({ id: tag.id, name: '新名标签', retired: false });
    const kol = await marketer.call(addOrUpdKolPool, { query: { name: 'Tagged KOL', channel: 'youtube', profileUrl: 'https://www.youtube.com/@tagged', followers: 10, categoryId: cat.id, tagIds: [tag.id] } as never });
    expect(kol.resCode, kol.resDes).toBe(200);
    expectRefused(await op.call(addOrUpdPoolTag, { body: { name: 'x' } }), 403);
    expect((await marketer.call(addOrUpdPoolTag, { body: { id: tag.id, name: '新名标签', color: 'green', retired: true } })).data).toMatchObject({ retired: true, kolCount: 1 });
    expect((await marketer.call(getListPoolTag, {})).data!.find((x) => x.id === tag.id)).toMatchObject({ retired: true });
    // Kept where it was; refused for another influencer and in an import.
    const keep = await marketer.call(addOrUpdKolPool, { query: { id: kol.data.id, name: 'Tagged KOL', channel: 'youtube', profileUrl: 'https://www.youtube.com/@tagged', followers: 20, categoryId: cat.id, tagIds: [tag.id] } as never });
    expect(keep.resCode, keep.resDes).toBe(200);
    expectRefused(await marketer.call(addOrUpdKolPool, { query: { name: 'Other KOL', channel: 'youtube', profileUrl: 'https://www.youtube.com/@other-tag', followers: 1, categoryId: cat.id, tagIds: [tag.id] } as never }), 400, '已停用');
    const header = ['红人名称*', '渠道*', '主页链接*', '粉丝数*', '分类*', '标签', '国家', '邮箱', '其他联系方式', '报价', '报价币种', '备注'];
    const bad = await marketer.upload(importKolPool, { bytes: await xlsxOf(header, [['Import One', 'YouTube', 'https://www.youtube.com/@imp1', '10', cat.name, '新名标签', 'US', '', '', '', '', '']]), name: 'pool.xlsx' });
    expect(bad.data).toMatchObject({ status: 'failed', errorCount: 1 });
  });
});
