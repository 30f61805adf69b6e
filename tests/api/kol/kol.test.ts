import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalInbox } from '@shared/api/approvals';
import { addBlackKolPool, addOrUpdKolCategory, addOrUpdKolPool, addOrUpdPoolTag, addPoolTack, deleteKolCategory, deleteKolPool, exportKolPool, getListPoolTag, getPoolTrackListByPoolId, importKolPool, queryKolCategoryList, queryKolPoolList } from '@shared/api/kol/pool';
import { addEvaluate, addOrUpdLogitics, addOrUpdReds, getRedsNumAndReferralFee, getRequireRedsById, type RedsBody } from '@shared/api/kol/reds';
import {
  addOrUpdKolRequire,
  addRequireLog,
  auditKolProcessBatch,
  deleteKolRequireById,
  exportKolData,
  getAllChangeUser,
  getKolAuditor,
  getKolRequireById,
  getKolRequireStatusList,
  getLogByRequireId,
  getMarketPlatInfo,
  queryKolRequireList,
  submitIdKolRequire,
  submitKolRequire,
} from '@shared/api/kol/require';
import { baseSkus, groupPlatforms, groups, kolAuditBatches, kolPool, kolRequires, skuListings } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { createUser } from '../b2b/fixtures';
import { sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let op: As; // wangfang 运营
let op2: As; // another 运营: sees only their own requirements
let marketer: As; // sunli 市场推广
let manager: As; // zhaolei 市场推广主管
let sales: As; // zhangwei: no KOL screen
const fx = { sku: '', platformId: 0, otherPlatformId: 0, category: 0, tag: 0, sunli: 0, zhaolei: 0 };

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t, 'kolop2', '运营二', ['operations']);
  [op, op2, marketer, manager, sales] = (await Promise.all(['wangfang', 'kolop2', 'sunli', 'zhaolei', 'zhangwei'].map((n) => t.login(n)))).map((tk) => as(t, tk)) as [As, As, As, As, As];
  const [listing] = await t.db
    .select({ sku: baseSkus.sku, platformId: skuListings.platformId })
    .from(skuListings)
    .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
    .innerJoin(groupPlatforms, eq(groupPlatforms.platformId, skuListings.platformId))
    .innerJoin(groups, and(eq(groups.id, groupPlatforms.groupId), eq(groups.code, 'operations')))
    .limit(1);
  fx.sku = listing!.sku;
  fx.platformId = listing!.platformId;
  fx.otherPlatformId = 999_999;
  fx.sunli = await userId(t, 'sunli');
  fx.zhaolei = await userId(t, 'zhaolei');
  const cat = await marketer.call(addOrUpdKolCategory, { body: { name: '测试3C数码', sort: 1 } });
  expect(cat.resCode, cat.resDes).toBe(200);
  fx.category = cat.data.id;
  const tag = await marketer.call(addOrUpdPoolTag, { body: { name: '测试标签', color: 'green' } });
  expect(tag.resCode, tag.resDes).toBe(200);
  fx.tag = tag.data.id;
});
afterAll(() => t.close());

const deadline = dayjs().add(30, 'day').format('YYYY-MM-DD');
const draftBody = (over: Record<string, unknown> = {}) => ({
  sku: fx.sku,
  platformId: fx.platformId,
  channel: 'youtube' as const,
  budget: '1500.00',
  currency: 'USD' as const,
  wantedPosts: 3,
  deadline,
  description: '新品上市开箱视频',
  ...over,
});

async function draft(who: As = op, over: Record<string, unknown> = {}) {
  const res = await who.call(addOrUpdKolRequire, { body: draftBody(over) });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}
const stored = async (id: number) => (await t.db.select().from(kolRequires).where(eq(kolRequires.id, id)))[0]!;

