import type * as api from '@shared/api/admin/employee';

/** Table columns of a form (or an imported row, which has no account link). */
export const columnsOf = (form: Omit<api.EmployeeForm, 'userId'> & { userId?: number | null }) => ({
  employeeNo: form.employeeNo,
  name: form.name,
  department: form.department ?? null,
  position: form.position ?? null,
  email: form.email ?? null,
  mobile: form.mobile ?? null,
  status: form.status,
  entryDate: form.entryDate ?? null,
  userId: form.userId ?? null,
});
