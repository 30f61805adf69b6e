import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryOf } from '@shared/api/contract';
import { downloadFile, downloadZip, uploadFile } from '@shared/api/tool';
import { frontInfo } from '@shared/api/user';
import { attachments } from '../../../server/db/schema';
import { modules } from '../../../server/modules';
import { attachFiles, defineAttachmentOwner, detachFile, listAttachments, purgeAttachments } from '../../../server/modules/tool';
import { createTestApp, type TestApp } from '../../support/app';
import { PNG_1x1 } from '../../support/files';
import { asBytes, CSV_ZH, EXE, OTHER_CFB, PDF, XLS, xlsx } from './fixtures';
import { readZip } from './zip';

const PAYMENTS = '/operationManager/payment-list';
const testOwner = { name: 'attachmentTest', routes: () => [], attachmentOwners: [defineAttachmentOwner('test_payment', [PAYMENTS])] };

let t: TestApp;
let sales: string; // zhangwei: holds the payments screen
let finance: string; // lina: holds it too
let ops: string; // wangfang: does not
let salesId: number;
beforeAll(async () => {
  t = await createTestApp({}, [...modules, testOwner]);
  [sales, finance, ops] = await Promise.all([t.login('zhangwei'), t.login('lina'), t.login('wangfang')]);
  salesId = (await t.as(sales).call(frontInfo)).data.id;
});
afterAll(() => t.close());

const upload = (file: Buffer, name: string, token = sales) => t.as(token).upload(uploadFile, { bytes: file, name });
const download = async (id: number, token = sales, query: QueryOf<typeof downloadFile> = {}) => {
  const res = await t.as(token).blob(downloadFile, { params: { id }, query });
  return { ...res, body: res.bytes };
};
const rowOf = async (id: number) => (await t.db.select().from(attachments).where(eq(attachments.id, id)))[0]!;
const storedPath = (key: string) => path.join(t.deps.config.dataDir, 'files', key);
const json = (res: { body: Buffer }) => JSON.parse(res.body.toString('utf8'));