let kolSeq = 0;
async function influencer(over: Record<string, unknown> = {}) {
  kolSeq += 1;
  const res = await marketer.call(addOrUpdKolPool, {
    query: { name: `Tech Reviewer ${kolSeq}`, channel: 'youtube', profileUrl: `https://www.youtube.com/@tester${kolSeq}`, followers: 120000, categoryId: fx.category, tagIds: [fx.tag], price: '500', priceCurrency: 'USD', ...over } as never,
  });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data;
}

async function approvedRequire() {
  const r = await draft();
  const sub = await op.call(submitIdKolRequire, { body: { id: r.id, version: r.version } });
  expect(sub.resCode, sub.resDes).toBe(200);
  const batchId = (await stored(r.id)).batchId!;
  const audit = await manager.call(auditKolProcessBatch, { body: { id: batchId, pass: true, comment: '同意' } });
  expect(audit.resCode, audit.resDes).toBe(200);
  return r;
}

describe('requirements: draft, submit as a batch, batch audit', () => {
  it('offers the SKU platforms within the caller\'s platforms, and refuses an unknown SKU', async () => {
    const info = await op.call(getMarketPlatInfo, { query: { sku: fx.sku.toLowerCase() } });
    expect(info.resCode, info.resDes).toBe(200);
    expect(info.data.platforms.map((p) => p.platformId)).toContain(fx.platformId);
    expectRefused(await op.call(getMarketPlatInfo, { query: { sku: 'NO-SUCH-SKU' } }), 404, 'SKU NO-SUCH-SKU 不存在');
  });

  it('saves a draft with a serial and a log entry; bad input changes nothing', async () => {
    const r = await draft();
    expect(r.serialNo).toMatch(/^KOL\d{12}$/);
    expect(r).toMatchObject({ status: 'draft', version: 1 });
    const before = await t.db.$count(kolRequires);
    expectRefused(await op.callUnchecked(addOrUpdKolRequire, { body: { ...draftBody(), budget: '' } }), 400, '请填写预算');
    expectRefused(await op.callUnchecked(addOrUpdKolRequire, { body: { ...draftBody(), channel: 'myspace' } }), 400, '渠道不正确');
    expectRefused(await op.call(addOrUpdKolRequire, { body: draftBody({ deadline: '2020-01-01' }) }), 400, '截止日期不能早于今天');
    expectRefused(await op.call(addOrUpdKolRequire, { body: draftBody({ platformId: fx.otherPlatformId }) }), 400, '未在所选市场平台销售');
    expectRefused(await op.call(addOrUpdKolRequire, { body: draftBody({ ownerId: await userId(t, 'zhangwei') }) }), 400, '负责人须为市场推广人员');
    expect(await t.db.$count(kolRequires)).toBe(before);
    const log = await op.call(getLogByRequireId, { query: { requireId: r.id } });
    expect(log.data.map((l) => l.action)).toEqual(['save']);
  });

  it('lets only the creator edit, with the version they saw', async () => {
    const r = await draft();
    expectRefused(await op2.call(addOrUpdKolRequire, { body: { ...draftBody(), id: r.id, version: 1 } }), 404, 'KOL需求不存在');
    const edited = await op.call(addOrUpdKolRequire, { body: { ...draftBody({ budget: '2000' }), id: r.id, version: 1 } });
    expect(edited.data.version).toBe(2);
    expectRefused(await op.call(addOrUpdKolRequire, { body: { ...draftBody(), id: r.id, version: 1 } }), 409, '已被他人修改');
    expect((await stored(r.id)).budget).toBe('2000.00');
  });

  it('submits two requirements as one batch, which becomes one approval for the manager, and one decision approves both', async () => {
    const a = await draft();
    const b = await draft(op, { channel: 'tiktok', budget: '800' });
    expectRefused(await marketer.call(submitKolRequire, { body: { ids: [a.id, b.id] } }), 403);
    const res = await op.call(submitKolRequire, { body: { ids: [a.id, b.id] } });
    expect(res.resCode, res.resDes).toBe(200);
    expect(res.data).toMatchObject({ count: 2, batchNo: expect.stringMatching(/^KP\d{12}$/) });
    expect((await stored(a.id)).batchId).toBe(res.data.batchId);
    expect((await stored(b.id)).status).toBe('pending_audit');

    const inbox = await manager.call(approvalInbox);
    const item = inbox.data.items.find((i) => i.entity === 'kol_audit_batch' && i.id === res.data.batchId);
    expect(item).toMatchObject({ kindTitle: 'KOL需求审核', title: `${res.data.batchNo} · 2条KOL需求` });
    expect((await op.call(approvalInbox)).data.items.some((i) => i.entity === 'kol_audit_batch')).toBe(false);

    const detail = await manager.call(getKolRequireById, { query: { id: a.id } });
    expect(detail.data.batch?.actions.map((x) => x.action)).toEqual(['approve', 'reject']);
    expectRefused(await op.call(auditKolProcessBatch, { body: { id: res.data.batchId, pass: true } }), 403);
    expectRefused(await manager.call(auditKolProcessBatch, { body: { id: res.data.batchId, pass: false } }), 400, '请填写驳回原因');

    const ok = await manager.call(auditKolProcessBatch, { body: { id: res.data.batchId, version: 1, pass: true, comment: '预算合理' } });
    expect(ok.resCode, ok.resDes).toBe(200);
    expect((await stored(a.id)).status).toBe('approved');
    expect((await stored(b.id)).status).toBe('approved');
    const log = await op.call(getLogByRequireId, { query: { requireId: b.id } });
    expect(log.data.at(-1)).toMatchObject({ action: 'approve', actorName: '赵磊', comment: '预算合理' });
    // A second click, or a second manager: already handled, nothing changes.
    expectRefused(await manager.call(auditKolProcessBatch, { body: { id: res.data.batchId, pass: false, comment: '不同意' } }), 409, '已被赵磊处理');
    expect((await stored(a.id)).status).toBe('approved');
  });

  it('submits all or none: one bad requirement leaves every one as it was and makes no batch', async () => {
    const a = await draft();
    const other = await draft(op2);
    const batches = await t.db.$count(kolAuditBatches);
    expectRefused(await op.call(submitKolRequire, { body: { ids: [a.id, other.id] } }), 404, 'KOL需求不存在');
    expect((await stored(a.id)).status).toBe('draft');
    expect(await t.db.$count(kolAuditBatches)).toBe(batches);
    expectRefused(await op.callUnchecked(submitKolRequire, { body: { ids: [] } }), 400, '请选择KOL需求');
  });

  it('rejects a batch with a reason; the creator edits and submits again as a new batch, then deletes a draft', async () => {
    const r = await draft();
    await op.call(submitIdKolRequire, { body: { id: r.id } });
    const firstBatch = (await stored(r.id)).batchId!;
    expectRefused(await op.call(submitIdKolRequire, { body: { id: r.id } }), 409, '当前状态：待审核');
    const rej = await manager.call(auditKolProcessBatch, { body: { id: firstBatch, pass: false, comment: '预算过高' } });
    expect(rej.resCode, rej.resDes).toBe(200);
    expect((await stored(r.id)).status).toBe('rejected');
    const again = await op.call(submitIdKolRequire, { body: { id: r.id } });
    expect(again.resCode, again.resDes).toBe(200);
    expect((await stored(r.id)).batchId).not.toBe(firstBatch);

    const d = await draft();
    expectRefused(await op2.call(deleteKolRequireById, { body: { id: d.id } }), 404, 'KOL需求不存在');
    expectRefused(await marketer.call(deleteKolRequireById, { body: { id: d.id } }), 403);
    expect((await op.call(deleteKolRequireById, { body: { id: d.id } })).resCode).toBe(200);
    expectRefused(await op.call(getKolRequireById, { query: { id: d.id } }), 404, 'KOL需求不存在');
  });

  it('shows an operator only their own requirements, with tab counts; the manager sees all', async () => {
    const mine = await draft(op2);
    const list = await op2.call(queryKolRequireList, { query: {} });
    const op2Id = (await stored(mine.id)).createdBy;
    expect(list.data.rows.map((r) => r.id)).toContain(mine.id);
    expect(list.data.rows.every((r) => r.createdBy === op2Id)).toBe(true);
    const tabs = await op2.call(getKolRequireStatusList);
    expect(tabs.data.find((s) => s.value === 'draft')).toMatchObject({ label: '草稿', count: list.data.total });
    expect((await manager.call(queryKolRequireList, { query: { createdBy: op2Id } })).data.rows.map((r) => r.id)).toEqual(list.data.rows.map((r) => r.id));
    expectRefused(await sales.call(queryKolRequireList, { query: {} }), 403);
  });

  it('changes the owner to a marketer (manager only) and logs it; notes go to the log', async () => {
    const r = await approvedRequire();
    const owners = await manager.call(getAllChangeUser);
    expect(owners.data.map((u) => u.name)).toEqual(expect.arrayContaining(['孙丽', '赵磊']));
    expect((await op.call(getKolAuditor)).data.map((u) => u.name)).toContain('赵磊');
    expectRefused(await op.call(addOrUpdKolRequire, { body: { id: r.id, changeOwnerTo: fx.sunli } }), 403);
    const res = await manager.call(addOrUpdKolRequire, { body: { id: r.id, changeOwnerTo: fx.sunli } });
    expect(res.resCode, res.resDes).toBe(200);
    expect((await stored(r.id)).ownerId).toBe(fx.sunli);
    const noted = await marketer.call(addRequireLog, { body: { requireId: r.id, content: '已联系3位红人' } });
    expect(noted.data.slice(-2).map((l) => [l.action, l.comment])).toEqual([
      ['changeOwner', '负责人：无 → 孙丽'],
      ['note', '已联系3位红人'],
    ]);
  });

  it('exports the list as an xlsx with empty cells for missing values', async () => {
    const res = await op.blob(exportKolData, { query: { status: 'draft' } });
    expect(res.status).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('KOL需求.xlsx');
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toContain('需求单号');
    expect(rows.flat()).not.toContain('null');
    expect(rows.slice(1).every((r) => r[1] === '草稿')).toBe(true);
  });
});

