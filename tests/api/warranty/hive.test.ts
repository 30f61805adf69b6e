import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadExportTask } from '../../../shared/api/report';
import { addOrUpdProductQrCode, addQrCodeTask, getQrBatchById, honeycombQrPage, qrBatchLog, qrBatchTabNum, queryBaseTemplate, querySkuInfo } from '../../../shared/api/warranty/batch';
import { generateQrCode, productQrDetailPage, signQrCodeFinish } from '../../../shared/api/warranty/code';
import { addOrUpdHoneycombBase, getHoneycombBaseById, honeycombBasePage, queryCountryLanguage, serviceMailboxList } from '../../../shared/api/warranty/project';
import { warrantyCodes } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import type { Client } from '../../support/contract';
import { decodeSheet, expectOk, generatedBatch, newProject, TEMPLATES, PUBLIC_URL } from './support';

let t: TestApp;
let ops: Client;
let sales: Client;
let skus: string[];

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  [ops, sales] = await Promise.all(['wangfang', 'zhangwei'].map(async (n) => t.as(await t.login(n))));
  skus = expectOk(await ops.call(querySkuInfo, { query: { keyword: 'HK01' } })).slice(0, 2).map((s) => s.sku);
});
afterAll(() => t.close());

describe('projects', () => {
  it('creates, edits and lists a project with its templates', async () => {
    const langs = expectOk(await ops.call(queryCountryLanguage));
    expect(langs.countries.find((c) => c.code === 'DE')).toMatchObject({ language: 'de-DE' });
    const p = await newProject(ops, skus);
    expect(p).toMatchObject({ languages: ['en-US', 'de-DE'], skus, warrantyMonths: 12, version: 1 });
    const edited = expectOk(await ops.call(addOrUpdHoneycombBase, { body: { ...p, id: p.id, version: p.version, warrantyMonths: 24, logoUrl: null } }));
    expect(edited).toMatchObject({ warrantyMonths: 24, version: 2 });
    expect(expectOk(await ops.call(getHoneycombBaseById, { query: { id: p.id } })).templates['de-DE']!.title).toBe('Garantie verlängern');
    const page = expectOk(await ops.call(honeycombBasePage, { query: { sku: skus[0] } }));
    expect(page.rows.some((r) => r.id === p.id)).toBe(true);
    // The version seen is stale now.
    expect(await ops.call(addOrUpdHoneycombBase, { body: { ...p, id: p.id, version: 1, logoUrl: null } })).toMatchObject({ resCode: 409, resDes: '该项目已被他人修改，请刷新后重试' });
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const [mailbox] = expectOk(await ops.call(serviceMailboxList));
    const base = { name: 'x', brand: 'B', skus, countries: ['US'], languages: ['en-US', 'de-DE'], mailboxId: mailbox!.id, warrantyMonths: 12, templates: { 'en-US': TEMPLATES['en-US'] } };
    expect((await ops.callUnchecked(addOrUpdHoneycombBase, { body: base })).resDes).toContain('请填写de-DE的页面模板');
    expect((await ops.callUnchecked(addOrUpdHoneycombBase, { body: { ...base, templates: TEMPLATES, skus: ['NOPE-1'] } })).resDes).toBe('SKU不存在或不在您的平台范围内：NOPE-1');
    expect((await ops.callUnchecked(addOrUpdHoneycombBase, { body: { ...base, templates: TEMPLATES, warrantyMonths: 0 } })).resDes).toContain('延保月数至少1个月');
    expect((await ops.callUnchecked(addOrUpdHoneycombBase, { body: { ...base, templates: TEMPLATES, logoUrl: 'http://x' } })).resDes).toContain('https://');
    expect((await ops.callUnchecked(addOrUpdHoneycombBase, { body: {} })).resCode).toBe(400);
    expect(expectOk(await ops.call(honeycombBasePage, { query: { name: 'x' } })).rows.filter((r) => r.name === 'x')).toEqual([]);
  });

  it('is closed to roles without the screen', async () => {
    expect((await sales.call(honeycombBasePage)).resCode).toBe(403);
    expect((await sales.call(addOrUpdHoneycombBase, { body: { name: 'x' } as never })).resCode).toBe(403);
    expect((await t.as().call(honeycombBasePage)).resCode).toBe(401);
  });
});

