import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { projectFields } from '@shared/api/warranty/fields';
import { honeycombBasePage, type ProjectRow } from '@shared/api/warranty/project';
import { projectScreen } from '@shared/api/warranty/screens';
import { fieldColumns } from '../../../components/fields';
import { actionsColumn, AddButton, EditAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { ProjectForm } from './ProjectForm';

const FILTERS = { name: '', sku: '', enabled: '' };
const ENABLED_OPTIONS = [{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }];

type Dialog = { kind: 'add' } | { kind: 'edit'; id: number } | null;

/** 蜂巢项目: one per product line: SKUs, countries, page languages and texts, service mailbox. */
export function ProjectList() {
  const state = useResourceList({ endpoint: honeycombBasePage, filters: FILTERS });
  const [dialog, setDialog] = useState<Dialog>(null);
  const columns = [
    ...fieldColumns(projectFields, ['name', 'brand', 'skus', 'countries', 'languages', 'mailboxAddress', 'warrantyMonths', 'codeCount', 'registrationCount', 'enabled', 'updatedAt']),
    actionsColumn(90, (p: ProjectRow) => (
      <RowActions>
        <EditAction code={projectScreen.code('edit')} onClick={() => setDialog({ kind: 'edit', id: p.id })} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="项目"
        state={state}
        tableKey="warranty.projects"
        columns={columns}
        filterFields={
          <>
            <Form.Input field="name" label="项目名称" showClear style={{ width: 200 }} />
            <Form.Input field="sku" label="SKU" showClear style={{ width: 160 }} />
            <Form.Select field="enabled" label="状态" showClear style={{ width: 110 }} optionList={ENABLED_OPTIONS} />
          </>
        }
        toolbar={<AddButton code={projectScreen.code('add')} onClick={() => setDialog({ kind: 'add' })}>新增项目</AddButton>}
      />
      {dialog && <ProjectForm id={dialog.kind === 'edit' ? dialog.id : undefined} onClose={() => setDialog(null)} onSaved={state.refresh} />}
    </>
  );
}