describe('reds, sample logistics and evaluation', () => {
  const red = (requireId: number, poolId: number, over: Partial<RedsBody> = {}): RedsBody => ({
    requireId,
    poolId,
    link: 'https://youtu.be/abc123',
    channel: 'youtube',
    publishDate: dayjs().format('YYYY-MM-DD'),
    views: 12000,
    clicks: 800,
    orders: 25,
    referralFee: '300.50',
    currency: 'USD',
    ...over,
  });

  it('refuses a post on a requirement not approved, and a blacklisted influencer', async () => {
    const kol = await influencer();
    const d = await draft();
    expectRefused(await marketer.call(addOrUpdReds, { body: red(d.id, kol.id) }), 500, '只有已通过的KOL需求可以录入红人帖子');
    const r = await approvedRequire();
    const black = await influencer();
    expectRefused(await marketer.call(addBlackKolPool, { body: { id: black.id, black: true } }), 400, '请填写拉黑原因');
    expect((await marketer.call(addBlackKolPool, { body: { id: black.id, black: true, reason: '收费后未发帖' } })).resCode).toBe(200);
    expectRefused(await marketer.call(addOrUpdReds, { body: red(r.id, black.id) }), 500, '该红人已被拉黑，不能选择');
    expectRefused(await op.call(addOrUpdReds, { body: red(r.id, kol.id) }), 403);
    const selectable = await marketer.call(queryKolPoolList, { query: { selectable: 'true', limit: 200 } as never });
    expect(selectable.data.rows.some((k) => k.id === black.id)).toBe(false);
  });

  it('records a post with its fee, a sample shipment and an evaluation that feeds the pool score', async () => {
    const r = await approvedRequire();
    const kol = await influencer();
    const saved = await marketer.call(addOrUpdReds, { body: red(r.id, kol.id) });
    expect(saved.resCode, saved.resDes).toBe(200);
    await marketer.call(addOrUpdReds, { body: red(r.id, kol.id, { referralFee: '100', currency: 'CNY', views: 1000, clicks: 10, orders: 1 }) });
    const totals = await op.call(getRedsNumAndReferralFee, { query: { requireId: r.id } });
    expect(totals.data).toMatchObject({ redsCount: 2, views: 13000, clicks: 810, orders: 26, fees: [{ currency: 'CNY', amount: '100.00' }, { currency: 'USD', amount: '300.50' }] });
    expect(Number(totals.data.feeCny)).toBeGreaterThan(100);

    const ship = { redsId: saved.data.id, carrier: 'DHL', trackingNo: `DHL${Date.now()}`, quantity: 2, shippedOn: dayjs().format('YYYY-MM-DD'), status: 'shipped' as const };
    expect((await marketer.call(addOrUpdLogitics, { body: ship })).resCode).toBe(200);
    expectRefused(await marketer.call(addOrUpdLogitics, { body: ship }), 409, '已登记');
    expectRefused(await marketer.call(addOrUpdLogitics, { body: { ...ship, trackingNo: 'X1', status: 'delivered' } }), 400, '已签收请填写签收日期');

    expectRefused(await marketer.callUnchecked(addEvaluate, { body: { redsId: saved.data.id, contentScore: 6, punctualityScore: 5, communicationScore: 5, effectScore: 5 } }), 400, '内容质量评分须为1-5的整数');
    const ev = await marketer.call(addEvaluate, { body: { redsId: saved.data.id, contentScore: 5, punctualityScore: 4, communicationScore: 5, effectScore: 4, comment: '效果好' } });
    expect(ev.data).toMatchObject({ score: '4.50', poolScore: '4.50', evaluateCount: 1 });
    const detail = await marketer.call(getRequireRedsById, { query: { id: saved.data.id } });
    expect(detail.data.logistics).toHaveLength(1);
    expect(detail.data.evaluation).toMatchObject({ score: '4.50' });
    const [pooled] = await t.db.select().from(kolPool).where(eq(kolPool.id, kol.id));
    expect(pooled).toMatchObject({ score: '4.50', evaluateCount: 1, cooperateCount: 2 });
    // Someone else's requirement is out of an operator's view, and so are its posts.
    expectRefused(await op2.call(getRequireRedsById, { query: { id: saved.data.id } }), 404, '红人帖子不存在');
    expectRefused(await marketer.call(deleteKolPool, { query: { id: kol.id } }), 403);
    expectRefused(await manager.call(deleteKolPool, { query: { id: kol.id } }), 500, '已有合作记录');
  });
});

