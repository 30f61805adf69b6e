import { useMemo, useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import { deleteEmployee, importEmployees, employeeDepartments, employeePage, employeeStatusNames, type EmployeeRow } from '@shared/api/admin';
import { formatTime } from '@shared/format';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { DeleteButton } from '../common/DeleteButton';
import { DataTable, FilterBar, StatusTag, useListQuery, useUrlFilters, type DataColumn, type StatusLook } from '../../../components/table';
import { call, useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { EmployeeForm } from './EmployeeForm';

const FILTERS = { name: '', department: '', status: '' };

const statusLooks: Record<string, StatusLook> = {
  on_job: { text: employeeStatusNames.on_job, color: 'green' },
  left: { text: employeeStatusNames.left, color: 'grey' },
};

type Dialog = { kind: 'add' } | { kind: 'edit'; employee: EmployeeRow } | null;

function DeleteEmployee({ employee, onDeleted }: { employee: EmployeeRow; onDeleted(): void }) {
  return (
    <DeleteButton
      title={`删除员工 ${employee.name}（${employee.employeeNo}）？`}
      content={
        employee.userId
          ? '这名员工已关联登录账号，系统会拒绝删除；离职请编辑并把状态改为离职。'
          : '只用于删除录错的记录；离职请把状态改为离职。删除后不可恢复。'
      }
      onDelete={() => call(deleteEmployee, { params: { id: employee.id } })}
      onDeleted={onDeleted}
      compact
    />
  );
}

/** 员工档案: the staff roster, with or without a CRM login. */
export function EmployeeList() {
  const filters = useUrlFilters(FILTERS);
  const list = useListQuery(employeePage, filters.values);
  const { data: departments, mutate: refreshDepartments } = useApi(employeeDepartments);
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => {
    void list.refresh();
    void refreshDepartments();
  };

  const columns = useMemo<DataColumn<EmployeeRow>[]>(
    () => [
      { key: 'employeeNo', title: '工号', width: 90, render: (e) => <span className="cd-admin-mono">{e.employeeNo}</span> },
      { key: 'name', title: '姓名', width: 90 },
      { key: 'department', title: '部门', width: 120 },
      { key: 'position', title: '职位', width: 120 },
      { key: 'email', title: '邮箱', width: 190, ellipsis: true },
      { key: 'mobile', title: '手机', width: 120 },
      { key: 'entryDate', title: '入职日期', width: 110, render: (e) => (e.entryDate ? <span className="cd-nowrap">{e.entryDate}</span> : <span className="cd-cell-muted">-</span>) },
      { key: 'status', title: '状态', width: 80, render: (e) => <StatusTag value={e.status} looks={statusLooks} /> },
      {
        key: 'username',
        title: '关联账号',
        width: 110,
        render: (e) => e.username ?? <span className="cd-cell-muted">未关联</span>,
      },
      { key: 'updatedAt', title: '更新时间', width: 150, defaultHidden: true, render: (e) => formatTime(e.updatedAt) },
      {
        key: 'actions',
        title: '操作',
        pinned: true,
        fixed: 'right',
        width: 110,
        render: (e) => (
          <span className="cd-admin-actions">
            <Auth code="vtEmployeeManager:btn_edit">
              <LockButton size="small" theme="borderless" onClick={() => setDialog({ kind: 'edit', employee: e })}>
                编辑
              </LockButton>
            </Auth>
            <Auth code="vtEmployeeManager:btn_del">
              <DeleteEmployee employee={e} onDeleted={refresh} />
            </Auth>
          </span>
        ),
      },
    ],
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="员工筛选">
          <Form.Input field="name" label="姓名/工号" showClear style={{ width: 220 }} />
          <Form.Select
            field="department"
            label="部门"
            showClear
            filter
            style={{ width: 200 }}
            optionList={(departments ?? []).map((d) => ({ value: d, label: d }))}
          />
          <Form.Select
            field="status"
            label="状态"
            showClear
            style={{ width: 150 }}
            optionList={Object.entries(employeeStatusNames).map(([value, label]) => ({ value, label }))}
          />
        </FilterBar>
      </div>
      <DataTable
        tableKey="admin.employees"
        label="员工列表"
        columns={columns}
        list={list}
        emptyText="没有符合条件的员工"
        toolbar={
          <Auth code="vtEmployeeManager:btn_add">
            <LockButton theme="solid" icon={<IconPlus />} onClick={() => setDialog({ kind: 'add' })}>
              新增员工
            </LockButton>
            <ImportButton endpoint={importEmployees} onImported={refresh}>
              导入员工
            </ImportButton>
            <TemplateDownloadLink kind="employee" fileName="员工档案导入模板.xlsx" />
          </Auth>
        }
      />
      <EmployeeForm
        visible={dialog !== null}
        employee={dialog?.kind === 'edit' ? dialog.employee : undefined}
        onClose={() => setDialog(null)}
        onSaved={refresh}
      />
    </div>
  );
}
