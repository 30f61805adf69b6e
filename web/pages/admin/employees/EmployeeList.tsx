import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { deleteEmployee, importEmployees, employeeDepartments, employeePage, employeeStatusNames, type EmployeeRow } from '@shared/api/admin';
import { employeeFields } from '@shared/api/admin/recordFields';
import { employeeScreen } from '@shared/api/admin/screens';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { fieldColumns } from '../../../components/fields';
import { optionsOf } from '../../../components/pickers/options';
import { actionsColumn, AddButton, DeleteAction, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import type { StatusLook } from '../../../components/table';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { EmployeeForm } from './EmployeeForm';

const FILTERS = { name: '', department: '', status: '' };

const statusLooks: Record<string, StatusLook> = {
  on_job: { text: employeeStatusNames.on_job, color: 'green' },
  left: { text: employeeStatusNames.left, color: 'grey' },
};

type Dialog = { kind: 'add' } | { kind: 'edit'; employee: EmployeeRow } | null;

/** 员工档案: the staff roster, with or without a CRM login. */
export function EmployeeList() {
  const state = useResourceList({ endpoint: employeePage, filters: FILTERS });
  const { data: departments, mutate: refreshDepartments } = useApi(employeeDepartments);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => {
    state.refresh();
    void refreshDepartments();
  };

  const columns = [
    ...fieldColumns(employeeFields, ['employeeNo', 'name', 'department', 'position', 'email', 'mobile', 'entryDate', 'status', 'username', 'updatedAt'], {
      employeeNo: { render: (e) => <span className="cd-screen-mono">{e.employeeNo}</span> },
      status: { looks: statusLooks },
      username: { empty: '未关联' },
    }),
    actionsColumn(110, (e: EmployeeRow) => (
      <RowActions>
        <EditAction code={employeeScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', employee: e })} />
        <DeleteAction
          code={employeeScreen.code('del')}
          title={`删除员工 ${e.name}（${e.employeeNo}）？`}
          content={e.userId ? '这名员工已关联登录账号，系统会拒绝删除；离职请编辑并把状态改为离职。' : '只用于删除录错的记录；离职请把状态改为离职。删除后不可恢复。'}
          onDelete={() => call(deleteEmployee, { params: { id: e.id } })}
          onDeleted={refresh}
        />
      </RowActions>
    )),
  ];

  return (
    <>
      <ResourceList
        title="员工"
        state={state}
        tableKey="admin.employees"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="姓名/工号" showClear style={{ width: 220 }} />
            <Form.Select field="department" label="部门" showClear filter style={{ width: 200 }} optionList={(departments ?? []).map((d) => ({ value: d, label: d }))} />
            <Form.Select field="status" label="状态" showClear style={{ width: 150 }} optionList={optionsOf(employeeStatusNames)} />
          </>
        }
        toolbar={
          <>
            <AddButton code={employeeScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>
              新增员工
            </AddButton>
            <Auth code={employeeScreen.code('add')}>
              <ImportButton endpoint={importEmployees} onImported={refresh}>
                导入员工
              </ImportButton>
              <TemplateDownloadLink kind="employee" fileName="员工档案导入模板.xlsx" />
            </Auth>
          </>
        }
      />
      <EmployeeForm visible={dialog !== null} employee={dialog?.kind === 'edit' ? dialog.employee : undefined} onClose={() => setDialog(null)} onSaved={refresh} />
    </>
  );
}
