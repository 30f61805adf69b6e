import { and, asc, desc, eq, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { EmployeeFilter } from '@shared/api/admin/employee';
import type { Db } from '../../db/connection';
import { employees, users } from '../../db/schema';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';

/** The values the roster's conditions take; undefined ones are absent. */
export const employeeValues = (f: EmployeeFilter) => ({
  name: f.name ? `%${f.name}%` : undefined,
  department: f.department || undefined,
  status: f.status || undefined,
});
export type EmployeeValues = ReturnType<typeof employeeValues>;

/** Conditions over the present values (see preparedList.ts). */
export const employeeConditions = conditionsOf<EmployeeValues>({
  name: (v) => or(matchesAnyCase(employees.name)(v), matchesAnyCase(employees.employeeNo)(v)),
  department: eqTo(employees.department),
  status: eqTo(employees.status),
});

/** Employees with the login name of their linked account (and `extra`, the total). */
export const selectEmployees = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      id: employees.id,
      employeeNo: employees.employeeNo,
      name: employees.name,
      department: employees.department,
      position: employees.position,
      email: employees.email,
      mobile: employees.mobile,
      status: employees.status,
      entryDate: employees.entryDate,
      userId: employees.userId,
      username: users.username,
      createdAt: employees.createdAt,
      updatedAt: employees.updatedAt,
    })
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .$dynamic();

/** Employees matching `where`, newest first. */
export const employeeRows = (db: Db, where: SQL | undefined) => selectEmployees(db).where(where).orderBy(desc(employees.id));

export async function departments(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ department: employees.department })
    .from(employees)
    .where(and(isNotNull(employees.department), ne(employees.department, '')))
    .orderBy(asc(employees.department));
  return rows.map((r) => r.department!);
}

/** The employee already linked to `userId`, other than `exceptId`. */
export async function employeeOfUser(db: Db, userId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.userId, userId), exceptId === undefined ? undefined : ne(employees.id, exceptId)))
    .limit(1);
  return row;
}

export async function liveUserExists(db: Db, userId: number): Promise<boolean> {
  return (await db.$count(users, and(eq(users.id, userId), ne(users.status, 'deleted')))) > 0;
}
