import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, users } from '../../../server/db/schema';
import { demoUsers } from '../../../server/seed/demo';
import { createTestApp, type TestApp } from '../../support/app';
import { expectLastGateLog, signIn, userId, type As } from './support';
import { addEmployee, deleteEmployee, employeeDepartments, employeePage, getEmployee, putEmployee } from '@shared/api/admin/employee';
import { deleteUser } from '@shared/api/user';

let t: TestApp;
let admin: As;
let hr: As;
let sales: As;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hr, sales } = await signIn(t));
});
afterAll(() => t.close());

const PATH = '/api/admin/vtEmployee';
const employeeCount = () => t.db.$count(employees);
async function employeeId(employeeNo: string): Promise<number> {
  const [row] = await t.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeNo, employeeNo));
  return row!.id;
}
const newcomer = { employeeNo: 'CD2001', name: '陈静', department: '销售部', position: '客户经理', email: 'chenjing@crossdock.example', mobile: '+86-138-0000-0001', entryDate: '2025-03-01' };

describe('roster page', () => {
  it('pages the roster with the linked account and filters it', async () => {
    const all = await hr.call(employeePage);
    expect(all.data.total).toBe(demoUsers.length);
    expect(all.data.rows).toContainEqual(
      expect.objectContaining({ employeeNo: 'CD1004', name: '刘洋', department: '人事行政部', status: 'on_job', username: 'liuyang' }),
    );
    expect((await hr.call(employeePage, { query: { name: '李娜' } })).data.rows.map((r: { employeeNo: string }) => r.employeeNo)).toEqual(['CD1002']);
    expect((await hr.call(employeePage, { query: { name: 'cd1003' } })).data.rows[0].name).toBe('王芳');
    expect((await hr.call(employeePage, { query: { department: '财务部' } })).data.total).toBe(demoUsers.filter((u) => u.dept === '财务部').length);
    expect((await hr.call(employeePage, { query: { status: 'left' } })).data.total).toBe(0);
    expect((await hr.call(employeePage, { query: { status: '' } })).data.total).toBe(demoUsers.length);
    expect((await hr.call(employeePage, { query: { status: 'gone' } })).resDes).toContain('状态只能是在职或离职');
  });

  it('lists the departments for the filter', async () => {
    expect((await hr.call(employeeDepartments)).data).toEqual([...new Set(demoUsers.map((u) => u.dept))].sort());
  });

  it('needs the vtEmployeeManager screen', async () => {
    expect((await sales.call(employeePage)).resCode).toBe(403);
    expect((await sales.call(employeeDepartments)).resCode).toBe(403);
    expect((await sales.call(getEmployee, { params: { id: await employeeId('CD1001') } })).resCode).toBe(403);
  });
});