describe('code batches', () => {
  it('generates a batch as a job: unique codes, a zip of scannable QR images in the report centre, then printed', async () => {
    const p = await newProject(ops, skus);
    const tpl = expectOk(await ops.call(queryBaseTemplate, { query: { projectId: p.id } }));
    expect(tpl).toMatchObject({ defaultLanguage: 'en-US', languages: ['en-US', 'de-DE'] });
    expect(tpl.urlPattern).toBe(`${PUBLIC_URL}/w/{code}`);
    const batch = await generatedBatch(ops, p.id, skus[0]!, 30);
    expect(batch).toMatchObject({ status: 'generated', generatedCount: 30, exportStatus: 'done' });
    const codes = await t.db.select().from(warrantyCodes).where(eq(warrantyCodes.batchId, batch.id));
    expect(new Set(codes.map((c) => c.code)).size).toBe(30);
    expect(codes.every((c) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(c.code))).toBe(true);

    const file = await ops.blob(downloadExportTask, { params: { id: batch.exportTaskId! } });
    expect(file.headers['content-type']).toBe('application/zip');
    const sheet = await decodeSheet(file.bytes);
    expect(sheet.pngs).toHaveLength(30);
    const first = codes.find((c) => c.seq === 1)!;
    expect(sheet.firstUrl).toBe(`${PUBLIC_URL}/w/${first.code}`);
    expect(sheet.csv.split('\n')[1]).toContain(first.code);

    const list = expectOk(await ops.call(productQrDetailPage, { query: { batchId: batch.id, limit: 20 } }));
    expect(list).toMatchObject({ total: 30, nextAfter: 20 });
    const next = expectOk(await ops.call(productQrDetailPage, { query: { batchId: batch.id, after: 20, limit: 20 } }));
    expect(next.rows.map((r) => r.seq)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    // Past the last code the batch is still there; a batch that does not exist is said so.
    expect(expectOk(await ops.call(productQrDetailPage, { query: { batchId: batch.id, after: 30 } }))).toMatchObject({ total: 30, rows: [], nextAfter: null });
    const missing = await ops.call(productQrDetailPage, { query: { batchId: batch.id + 100000 } });
    expect([missing.resCode, missing.resDes]).toEqual([404, '二维码批次不存在']);
    const image = expectOk(await ops.call(generateQrCode, { query: { id: list.rows[0]!.id } }));
    expect(image.image.startsWith('data:image/png;base64,')).toBe(true);
    expect(image.url).toBe(`${PUBLIC_URL}/w/${list.rows[0]!.code}`);

    // Generated already: a second start is refused by state; printing twice likewise.
    expect((await ops.call(addQrCodeTask, { query: { id: batch.id } })).resCode).toBe(409);
    expectOk(await ops.call(signQrCodeFinish, { query: { id: batch.id, version: batch.version } }));
    const printed = expectOk(await ops.call(getQrBatchById, { query: { id: batch.id } }));
    expect(printed).toMatchObject({ status: 'printed', printerName: '王芳' });
    expect((await ops.call(signQrCodeFinish, { query: { id: batch.id } })).resDes).toContain('当前状态：已打印');
    expect(expectOk(await ops.call(qrBatchLog, { query: { id: batch.id } })).map((l) => l.action)).toEqual(['save', 'generate', 'finish', 'sign']);
    expect(expectOk(await ops.call(qrBatchTabNum)).printed).toBeGreaterThanOrEqual(1);
    expect(expectOk(await ops.call(honeycombQrPage, { query: { status: 'printed' } })).rows.some((r) => r.id === batch.id)).toBe(true);
  });

  it('refuses to generate or reprint codes without the configured public address, whatever Host the request names', async () => {
    const p = await newProject(ops, [skus[0]!]);
    const saved = expectOk(await ops.call(addOrUpdProductQrCode, { body: { projectId: p.id, sku: skus[0]!, quantity: 5 } }));
    const config = t.deps.config as { publicUrl?: string };
    config.publicUrl = undefined;
    try {
      const refused = await ops.call(addQrCodeTask, { query: { id: saved.id } });
      expect([refused.resCode, refused.resDes]).toEqual([500, '未配置对外访问地址（PUBLIC_URL），不能生成或打印二维码']);
      expect(expectOk(await ops.call(getQrBatchById, { query: { id: saved.id } })).status).toBe('draft');
      const anyCode = (await t.db.select().from(warrantyCodes).limit(1))[0];
      if (anyCode) expect((await ops.call(generateQrCode, { query: { id: anyCode.id } })).resDes).toBe('未配置对外访问地址（PUBLIC_URL），不能生成或打印二维码');
    } finally {
      config.publicUrl = PUBLIC_URL;
    }
  });

  it('checks batches: SKU of the project, quantity limits, only drafts edited, permission', async () => {
    const p = await newProject(ops, [skus[0]!]);
    expect(await ops.call(addOrUpdProductQrCode, { body: { projectId: p.id, sku: skus[1]!, quantity: 5 } })).toMatchObject({ resCode: 400, resDes: `SKU ${skus[1]} 不属于项目“${p.name}”` });
    expect((await ops.callUnchecked(addOrUpdProductQrCode, { body: { projectId: p.id, sku: skus[0], quantity: 100001 } })).resDes).toContain('一个批次最多100,000个二维码');
    expect((await ops.callUnchecked(addOrUpdProductQrCode, { body: { projectId: p.id, sku: skus[0], quantity: 'many' } })).resDes).toContain('数量必须是整数');
    const draft = expectOk(await ops.call(addOrUpdProductQrCode, { body: { projectId: p.id, sku: skus[0]!, quantity: 5 } }));
    const edited = expectOk(await ops.call(addOrUpdProductQrCode, { body: { id: draft.id, version: draft.version, projectId: p.id, sku: skus[0]!, quantity: 6 } }));
    expect(edited).toMatchObject({ quantity: 6, version: 2 });
    expect(await ops.call(addQrCodeTask, { query: { id: draft.id, version: 1 } })).toMatchObject({ resCode: 409, resDes: '该二维码批次已被他人修改，请刷新后重试' });
    expect((await sales.call(addQrCodeTask, { query: { id: draft.id } })).resCode).toBe(403);
    expect((await ops.call(signQrCodeFinish, { query: { id: draft.id } })).resCode).toBe(409);
    expectOk(await ops.call(addQrCodeTask, { query: { id: draft.id, version: 2 } }));
    expect(await ops.call(addOrUpdProductQrCode, { body: { id: draft.id, projectId: p.id, sku: skus[0]!, quantity: 7 } })).toMatchObject({ resCode: 500, resDes: '只有待生成的批次可以修改' });
  });

  it('lets a user with the screen but without the button read but not act', async () => {
    const { userWith } = await import('../products/support');
    const reader = await userWith(t, 'hive-reader', { menus: ['/hive/code-list'] });
    expectOk(await reader.client.call(honeycombQrPage));
    expect((await reader.client.call(addOrUpdProductQrCode, { body: { projectId: 1, sku: 'X', quantity: 1 } })).resCode).toBe(403);
  });
});
