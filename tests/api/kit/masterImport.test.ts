import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImportErrors, downloadImportTemplate, importRecordPage } from '@shared/api/report';
import { addLabel, checkLabelExist, getLabelByName } from '@shared/api/mail/labels';
import { logisticsCostScreen } from '@shared/api/sales/screens';
import { defineFields, field } from '@shared/screen/fields';
import { defineMaster } from '@shared/screen/master';
import { countries, saleLogisticsCosts as c } from '../../../server/db/schema';
import { prefixFilter } from '../../../server/http/masterFilters';
import { masterImportKind } from '../../../server/http/masterImport';
import { masterRoutes, type MasterServer } from '../../../server/http/masterRoutes';
import { modules, type ModuleManifest } from '../../../server/modules';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

// A throwaway master with a declared import and look-ups, over the logistics cost table, mounted beside
// the product's modules: what the kit gives a screen that declares them (shared/screen/masterImport.ts).
const MODES = { sea: '海运', air: '空运' } as const;
const row = z.object({ id: z.number(), country: z.string(), transportMode: z.string(), currency: z.string(), costPerKg: z.string(), effectiveFrom: z.string() });
const fields = defineFields<z.infer<typeof row>>()({
  country: field.text('国家', { filter: { kind: 'select', options: 'countries', schema: z.string().optional() } }),
  transportMode: field.enum('运输方式', MODES),
  currency: field.text('币种'),
  costPerKg: field.text('单价'),
  effectiveFrom: field.text('生效日期', { filter: { kind: 'text', schema: z.string().optional() } }),
});
const base = '/api/kitTest/cost';
const kitCosts = defineMaster({
  screen: logisticsCostScreen,
  title: '测试费用',
  paths: { page: `${base}/page` },
  row,
  fields,
  columns: ['country', 'transportMode', 'currency', 'costPerKg', 'effectiveFrom'],
  name: (r) => r.country,
  lookups: {
    options: { transportMode: { path: `${base}/modes`, summary: '运输方式' }, country: { path: `${base}/countries`, summary: '国家' } },
    find: { path: `${base}/find`, by: 'effectiveFrom', limit: 2, summary: '按生效日期前缀找' },
  },
  import: {
    kind: 'kitTestCost',
    title: '测试费用导入',
    file: '测试费用.xlsx',
    path: `${base}/import`,
    columns: { country: { example: 'US' }, transportMode: { example: '海运' }, currency: { example: 'USD' }, costPerKg: { header: '单价(元)', example: '1.5' }, effectiveFrom: { example: '2030-01-01', required: false } },
    row: z.object({
      country: z.string({ error: '请填写国家' }).trim(),
      transportMode: z.string().transform((v, ctx) => Object.entries(MODES).find(([, label]) => label === v)?.[0] ?? (ctx.addIssue('运输方式不正确'), z.NEVER)),
      currency: z.string().trim(),
      costPerKg: z.string().regex(/^\d+(\.\d{1,2})?$/, '单价不正确'),
      effectiveFrom: z.string().default('2030-01-01'),
    }),
    summary: '测试导入',
  },
});
const server: MasterServer = {
  table: c,
  columns: { id: c.id, country: c.country, transportMode: c.transportMode, currency: c.currency, costPerKg: c.costPerKg, effectiveFrom: c.effectiveFrom },
  order: [c.effectiveFrom, c.transportMode],
  where: { effectiveFrom: prefixFilter((p) => sql`${c.effectiveFrom}::text like ${p}`) },
  import: { by: ['country', 'transportMode', 'effectiveFrom'], known: { country: countries.code } },
};
const kitModule: ModuleManifest = { name: 'kitTest', routes: () => [masterRoutes(kitCosts, server)], imports: [masterImportKind(kitCosts, server)] };

let t: TestApp;
let operator: As; // wangfang 运营: reads 物流费用 only
let admin: As; // holds 物流费用's import code and sees every import record
const HEADER = ['国家*', '运输方式*', '币种*', '单价(元)*', '生效日期'];
const file = async (rows: unknown[][]) => ({ bytes: await xlsxOf(HEADER, rows), name: '三月费用.xlsx' });
const storedOn = (day: string) => t.db.select().from(c).where(eq(c.effectiveFrom, day)).orderBy(c.transportMode);