describe('pool, categories, tags, follow-ups, import and export', () => {
  it('refuses a duplicate link in a channel and unknown categories; filters by tag and category', async () => {
    const kol = await influencer({ name: 'Unique Filter KOL' });
    expectRefused(await marketer.call(addOrUpdKolPool, { query: { name: 'Copy', channel: 'youtube', profileUrl: kol.profileUrl, followers: 1, categoryId: fx.category } as never }), 409, '该渠道下已有此主页链接的红人');
    expectRefused(await marketer.call(addOrUpdKolPool, { query: { name: 'X', channel: 'youtube', profileUrl: 'https://x.example/1', followers: 1, categoryId: 999999 } as never }), 400, '分类不存在');
    expectRefused(await marketer.callUnchecked(addOrUpdKolPool, { query: { name: 'X', channel: 'youtube', profileUrl: 'ftp://x', followers: 1, categoryId: fx.category } }), 400, '主页链接必须是 http(s) 链接');
    const found = await marketer.call(queryKolPoolList, { query: { tagIds: [fx.tag], categoryId: fx.category, name: 'unique' } as never });
    expect(found.data.rows.map((r) => r.id)).toEqual([kol.id]);
    expectRefused(await op.call(deleteKolCategory, { query: { id: fx.category } }), 403);
    expectRefused(await marketer.call(deleteKolCategory, { query: { id: fx.category } }), 500, '该分类下还有红人');
    expectRefused(await marketer.call(addOrUpdKolCategory, { body: { name: '测试3c数码' } }), 409, '已有同名分类');
  });

  it('counts each category\'s and each tag\'s own influencers', async () => {
    const [catA, catB] = await Promise.all(['计数分类A', '计数分类B'].map(async (name) => (await marketer.call(addOrUpdKolCategory, { body: { name, sort: 9 } })).data.id));
    const [tagA, tagB] = await Promise.all(['计数标签A', '计数标签B'].map(async (name) => (await marketer.call(addOrUpdPoolTag, { body: { name, color: 'red' } })).data.id));
    await influencer({ categoryId: catA, tagIds: [tagA] });
    await influencer({ categoryId: catA, tagIds: [tagA, tagB] });
    await influencer({ categoryId: catB, tagIds: [tagA] });
    const cats = (await marketer.call(queryKolCategoryList, { query: { name: '计数分类', page: 1, limit: 10 } as never })).data.rows;
    expect(Object.fromEntries(cats.map((c) => [c.id, c.kolCount]))).toEqual({ [catA!]: 2, [catB!]: 1 });
    const tags = (await marketer.call(getListPoolTag, {})).data.filter((x) => x.name.startsWith('计数标签'));
    expect(Object.fromEntries(tags.map((x) => [x.id, x.kolCount]))).toEqual({ [tagA!]: 3, [tagB!]: 1 });
  });

  it('keeps follow-ups, including the blacklist and its lifting', async () => {
    const kol = await influencer();
    await marketer.call(addPoolTack, { body: { poolId: kol.id, content: '邮件询价', nextFollowAt: deadline } });
    await marketer.call(addBlackKolPool, { body: { id: kol.id, black: true, reason: '态度差' } });
    expectRefused(await marketer.call(addBlackKolPool, { body: { id: kol.id, black: true, reason: '再次' } }), 409, '已在黑名单中');
    await marketer.call(addBlackKolPool, { body: { id: kol.id, black: false } });
    const tracks = await marketer.call(getPoolTrackListByPoolId, { query: { poolId: kol.id } });
    expect(tracks.data.map((x) => x.content)).toEqual(['解除拉黑', '拉黑：态度差', '邮件询价']);
  });

  it('imports all rows or none, and exports with the filters', async () => {
    const header = ['红人名称*', '渠道*', '主页链接*', '粉丝数*', '分类*', '标签', '国家', '邮箱', '其他联系方式', '报价', '报价币种', '备注'];
    const file = async (rows: unknown[][]) => ({ bytes: await xlsxOf(header, rows), name: '红人.xlsx' });
    const before = await t.db.$count(kolPool);
    const bad = await marketer.upload(
      importKolPool,
      await file([
        ['Good One', 'TikTok', 'https://tiktok.com/@good1', '5000', '测试3C数码', '测试标签', 'US', '', '', '', '', ''],
        ['Bad Cat', 'TikTok', 'https://tiktok.com/@bad', '5000', '不存在的分类', '', '', '', '', '', '', ''],
      ]),
    );
    expectRefused(bad, 400, '1 行数据有误');
    expect(await t.db.$count(kolPool)).toBe(before);
    const ok = await marketer.upload(importKolPool, await file([['Good One', 'TikTok', 'https://tiktok.com/@good1', '5000', '测试3C数码', '测试标签', 'US', 'good@example.com', '', '200', 'USD', '']]));
    expect(ok.data).toMatchObject({ status: 'ok', rowCount: 1 });
    expect(await t.db.$count(kolPool)).toBe(before + 1);
    expectRefused(await op.upload(importKolPool, await file([])), 403);

    const res = await marketer.blob(exportKolPool, { query: { channel: 'tiktok' } as never });
    const rows = await sheetRows(res.bytes);
    expect(rows[0]![0]).toBe('红人名称');
    expect(rows.slice(1).map((r) => r[0])).toContain('Good One');
    expect(rows.flat()).not.toContain('null');
  });
});