describe('upload (POST /api/tool/fastDfsClient/upload)', () => {
  it('stores each accepted kind, records it, and downloads the same bytes', async () => {
    const files: Array<[Buffer, string, string]> = [
      [PDF, '合同 2024.pdf', 'application/pdf'],
      [PNG_1x1, '截图.png', 'image/png'],
      [await xlsx(), '付款明细.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [XLS, '旧表.xls', 'application/vnd.ms-excel'],
      [CSV_ZH, '名单.csv', 'text/csv'],
    ];
    for (const [bytes, name, contentType] of files) {
      const res = await upload(bytes, name);
      expect(res.body).toMatchObject({ resCode: 200, data: { name, size: bytes.length, contentType } });
      const { id, url } = res.body.data;
      expect(url).toBe(`/api/tool/file/${id}`);
      const row = await rowOf(id);
      expect(row).toMatchObject({ name, size: bytes.length, contentType, uploadedBy: salesId, entity: null, entityId: null });
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(row.storageKey).toMatch(/^attachments\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.\w+$/);
      expect(fs.readFileSync(storedPath(row.storageKey))).toEqual(bytes);
      const got = await download(id);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(bytes);
      expect(got.headers['content-type']).toContain(contentType);
    }
  });

  it('names the download exactly (RFC 5987), inline for images and PDF, as a file otherwise', async () => {
    const pdf = (await upload(PDF, '发票 No.1.pdf')).body.data.id;
    const inline = await download(pdf);
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="__ No.1.pdf"; filename*=UTF-8''${encodeURIComponent('发票 No.1.pdf')}`,
    );
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(pdf, sales, { download: '1' })).headers['content-disposition']).toMatch(/^attachment; /);
    const csv = (await upload(CSV_ZH, '名单.csv')).body.data.id;
    expect((await download(csv)).headers['content-disposition']).toMatch(/^attachment; filename="__.csv"; filename\*=UTF-8''/);
  });

  it('keeps the declared name but sanitised, and adds the real extension when the name claims another type', async () => {
    const res = await upload(PNG_1x1, '..\\..\\evil/\u202Egnp.exe');
    expect(res.body.data.name).toBe('gnp.exe.png');
    expect((await upload(PNG_1x1, 'photo.JPEG')).body.data.name).toBe('photo.JPEG.png');
  });

  it('answers an empty file with 501 (upload again) and stores nothing', async () => {
    const before = await t.db.$count(attachments);
    expect((await upload(Buffer.alloc(0), 'empty.pdf')).body).toMatchObject({ resCode: 501, resDes: '文件为空，请重新上传' });
    const missing = await t.as(sales).upload(uploadFile, undefined, { x: '1' });
    expect(missing.body.resCode).toBe(501);
    expect(await t.db.$count(attachments)).toBe(before);
  });

  it('refuses a file over 20 MB with a clear message', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    expect((await upload(big, 'big.pdf')).body).toMatchObject({ resCode: 413, resDes: '上传文件大小不能超过 20MB!' });
  });

  it('refuses types judged by content: an .exe named .pdf, an unknown compound file, binary named .txt', async () => {
    const before = await t.db.$count(attachments);
    for (const [bytes, name] of [
      [EXE, '发票.pdf'],
      [OTHER_CFB, 'setup.doc'],
      [EXE, 'readme.txt'],
      [Buffer.from('plain words'), 'notes.md'],
    ] as const) {
      const res = await upload(bytes, name);
      expect({ name, body: res.body }).toMatchObject({ name, body: { resCode: 400, resDes: expect.stringContaining('不支持的文件类型') } });
    }
    expect(await t.db.$count(attachments)).toBe(before);
  });

  it('needs a login', async () => {
    const res = await t.as().upload(uploadFile, { bytes: PDF, name: 'a.pdf' });
    expect(res.body.resCode).toBe(401);
  });
});

describe('who may download', () => {
  it('unattached: only the uploader', async () => {
    const id = (await upload(PDF, 'mine.pdf')).body.data.id;
    expect((await download(id)).status).toBe(200);
    expect(json(await download(id, ops))).toMatchObject({ resCode: 403 });
    expect(json(await download(id, finance))).toMatchObject({ resCode: 403 });
    expect(json(await download(999999))).toMatchObject({ resCode: 404, resDes: '附件不存在' });
  });

  it('attached to a registered record: holders of its screen code read it, others get 403', async () => {
    const id = (await upload(PDF, 'payment.pdf')).body.data.id;
    await t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 7, ids: [id], by: salesId }));
    expect(await rowOf(id)).toMatchObject({ entity: 'test_payment', entityId: 7 });
    expect((await download(id, finance)).body).toEqual(PDF);
    expect((await download(id)).status).toBe(200);
    expect(json(await download(id, ops))).toMatchObject({ resCode: 403 });
    expect((await listAttachments(t.db, 'test_payment', 7)).map((a) => a.name)).toEqual(['payment.pdf']);
  });

  it('the <img> form: ?token= works where no header can be set', async () => {
    const id = (await upload(PNG_1x1, 'a.png')).body.data.id;
    const res = await t.http.get(`/api/tool/file/${id}?token=${encodeURIComponent(sales)}`).buffer(true).parse(asBytes);
    expect(res.body).toEqual(PNG_1x1);
  });
});

describe('attachFiles / detachFile / purge', () => {
  it('attaches only the caller\'s own unattached uploads, all or nothing', async () => {
    const mine = (await upload(PDF, 'a.pdf')).body.data.id;
    const theirs = (await upload(PDF, 'b.pdf', finance)).body.data.id;
    await expect(
      t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 8, ids: [mine, theirs], by: salesId })),
    ).rejects.toMatchObject({ resCode: 400, message: '附件不存在或不是您上传的' });
    expect((await rowOf(mine)).entity).toBeNull();

    await t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 8, ids: [mine, mine], by: salesId }));
    // A re-save of the same record is fine; another record may not take it.
    await t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 8, ids: [mine], by: salesId }));
    await expect(
      t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 9, ids: [mine], by: salesId })),
    ).rejects.toMatchObject({ resCode: 409, message: '附件已关联到其他记录' });
    await expect(
      t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 8, ids: [123456], by: salesId })),
    ).rejects.toMatchObject({ resCode: 400 });
    await expect(() => attachFiles(t.db, { entity: 'nobody_registered', entityId: 1, ids: [mine], by: salesId })).rejects.toThrow(
      /attachmentOwners/,
    );
  });

  it('detaching hides it at once; the purge removes detached files and day-old unattached uploads', async () => {
    const kept = (await upload(PDF, 'kept.pdf')).body.data.id;
    const gone = (await upload(PDF, 'gone.pdf')).body.data.id;
    const stale = (await upload(PDF, 'stale.pdf')).body.data.id;
    await t.db.transaction((tx) => attachFiles(tx, { entity: 'test_payment', entityId: 10, ids: [kept, gone], by: salesId }));
    await t.db.transaction((tx) => detachFile(tx, { entity: 'test_payment', entityId: 10, id: gone }));
    await expect(t.db.transaction((tx) => detachFile(tx, { entity: 'test_payment', entityId: 11, id: kept }))).rejects.toMatchObject({
      resCode: 404,
    });
    expect((await listAttachments(t.db, 'test_payment', 10)).map((a) => a.id)).toEqual([kept]);
    expect(json(await download(gone))).toMatchObject({ resCode: 404 });

    const goneKey = (await rowOf(gone)).storageKey;
    const staleKey = (await rowOf(stale)).storageKey;
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await purgeAttachments(t.deps, tomorrow)).toBeGreaterThanOrEqual(2);
    expect(await rowOf(gone)).toBeUndefined();
    expect(await rowOf(stale)).toBeUndefined();
    expect(fs.existsSync(storedPath(goneKey))).toBe(false);
    expect(fs.existsSync(storedPath(staleKey))).toBe(false);
    expect((await download(kept)).body).toEqual(PDF);
  });
});

describe('zip download (GET /api/tool/file/zip)', () => {
  it('streams the files in a zip with duplicate names told apart', async () => {
    const a = (await upload(PDF, '合同.pdf')).body.data.id;
    const b = (await upload(Buffer.concat([PDF, Buffer.from('% second')]), '合同.pdf')).body.data.id;
    const c = (await upload(PNG_1x1, 'x.png')).body.data.id;
    const res = await t.as(sales).blob(downloadZip, { query: { ids: [a, b, c], name: '付款附件' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('付款附件.zip')}`);
    const entries = await readZip(res.bytes);
    expect(entries.map((e) => e.name)).toEqual(['合同.pdf', '合同 (2).pdf', 'x.png']);
    expect(entries[0]!.data).toEqual(PDF);
    expect(entries[1]!.data.toString()).toContain('% second');
    expect(entries[2]!.data).toEqual(PNG_1x1);
  });

  it('refuses the whole zip when one file may not be read, and bad id lists', async () => {
    const mine = (await upload(PDF, 'a.pdf')).body.data.id;
    const theirs = (await upload(PDF, 'b.pdf', finance)).body.data.id;
    expect((await t.as(sales).blob(downloadZip, { query: { ids: [mine, theirs] } })).envelope).toMatchObject({ resCode: 403 });
    const zip = async (query: object) => (await t.as(sales).callUnchecked(downloadZip, { query })).body; // malformed id lists
    expect(await zip({})).toMatchObject({ resCode: 400 });
    expect(await zip({ ids: 'abc' })).toMatchObject({ resCode: 400 });
  });
});
