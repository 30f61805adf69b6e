/**
 * How the administration screens' records are labelled and typed (shared/screen/fields); the zod
 * schemas of their forms are in ./fields.
 */
import { defineFields, field } from '../../screen/fields';
import type { UserRow } from '../user';
import { employeeStatusNames, type EmployeeRow } from './employee';
import type { GroupTypeRow } from './groupType';

export const employeeFields = defineFields<EmployeeRow>()({
  employeeNo: field.text('工号', { width: 90 }),
  name: field.text('姓名', { width: 90 }),
  department: field.text('部门', { width: 120 }),
  position: field.text('职位', { width: 120 }),
  email: field.text('邮箱', { width: 190, ellipsis: true }),
  mobile: field.text('手机', { width: 120 }),
  entryDate: field.date('入职日期'),
  status: field.enum('状态', employeeStatusNames, { width: 80 }),
  username: field.text('关联账号', { width: 110 }),
  updatedAt: field.datetime('更新时间', { defaultHidden: true }),
});

export const groupTypeFields = defineFields<GroupTypeRow>()({
  code: field.text('编码', { width: 160 }),
  name: field.text('名称', { width: 180 }),
  groupCount: field.number('角色数', { width: 100 }),
  description: field.text('描述', { width: 320, ellipsis: true }),
});

/** Account statuses as the user list shows them. */
export const userStatusNames = { active: '在职', disabled: '停用', deleted: '已删除' } as const;

export const userFields = defineFields<UserRow>()({
  username: field.text('账号', { width: 110 }),
  name: field.text('姓名', { width: 100 }),
  groups: field.text('角色', { width: 150, get: (u) => u.groups.map((g) => g.name) }),
  email: field.text('邮箱', { width: 170, ellipsis: true }),
  mobile: field.text('手机', { width: 110 }),
  larkName: field.text('飞书', { width: 100 }),
  status: field.enum('状态', userStatusNames, { width: 100 }),
  description: field.text('备注', { width: 200, ellipsis: true, defaultHidden: true }),
  createdAt: field.datetime('创建时间'),
});
