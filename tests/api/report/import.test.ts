import fs from 'node:fs';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, importRecords } from '../../../server/db/schema';
import { storedPath } from '../../../server/excel/files';
import { createTestApp, type TestApp } from '../../support/app';
import { signIn, type As } from '../admin/support';
import { fetchFile, sheetRows, xlsxOf } from './support';
import { importEmployees } from '@shared/api/admin/employee';
import { downloadImportErrors, downloadImportTemplate, importRecordPage, importTemplateList } from '@shared/api/report';

let t: TestApp;
let admin: As;
let hr: As;
let hrToken: string;
const HEADER = ['工号*', '姓名*', '部门', '职位', '邮箱', '手机', '状态', '入职日期'];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hr } = await signIn(t));
  hrToken = await t.login('liuyang');
});
afterAll(() => t.close());

const upload = async (content: Buffer, fileName = '员工导入.xlsx', token = hrToken) =>
  t.as(token).upload(importEmployees, { bytes: content, name: fileName });

const employeeCount = async () => (await t.db.select({ n: count() }).from(employees))[0]!.n;

describe('import templates', () => {
  it('lists the templates of screens the user holds (report centre holders only)', async () => {
    const list = await admin.call(importTemplateList);
    expect(list.data).toContainEqual(expect.objectContaining({ kind: 'employee', title: '员工档案导入', templateFileName: '员工档案导入模板.xlsx' }));
    expect((await hr.call(importTemplateList)).resCode).toBe(403);
  });

  it('downloads a template with the header row and an example row to the screen’s holders', async () => {
    const file = await fetchFile(t, hrToken, downloadImportTemplate, { query: { kind: 'employee' } });
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('员工档案导入模板.xlsx')}`);
    const rows = await sheetRows(file.body);
    expect(rows[0]).toEqual(HEADER);
    expect(rows[1]).toEqual(['CD2001', '陈晨', '销售部', 'B2B销售', 'chenchen@crossdock.example', '13800000000', '在职', '2024-05-06']);
    const sales = await t.login('zhangwei');
    expect((await fetchFile(t, sales, downloadImportTemplate, { query: { kind: 'employee' } })).json).toMatchObject({ resCode: 403 });
    expect((await fetchFile(t, hrToken, downloadImportTemplate, { query: { kind: 'nope' } })).json).toMatchObject({ resCode: 404 });
  });

  it('imports the template itself (its example row)', async () => {
    const template = await fetchFile(t, hrToken, downloadImportTemplate, { query: { kind: 'employee' } });
    expect(await upload(template.body, '员工档案导入模板.xlsx')).toMatchObject({ resCode: 200, data: { status: 'ok', rowCount: 1 } });
    const [row] = await t.db.select().from(employees).where(eq(employees.employeeNo, 'CD2001'));
    expect(row).toMatchObject({ name: '陈晨', status: 'on_job', entryDate: '2024-05-06' });
  });
});

describe('importing staff records', () => {
  it('stores every good row in one go, reading numbers, dates and Chinese statuses', async () => {
    const file = await xlsxOf(HEADER, [
      ['E3001', '周一', '财务部', '出纳', 'zhou@crossdock.example', '13900000001', '在职', '2023-02-01'],
      [3002, '吴二', '仓储部', null, null, 13900000002, '离职', new Date(Date.UTC(2022, 6, 15))],
      ['E3003', '郑三'],
    ]);
    const res = await upload(file);
    expect(res).toMatchObject({ resCode: 200, resDes: '导入成功，共 3 行', data: { status: 'ok', rowCount: 3, errorCount: 0 } });
    const rows = await t.db.select().from(employees).where(inArray(employees.employeeNo, ['E3001', '3002', 'E3003']));
    expect(rows.map(({ employeeNo, name, department, status, entryDate, mobile, userId }) => ({ employeeNo, name, department, status, entryDate, mobile, userId })).sort((a, b) => a.employeeNo.localeCompare(b.employeeNo))).toEqual([
      { employeeNo: '3002', name: '吴二', department: '仓储部', status: 'left', entryDate: '2022-07-15', mobile: '13900000002', userId: null },
      { employeeNo: 'E3001', name: '周一', department: '财务部', status: 'on_job', entryDate: '2023-02-01', mobile: '13900000001', userId: null },
      { employeeNo: 'E3003', name: '郑三', department: null, status: 'on_job', entryDate: null, mobile: null, userId: null },
    ]);
    const record = (await t.db.select().from(importRecords).where(eq(importRecords.id, res.data.recordId)))[0];
    expect(record).toMatchObject({ kind: 'employee', fileName: '员工导入.xlsx', status: 'ok', rowCount: 3, errorFile: null, username: 'liuyang' });
  });

  it('stores nothing when a row is bad, and returns a copy with 错误原因 on the bad rows', async () => {
    const before = await employeeCount();
    const file = await xlsxOf(HEADER, [
      ['E4001', '好人', '销售部'],
      ['E4002', null, '销售部'],
      ['E4003', '坏邮箱', null, null, 'not-an-email'],
      ['E4 004', '坏工号', null, null, null, null, '退休', '2024/13/01'],
    ]);
    const res = await upload(file, '坏数据.xlsx');
    expect(res).toMatchObject({
      resCode: 400,
      resDes: '导入失败：3 行数据有误，未保存任何数据。请下载错误文件查看“错误原因”，修改后重新导入',
      data: { status: 'failed', rowCount: 4, errorCount: 3 },
    });
    expect(await employeeCount()).toBe(before);

    const errors = await fetchFile(t, hrToken, downloadImportErrors, { params: { id: res.data.recordId } });
    expect(errors.headers['content-disposition']).toContain(encodeURIComponent('坏数据_错误原因.xlsx'));
    const rows = await sheetRows(errors.body);
    expect(rows[0]).toEqual([...HEADER, '错误原因']);
    const reasons = rows.slice(1).map((r) => r[HEADER.length]);
    expect(reasons).toEqual([undefined, '请输入姓名', '邮箱格式不正确', '工号只能包含字母、数字、_ 和 -；状态只能是在职或离职；入职日期格式应为 yyyy-MM-dd']);
    expect(rows[3]!.slice(0, 5)).toEqual(['E4003', '坏邮箱', undefined, undefined, 'not-an-email']);
  });

  it('refuses numbers already taken or repeated in the file, naming those rows', async () => {
    const before = await employeeCount();
    const res = await upload(await xlsxOf(HEADER, [['CD1001', '重复一'], ['E5001', '新人'], ['E5002', '甲'], ['E5002', '乙']]));
    expect(res).toMatchObject({ resCode: 400, data: { errorCount: 2 } });
    expect(await employeeCount()).toBe(before);
    const rows = await sheetRows((await fetchFile(t, hrToken, downloadImportErrors, { params: { id: res.data.recordId } })).body);
    expect(rows.slice(1).map((r) => r[HEADER.length])).toEqual(['工号已存在', undefined, undefined, '工号在文件中重复']);
  });

  it('says clearly when the file is not an xlsx, is empty, lacks columns or is too large', async () => {
    expect(await upload(Buffer.from('工号,姓名\nE1,张三\n'), 'staff.xlsx')).toMatchObject({
      resCode: 400,
      resDes: '请上传 Excel 文件（.xlsx 格式），可先下载导入模板',
      data: { status: 'failed' },
    });
    expect(await upload(Buffer.from('PK\x03\x04 not really a zip'), 'fake.xlsx')).toMatchObject({ resCode: 400, resDes: '请上传 Excel 文件（.xlsx 格式），可先下载导入模板' });
    expect(await upload(Buffer.alloc(0), 'empty.xlsx')).toMatchObject({ resCode: 501 });
    expect(await upload(await xlsxOf(['姓名', '部门'], [['张三', '销售部']]))).toMatchObject({
      resCode: 400,
      resDes: '表头不正确，缺少列：工号。请下载最新的导入模板',
    });
    expect(await upload(await xlsxOf(HEADER, []))).toMatchObject({ resCode: 400, resDes: '文件中没有数据行' });
    expect(await upload(Buffer.concat([await xlsxOf(HEADER, []), Buffer.alloc(11 * 1024 * 1024)]), 'big.xlsx')).toMatchObject({
      resCode: 413,
      resDes: '导入文件不能超过 10MB',
    });
  });

  it('refuses a user without the add button', async () => {
    const sales = await t.login('zhangwei');
    expect(await upload(await xlsxOf(HEADER, [['E6001', '某人']]), 'x.xlsx', sales)).toMatchObject({ resCode: 403 });
    expect((await t.db.select().from(employees).where(eq(employees.employeeNo, 'E6001'))).length).toBe(0);
  });
});

describe('import records', () => {
  it('lists every try with its result; everyone’s only with btn_all', async () => {
    const mine = await admin.call(importRecordPage);
    expect(mine).toMatchObject({ resCode: 200, data: { total: 0 } });
    const all = await admin.call(importRecordPage, { query: { all: 'true', kind: 'employee', limit: 50 } });
    expect(all.data.total).toBeGreaterThanOrEqual(8);
    expect(all.data.rows[0]).toMatchObject({ username: 'liuyang', kind: 'employee', title: '员工档案导入', status: 'failed' });
    const failed = await admin.call(importRecordPage, { query: { all: 'true', status: 'failed', limit: 50 } });
    expect(failed.data.rows.filter((r: { hasErrorFile: boolean }) => r.hasErrorFile)).toHaveLength(2);
    expect((await hr.call(importRecordPage)).resCode).toBe(403);
  });

  it('keeps error files from other people and screens', async () => {
    const [record] = await t.db.select().from(importRecords).where(like(importRecords.fileName, '坏数据%'));
    const sales = await t.login('zhangwei');
    expect((await fetchFile(t, sales, downloadImportErrors, { params: { id: record!.id } })).json).toMatchObject({ resCode: 403 });
    expect(fs.existsSync(storedPath(t.deps.config, 'imports', record!.errorFile!))).toBe(true);
  });
});
