import { inArray } from 'drizzle-orm';
import { EMPLOYEE_SCREEN, employeeImportRow } from '@shared/api/admin/employee';
import { employees } from '../../db/schema';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { columnsOf } from './columns';

/** 员工档案导入: new staff records in bulk, all or none. Account links are set on the form only. */
export const employeeImport = defineImport({
  kind: 'employee',
  title: '员工档案导入',
  templateFileName: '员工档案导入模板.xlsx',
  screen: EMPLOYEE_SCREEN,
  columns: [
    { header: '工号', key: 'employeeNo', required: true, example: 'CD2001' },
    { header: '姓名', key: 'name', required: true, example: '陈晨' },
    { header: '部门', key: 'department', example: '销售部' },
    { header: '职位', key: 'position', example: 'B2B销售' },
    { header: '邮箱', key: 'email', example: 'chenchen@crossdock.example', width: 28 },
    { header: '手机', key: 'mobile', example: '13800000000' },
    { header: '状态', key: 'status', example: '在职' },
    { header: '入职日期', key: 'entryDate', example: '2024-05-06' },
  ],
  row: employeeImportRow,
  async commit(tx, rows) {
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      if (seen.has(r.employeeNo)) reasons.set(i, '工号在文件中重复');
      seen.add(r.employeeNo);
    });
    const taken = await tx.select({ no: employees.employeeNo }).from(employees).where(inArray(employees.employeeNo, [...seen]));
    const takenNos = new Set(taken.map((t) => t.no));
    rows.forEach((r, i) => takenNos.has(r.employeeNo) && reasons.set(i, '工号已存在'));
    rejectRows(reasons);
    await tx.insert(employees).values(rows.map(columnsOf));
  },
});