describe('adding and editing', () => {
  it('adds an employee and logs the call under the screen', async () => {
    const res = await hr.call(addEmployee, { body: newcomer });
    expect(res.resCode).toBe(200);
    expect((await hr.call(getEmployee, { params: { id: res.data.id } })).data).toMatchObject({ ...newcomer, status: 'on_job', userId: null, username: null });
    await expectLastGateLog(t, { method: 'POST', path: PATH, menu: '/baseManager/vtEmployeeManager' });
  });

  it.each([
    [{ ...newcomer, employeeNo: 'CD1001' }, 409, '工号已存在'],
    [{ employeeNo: 'CD3001' }, 400, '请输入姓名'],
    [{ employeeNo: 'CD3001', name: '  ' }, 400, '请输入姓名'],
    [{ name: '无工号' }, 400, '请输入工号'],
    [{ employeeNo: 'CD 3001', name: '空格' }, 400, '工号只能包含字母、数字、_ 和 -'],
    [{ employeeNo: 'CD3001', name: '邮箱', email: 'not-an-email' }, 400, '邮箱格式不正确'],
    [{ employeeNo: 'CD3001', name: '手机', mobile: '138 0000 0000' }, 400, '手机号只能包含数字、+ 和 -'],
    [{ employeeNo: 'CD3001', name: '手机', mobile: '1'.repeat(31) }, 400, '手机号不超过30位'],
    [{ employeeNo: 'CD3001', name: '日期', entryDate: '2025/03/01' }, 400, '入职日期格式应为 yyyy-MM-dd'],
    [{ employeeNo: 'CD3001', name: '日期', entryDate: '2025-02-30' }, 400, '入职日期格式应为 yyyy-MM-dd'],
    [{ employeeNo: 'CD3001', name: '状态', status: 'retired' }, 400, '状态只能是在职或离职'],
    [{ employeeNo: 'CD3001', name: '账号', userId: 999999 }, 400, '关联账号不存在'],
    [{ employeeNo: 'CD3001', name: '账号', userId: 'admin' }, 400, '关联账号必须是用户编号'],
  ])('refuses %j and adds nothing', async (body, resCode, message) => {
    const before = await employeeCount();
    const res = await hr.callUnchecked(addEmployee, { body: body });
    expect(res.resCode).toBe(resCode);
    expect(res.resDes).toContain(message);
    expect(await employeeCount()).toBe(before);
  });

  it('links an account to one employee only, and never a deleted one', async () => {
    const liuyang = await userId(t, 'liuyang');
    expect(await hr.call(addEmployee, { body: { employeeNo: 'CD3002', name: '重复关联', userId: liuyang } })).toMatchObject({
      resCode: 409,
      resDes: '该账号已关联员工“刘洋”',
    });
    const [gone] = await t.db
      .insert(users)
      .values({ username: 'gone', name: '已删除', passwordHash: 'x', status: 'deleted' })
      .returning({ id: users.id });
    expect(await hr.call(addEmployee, { body: { employeeNo: 'CD3003', name: '已删账号', userId: gone!.id } })).toMatchObject({
      resCode: 400,
      resDes: '关联账号不存在',
    });
    const admin = await userId(t, 'admin');
    expect((await hr.call(addEmployee, { body: { employeeNo: 'CD0001', name: '系统管理员', userId: admin } })).resCode).toBe(200);
  });

  it('replaces the whole form on edit, e.g. to mark someone as left', async () => {
    const id = await employeeId('CD1003');
    const wangfang = await userId(t, 'wangfang');
    const res = await hr.call(putEmployee, { body: { employeeNo: 'CD1003', name: '王芳', department: '运营部', status: 'left', userId: wangfang }, params: { id: id } });
    expect(res.resCode).toBe(200);
    expect((await hr.call(getEmployee, { params: { id: id } })).data).toMatchObject({ status: 'left', position: null, email: null, userId: wangfang });
    expect((await hr.call(employeePage, { query: { status: 'left' } })).data.total).toBe(1);
    expect(await hr.call(putEmployee, { body: { employeeNo: 'CD1001', name: '王芳' }, params: { id: id } })).toMatchObject({ resCode: 409, resDes: '工号已存在' });
    expect(await hr.call(putEmployee, { body: newcomer, params: { id: '999999' } })).toMatchObject({ resCode: 404, resDes: '员工不存在' });
  });

  it('is refused to users without the buttons', async () => {
    const before = await employeeCount();
    expect((await sales.call(addEmployee, { body: { employeeNo: 'CD4001', name: '越权' } })).resCode).toBe(403);
    expect((await sales.call(putEmployee, { body: { employeeNo: 'CD2001', name: '越权' }, params: { id: await employeeId('CD2001') } })).resCode).toBe(403);
    expect(await employeeCount()).toBe(before);
    expect((await hr.call(getEmployee, { params: { id: await employeeId('CD2001') } })).data.name).toBe('陈静');
  });
});

describe('deleting', () => {
  it('needs vtEmployeeManager:btn_del (hr has only add and edit)', async () => {
    const id = await employeeId('CD2001');
    expect((await hr.call(deleteEmployee, { params: { id: id } })).resCode).toBe(403);
    expect(await t.db.$count(employees, eq(employees.id, id))).toBe(1);
  });

  it('refuses a row linked to an account: it is to be marked as left', async () => {
    const id = await employeeId('CD1001');
    expect(await admin.call(deleteEmployee, { params: { id: id } })).toMatchObject({
      resCode: 500,
      resDes: '该员工已关联系统账号，不能删除；如已离职，请将状态改为离职',
    });
    expect(await t.db.$count(employees, eq(employees.id, id))).toBe(1);
  });

  it('deletes an unlinked row', async () => {
    const id = await employeeId('CD2001');
    expect((await admin.call(deleteEmployee, { params: { id: id } })).resCode).toBe(200);
    expect(await t.db.$count(employees, eq(employees.id, id))).toBe(0);
    await expectLastGateLog(t, { method: 'DELETE', path: `${PATH}/${id}`, menu: '/baseManager/vtEmployeeManager' });
  });

  it('still edits a row whose account was deleted since, e.g. to mark the person as left', async () => {
    const id = await employeeId('CD1002');
    const lina = await userId(t, 'lina');
    expect((await admin.call(deleteUser, { body: { id: lina } })).resCode).toBe(200);
    const res = await hr.call(putEmployee, { body: { employeeNo: 'CD1002', name: '李娜', department: '财务部', status: 'left', userId: lina }, params: { id: id } });
    expect(res.resCode).toBe(200);
    expect((await hr.call(getEmployee, { params: { id: id } })).data).toMatchObject({ status: 'left', userId: lina });
  });
});
