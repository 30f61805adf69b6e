import { useState, type ReactNode } from 'react';
import type { Endpoint } from '@shared/api/contract';
import type { FieldSet, Fields } from '@shared/screen';
import type { Code } from '@shared/screen';
import { fieldColumns } from '../../../components/fields';
import type { FilterValues } from '../../../components/table';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../../../components/resource';
import { call } from '../../../lib/api';

const EFFECTS = { disable: '停用后不再出现在选择列表中，历史记录保留。', enable: '启用后可再次选择。' };

interface Props<R extends { id: number; enabled: boolean }, F extends Fields<R>, V extends FilterValues> {
  title: string;
  tableKey: string;
  calls: { page: Endpoint; setEnabled: Endpoint };
  fields: FieldSet<R, F>;
  names: ReadonlyArray<keyof F & string>;
  filters: V;
  filterFields: ReactNode;
  codes: { add: Code; edit: Code };
  nameOf(row: R): string;
  /** The add/edit dialog for `row` ('new' to add). */
  form(row: R | 'new', done: { onClose(): void; onSaved(): void }): ReactNode;
}

/** A gift information list: filters, 新增, 编辑, 停用/启用 (礼品卡信息, SKU推广礼品, 礼品对照). */
export function MasterList<R extends { id: number; enabled: boolean }, F extends Fields<R>, V extends FilterValues>(p: Props<R, F, V>) {
  const state = useResourceList({ endpoint: p.calls.page, filters: p.filters });
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const columns = [
    ...fieldColumns(p.fields, p.names),
    actionsColumn(130, (r: R) => (
      <RowActions>
        <EditAction code={p.codes.edit} onClick={() => setEditing(r)} />
        <EnableAction code={p.codes.edit} enabled={r.enabled} name={`${p.title} ${p.nameOf(r)}`} effects={EFFECTS} onToggle={(enabled) => call(p.calls.setEnabled, { body: { id: r.id, enabled } } as never).then(state.refresh)} />
      </RowActions>
    )),
  ];
  return (
    <>
      <ResourceList title={p.title} state={state} tableKey={p.tableKey} columns={columns as never} filterFields={p.filterFields} toolbar={<AddButton code={p.codes.add} onClick={() => setEditing('new')} />} />
      {editing !== null && p.form(editing, { onClose: () => setEditing(null), onSaved: state.refresh })}
    </>
  );
}
