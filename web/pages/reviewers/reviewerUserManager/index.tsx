import { useState } from 'react';
import { reviewerUsers, type ReviewerRow } from '@shared/api/reviewers/reviewers';
import { reviewerUserManagerScreen as screen } from '@shared/api/reviewers/screens';
import { fieldColumns } from '../../../components/fields';
import { FormDialog } from '../../../components/form/FormDialog';
import { formValues } from '../../../components/form/zodForm';
import { FilterControl, FormInput } from '../../../components/master';
import { actionsColumn, AddButton, EditAction, ResourceList, RowActions, useRecordDrawer, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';
import { BlacklistAction } from '../blackList/BlacklistDialogs';
import '../../../components/table/table.css';
import { ReviewerDrawer } from './ReviewerDrawer';

const m = reviewerUsers;
const FILTERS = { name: '', country: '', blacklisted: '' };

/** /reviewerManager/reviewerUserManager (测评人档案): profiles with their orders in figures; 拉黑 for the review lead; a name opens the profile drawer (?id=). */
export default function ReviewerUserPage() {
  const state = useResourceList({ endpoint: m.page, filters: FILTERS });
  const drawer = useRecordDrawer();
  const [editing, setEditing] = useState<ReviewerRow | 'new' | null>(null);
  const row = editing === 'new' ? undefined : (editing ?? undefined);
  const columns = [
    ...fieldColumns(m.fields, m.columns, { name: { fixed: 'left' } }),
    actionsColumn(120, (r: ReviewerRow) => (
      <RowActions>
        <EditAction code={screen.code('edit')} onClick={() => setEditing(r)} />
        {!r.blacklisted && <BlacklistAction reviewer={r} onDone={state.refresh} />}
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList
        title="测评人档案"
        state={state}
        tableKey="reviewers.profiles"
        columns={columns as never}
        open={{ column: 'name', onOpen: (r: ReviewerRow) => drawer.open(r.id) }}
        filterFields={m.filters.map((e) => <FilterControl key={e.key} entry={e} />)}
        toolbar={<AddButton code={screen.code('add')} onClick={() => setEditing('new')} />}
      />
      {drawer.id !== undefined && <ReviewerDrawer key={drawer.id} id={drawer.id} onClose={drawer.close} />}
      <FormDialog
        key={row?.id ?? 'new'}
        title={row ? `编辑测评人：${row.name}` : '新增测评人'}
        visible={editing !== null}
        schema={m.body}
        initValues={row ? formValues(row) : {}}
        toInput={(values) => ({ ...values, ...Object.fromEntries(m.inputs.map(({ key }) => [key, values[key] ?? null])), id: row?.id })}
        successText={row ? '保存成功' : '新增成功'}
        onClose={() => setEditing(null)}
        onSubmit={(body) => call(m.save, { body }).then(state.refresh)}
      >
        {m.inputs.map((e) => <FormInput key={e.key} entry={e} />)}
      </FormDialog>
    </>
  );
}