beforeAll(async () => {
  t = await createTestApp({}, [...modules, kitModule]);
  [admin, operator] = (await Promise.all(['admin', 'wangfang'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As];
});
afterAll(() => t.close());

describe('a master with a declared import', () => {
  it('lists its template in the report centre: headers from the fields (required marked *) and the example row', async () => {
    const res = await admin.blob(downloadImportTemplate, { query: { kind: 'kitTestCost' } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('测试费用.xlsx');
    expect(await sheetRows(res.bytes)).toEqual([HEADER, ['US', '海运', 'USD', '1.5', '2030-01-01']]);
  });

  it('stores a good file, and the list reads the rows back', async () => {
    const res = await admin.upload(kitCosts.import!.upload, await file([['US', '海运', 'USD', '2.5', '2031-03-01'], ['DE', '空运', 'EUR', '4', '2031-03-01']]));
    expect(res.data).toMatchObject({ status: 'ok', rowCount: 2, errorCount: 0 });
    expect(await storedOn('2031-03-01')).toMatchObject([
      { country: 'DE', transportMode: 'air', costPerKg: '4.00' },
      { country: 'US', transportMode: 'sea', currency: 'USD', costPerKg: '2.50' },
    ]);
    // The same country, mode and day again: the file's value wins.
    await admin.upload(kitCosts.import!.upload, await file([['US', '海运', 'CNY', '3', '2031-03-01']]));
    const listed = (await operator.call(kitCosts.page, { query: { country: 'US', effectiveFrom: '2031-03' } })).data!;
    expect(listed.rows).toEqual([expect.objectContaining({ country: 'US', transportMode: 'sea', currency: 'CNY', costPerKg: '3.00' })]);
  });

  it('refuses a bad file whole: nothing stored, and the error file says why per row', async () => {
    const res = await admin.upload(
      kitCosts.import!.upload,
      await file([['US', '空运', 'USD', '1', '2031-04-01'], ['XX', '海运', 'USD', '1', '2031-04-01'], ['US', '空运', 'USD', '2', '2031-04-01'], ['US', '火箭', 'USD', '1', '2031-04-01']]),
    );
    expectRefused(res, 400, '导入失败：1 行数据有误，未保存任何数据');
    const records = await admin.call(importRecordPage, { query: { kind: 'kitTestCost' } });
    expect(records.data.rows[0]).toMatchObject({ status: 'failed', hasErrorFile: true, fileName: '三月费用.xlsx' });
    const errors = await sheetRows((await admin.blob(downloadImportErrors, { params: { id: records.data.rows[0]!.id } })).bytes);
    expect(errors[0]).toEqual([...HEADER, '错误原因']);
    expect(errors.slice(1).map((r) => r[5] ?? null)).toEqual([null, null, null, '运输方式不正确']);
    // The row rules pass: the data rules name an unknown country and a row repeating another's country, mode and day.
    const again = await admin.upload(kitCosts.import!.upload, await file([['US', '空运', 'USD', '1', '2031-04-01'], ['XX', '海运', 'USD', '1', '2031-04-01'], ['US', '空运', 'USD', '2', '2031-04-01']]));
    expectRefused(again, 400, '2 行数据有误');
    const latest = (await admin.call(importRecordPage, { query: { kind: 'kitTestCost' } })).data.rows[0]!;
    const reasons = await sheetRows((await admin.blob(downloadImportErrors, { params: { id: latest.id } })).bytes);
    expect(reasons.slice(1).map((r) => r[5] ?? null)).toEqual([null, '国家 XX 不存在', 'US 空运 2031-04-01 在文件中重复']);
    expect(await storedOn('2031-04-01')).toEqual([]);
  });

  it('lets only holders of the import code import', async () => {
    expectRefused(await operator.upload(kitCosts.import!.upload, await file([['US', '海运', 'USD', '1', '2031-05-01']])), 403);
    expect(await storedOn('2031-05-01')).toEqual([]);
  });
});

describe('declared look-ups', () => {
  it('answers a field’s choices from its label map and from its named list', async () => {
    const [modes, countryList] = kitCosts.lookups.options.map((o) => o.endpoint);
    expect((await operator.call(modes!)).data).toEqual([
      { value: 'sea', label: '海运' },
      { value: 'air', label: '空运' },
    ]);
    expect((await operator.call(countryList!)).data).toContainEqual({ value: 'US', label: '美国' });
  });

  it('finds records by a filter (its own condition), the first few in the list’s order', async () => {
    await admin.upload(kitCosts.import!.upload, await file([['US', '海运', 'USD', '1', '2032-01-01'], ['US', '空运', 'USD', '1', '2032-01-02'], ['DE', '海运', 'USD', '1', '2032-01-03']]));
    const found = (await operator.call(kitCosts.lookups.find!.endpoint, { query: { effectiveFrom: '2032-01' } })).data!;
    expect(found.map((r) => r.effectiveFrom)).toEqual(['2032-01-01', '2032-01-02']);
  });

  it('asks ahead whether a unique value is taken, by the save’s rule (标签管理: a name in any case)', async () => {
    const added = await admin.call(addLabel, { body: { name: 'Kit标签' } });
    expect((await admin.call(checkLabelExist, { query: { name: 'kit标签' } })).data).toEqual({ exists: true });
    expect((await admin.call(checkLabelExist, { query: { name: 'kit标签', id: added.data!.id } })).data).toEqual({ exists: false });
    expectRefused(await admin.callUnchecked(checkLabelExist, { query: { name: ' ' } }), 400, '请填写标签名称');
    expect((await admin.call(getLabelByName, { query: { name: 'it标' } })).data!.map((l) => l.name)).toEqual(['Kit标签']);
  });
});
