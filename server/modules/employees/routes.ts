import { desc, eq } from 'drizzle-orm';
import * as api from '@shared/api/admin/employee';
import { idParam } from '@shared/api/paging';
import type { Db } from '../../db/connection';
import { employees } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { countedListPage } from '../../http/preparedList';
import { assertUnique } from '../access';
import { runImport } from '../../excel/import-run';
import { columnsOf } from './columns';
import { employeeImport } from './import';
import { departments, employeeConditions, employeeOfUser, employeeRows, employeeValues, liveUserExists, selectEmployees } from './queries';

/**
 * Checks what the form schema cannot: a free employee number and a live account linked to no one
 * else. An unchanged link is accepted as is (the account may have been deleted since: the row must
 * still be editable, e.g. to mark the person as left).
 */
async function assertFormFits(tx: Db, form: api.EmployeeForm, current?: { id: number; userId: number | null }) {
  await assertUnique(tx, employees.employeeNo, employees.id, form.employeeNo, current?.id, '工号已存在');
  if (!form.userId || form.userId === current?.userId) return;
  if (!(await liveUserExists(tx, form.userId))) throw fail.badRequest('关联账号不存在');
  const other = await employeeOfUser(tx, form.userId, current?.id);
  if (other) throw fail.conflict(`该账号已关联员工“${other.name}”`);
}


/** vtEmployeeManager: the staff roster. People who leave are marked 离职 rather than deleted. */
export function employeeRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.employeePage, async ({ query, deps }) => {
      const { total, rows } = await countedListPage(deps.db, {
        name: 'employees',
        values: employeeValues(query),
        conditions: employeeConditions,
        select: (extra) => selectEmployees(deps.db, extra),
        order: [desc(employees.id)],
        page: query.page,
        limit: query.limit,
        counted: employees,
      });
      return { total, rows };
    })
    .add(api.importEmployees, (ctx) => runImport(ctx, employeeImport))
    .add(api.employeeDepartments, ({ deps }) => departments(deps.db))
    .add(api.getEmployee, async ({ params, deps }) => {
      const [row] = await employeeRows(deps.db, eq(employees.id, idParam.parse(params).id));
      if (!row) throw fail.notFound('员工不存在');
      return row;
    })
    .add(api.addEmployee, ({ body, deps }) =>
      deps.db.transaction(async (tx) => {
        await assertFormFits(tx, body);
        const [created] = await tx.insert(employees).values(columnsOf(body)).returning({ id: employees.id });
        return created!;
      }),
    )
    .add(api.putEmployee, async ({ params, body, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.select({ id: employees.id, userId: employees.userId }).from(employees).where(eq(employees.id, id));
        if (!row) throw fail.notFound('员工不存在');
        await assertFormFits(tx, body, row);
        await tx.update(employees).set({ ...columnsOf(body), updatedAt: new Date() }).where(eq(employees.id, id));
      });
      return null;
    })
    .add(api.deleteEmployee, async ({ params, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.select({ userId: employees.userId }).from(employees).where(eq(employees.id, id));
        if (!row) throw fail.notFound('员工不存在');
        if (row.userId !== null) throw fail.refused('该员工已关联系统账号，不能删除；如已离职，请将状态改为离职');
        await tx.delete(employees).where(eq(employees.id, id));
      });
      return null;
    });
}
