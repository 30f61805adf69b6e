import { useMemo } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addEmployee, employeeDepartments, employeeForm, employeeStatusNames, putEmployee, type EmployeeRow } from '@shared/api/admin';
import { call, useApi } from '../../../lib/api';
import { FormDialog } from '../../../components/form/FormDialog';
import { useUserOptions } from '../../../components/pickers/options';
import { formValues } from '../../../components/form/zodForm';

interface EmployeeFormProps {
  /** The row to edit; absent to add an employee. */
  employee?: EmployeeRow;
  visible: boolean;
  onClose(): void;
  onSaved(): void;
}

const statusOptions = Object.entries(employeeStatusNames).map(([value, label]) => ({ value, label }));

/** The date picker gives a Date (or ''); the contract wants yyyy-MM-dd. A cleared account is null. */
export function employeeInput(values: Record<string, unknown>) {
  const date = values.entryDate;
  const pad = (n: number) => String(n).padStart(2, '0');
  const entryDate = date instanceof Date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : date;
  return { ...values, entryDate, userId: values.userId === '' || values.userId === undefined ? null : values.userId };
}

/** 新增 / 编辑员工: the whole record, saved at once (a PUT replaces every field). */
export function EmployeeForm({ employee, visible, onClose, onSaved }: EmployeeFormProps) {
  const { data: departments } = useApi(visible ? employeeDepartments : null);
  const users = useUserOptions(visible);
  // The linked account may be disabled now (not in the pick list): keep it selectable.
  const userOptions = useMemo(() => {
    if (!employee?.userId || users.options.some((o) => o.value === employee.userId)) return users.options;
    return [...users.options, { value: employee.userId, label: `${employee.username ?? employee.userId}（已停用）` }];
  }, [users.options, employee]);

  return (
    <FormDialog
      title={employee ? `编辑员工：${employee.name}` : '新增员工'}
      visible={visible}
      width={640}
      schema={employeeForm}
      toInput={employeeInput}
      initValues={employee ? formValues(employee) : { status: 'on_job' }}
      successText={employee ? '保存成功' : '新增成功'}
      onClose={onClose}
      onSubmit={async (body) => {
        if (employee) await call(putEmployee, { params: { id: employee.id }, body });
        else await call(addEmployee, { body });
        onSaved();
      }}
    >
      <Form.Input field="employeeNo" label="工号" placeholder="字母、数字、_ 和 -，例如 CD1005" />
      <Form.Input field="name" label="姓名" />
      <Form.AutoComplete
        field="department"
        label="部门"
        data={departments ?? []}
        showClear
        style={{ width: '100%' }}
        placeholder="选择已有部门或输入新部门"
      />
      <Form.Input field="position" label="职位" />
      <Form.Input field="email" label="邮箱" />
      <Form.Input field="mobile" label="手机" />
      <Form.DatePicker field="entryDate" label="入职日期" type="date" format="yyyy-MM-dd" style={{ width: '100%' }} />
      <Form.RadioGroup field="status" label="状态" type="button" options={statusOptions} />
      <Form.Select
        field="userId"
        label="关联账号"
        filter
        showClear
        style={{ width: '100%' }}
        optionList={userOptions}
        loading={users.loading}
        placeholder="可选：这名员工的 CRM 登录账号"
        emptyContent="没有匹配的用户"
        extraText="一个账号只能关联一名员工"
      />
    </FormDialog>
  );
}
