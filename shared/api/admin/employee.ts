import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { importEndpoint } from '../report';
import { optionalText, pageOf, pageQuery } from '../paging';
import { noteText, requiredText, rowId } from './fields';
import { blankAsAbsent } from '../inputs';
import { employeeScreen } from './screens';

/** vtEmployeeManager: the staff roster, whether or not a person has a CRM login. */
export const EMPLOYEE_SCREEN = employeeScreen.menu;

export const employeeStatuses = ['on_job', 'left'] as const;
export const employeeStatusNames: Record<(typeof employeeStatuses)[number], string> = { on_job: '在职', left: '离职' };
export const employeeStatus = z.enum(employeeStatuses, { error: '状态只能是在职或离职' });

export const employeeRow = z.object({
  id: z.number(),
  employeeNo: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.string(),
  /** yyyy-MM-dd */
  entryDate: z.string().nullable(),
  userId: z.number().nullable(),
  /** Login name of the linked account. */
  username: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

/** The whole form: a PUT replaces every field (absent optional fields are cleared). */
export const employeeForm = z.object({
  employeeNo: requiredText('请输入工号', 50, '工号不超过50个字符').regex(/^[A-Za-z0-9_-]+$/, '工号只能包含字母、数字、_ 和 -'),
  name: requiredText('请输入姓名', 50, '姓名不超过50个字'),
  department: noteText(100, '部门不超过100个字'),
  position: noteText(100, '职位不超过100个字'),
  email: noteText(200, '邮箱不超过200个字符').refine((v) => !v || z.email().safeParse(v).success, '邮箱格式不正确'),
  mobile: noteText(30, '手机号不超过30位').refine((v) => !v || /^[0-9+-]+$/.test(v), '手机号只能包含数字、+ 和 -'),
  status: employeeStatus.default('on_job'),
  entryDate: noteText(10, '入职日期格式应为 yyyy-MM-dd').refine(
    (v) => !v || z.iso.date().safeParse(v).success,
    '入职日期格式应为 yyyy-MM-dd',
  ),
  userId: rowId('关联账号必须是用户编号').nullish(),
});
export type EmployeeForm = z.output<typeof employeeForm>;

export const employeeFilter = pageQuery.extend({
  name: optionalText,
  department: optionalText,
  status: blankAsAbsent(employeeStatus),
});
export type EmployeeFilter = z.output<typeof employeeFilter>;

export const employeePage = endpoint({
  method: 'GET',
  path: '/api/admin/vtEmployee/page',
  access: needs(EMPLOYEE_SCREEN),
  summary: '员工档案列表：按姓名或工号搜索，按部门、状态筛选',
  query: employeeFilter,
  response: pageOf(employeeRow),
});

export const employeeDepartments = endpoint({
  method: 'GET',
  path: '/api/admin/vtEmployee/departments',
  access: needs(EMPLOYEE_SCREEN),
  summary: '已有的部门（筛选下拉用）',
  response: z.array(z.string()),
});

export const getEmployee = endpoint({
  method: 'GET',
  path: '/api/admin/vtEmployee/:id',
  access: needs(EMPLOYEE_SCREEN),
  summary: '员工详情',
  response: employeeRow,
});

export const addEmployee = endpoint({
  method: 'POST',
  path: '/api/admin/vtEmployee',
  access: needs(employeeScreen.code('add')),
  summary: '新增员工：工号唯一；关联账号须是未删除的用户，且一个账号只关联一名员工',
  body: employeeForm,
  response: z.object({ id: z.number() }),
});

export const putEmployee = endpoint({
  method: 'PUT',
  path: '/api/admin/vtEmployee/:id',
  access: needs(employeeScreen.code('edit')),
  summary: '修改员工（整张表单替换）；离职请把状态改为 left',
  body: employeeForm,
});

export const deleteEmployee = endpoint({
  method: 'DELETE',
  path: '/api/admin/vtEmployee/:id',
  access: needs(employeeScreen.code('del')),
  summary: '删除员工：只允许删除未关联账号的记录（录错时用）；已关联账号的员工请标记为离职',
});

/** Staff rows from the 员工档案 import template; the same field rules as the form. */
export const employeeImportRow = employeeForm.omit({ userId: true }).extend({
  status: z
    .preprocess(
      (v) => (typeof v === 'string' ? (Object.entries(employeeStatusNames).find(([, name]) => name === v)?.[0] ?? v) : v),
      employeeStatus.optional(),
    )
    .transform((v) => v ?? 'on_job'),
});
export type EmployeeImportRow = z.output<typeof employeeImportRow>;

export const importEmployees = importEndpoint({
  path: '/api/admin/vtEmployee/import',
  code: employeeScreen.code('add'),
  summary: '批量导入员工档案（xlsx，按“员工档案导入模板”）：工号唯一，状态填在职或离职（空为在职），入职日期 yyyy-MM-dd；不能关联账号',
});
