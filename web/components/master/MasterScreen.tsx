import { useMemo, useState, type ReactNode } from 'react';
import type { Code } from '@shared/screen';
import type { AnyMaster } from '@shared/screen/master';
import { fieldColumns } from '../fields';
import { FormDialog } from '../form/FormDialog';
import { formValues } from '../form/zodForm';
import { actionsColumn, AddButton, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../resource';
import { call } from '../../lib/api';
import { FilterControl } from './FilterControl';
import { FormInput } from './FormInput';
import '../table/table.css';
import '../screen.css';

const EFFECTS = { disable: '停用后不再出现在选择列表中，历史记录保留。', enable: '启用后可再次选择。' };

/** What 停用/启用 says it does (the confirm's text). */
export interface EnableEffects {
  disable: string;
  enable: string;
}

type Row = { id: number; enabled?: boolean };

export interface MasterScreenProps {
  master: AnyMaster;
  /** What the add/edit dialog calls one record; the list's title by default (礼品卡 for 礼品卡信息). */
  formTitle?: string;
  /** The toast after adding (新增成功 by default); editing says 保存成功. */
  addedText?: string;
  /** The name in the edit dialog's title, when shorter than the declared name. */
  editName?(row: never): string;
  /** Inputs declared `custom`, by field: drawn with the form's current values. */
  custom?: Record<string, (values: Record<string, unknown>) => ReactNode>;
  /** The 新增 button's text (新增 by default). */
  addText?: string;
  /** What 停用/启用 does to this kind of record, when more is said than the default. */
  effects?: EnableEffects;
  /** The list's title when it differs from what one record is called (KOL分类 lists 分类). */
  listTitle?: string;
  /** The screen's own row actions after 编辑 and 停用/启用 (删除), given the list's refresh. */
  actions?(row: never, refresh: () => void): ReactNode;
  /** The screen's own toolbar buttons beside 新增 (import, template), given the list's refresh. */
  toolbar?(refresh: () => void): ReactNode;
}

/**
 * A master-data screen from its declaration (shared/screen/master.ts): the declared filters, the
 * columns with 编辑 and 停用/启用, 新增, and the add/edit dialog of the declared inputs.
 */
export function MasterScreen({ master: m, formTitle = m.title, addedText = '新增成功', editName, custom = {}, addText, effects = EFFECTS, toolbar, listTitle = m.title, actions }: MasterScreenProps) {
  const defaults = useMemo(() => Object.fromEntries(m.filters.map((e) => [e.filter.key ?? e.key, ''])), [m]);
  const state = useResourceList({ endpoint: m.page, filters: defaults });
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const edit = m.screen.code('edit');
  const nameOf = (r: Row) => m.name(r as never);
  const shown = m.filters.filter((e) => !e.filter.hidden);
  const columns = [
    ...fieldColumns(m.fields, m.columns),
    actionsColumn(90 + (m.setEnabled ? 40 : 0) + (actions ? 50 : 0), (r: Row) => (
      <RowActions>
        <EditAction code={edit} onClick={() => setEditing(r)} />
        {m.setEnabled && <EnableAction code={edit} enabled={!!r.enabled} name={`${m.title} ${nameOf(r)}`} effects={effects} onToggle={(enabled) => call(m.setEnabled!, { body: { id: r.id, enabled } }).then(state.refresh)} />}
        {actions?.(r as never, state.refresh)}
      </RowActions>
    )),
  ];
  const row = editing === 'new' ? undefined : (editing ?? undefined);
  const initial = row ? formValues(row) : Object.fromEntries(m.inputs.filter((e) => e.input.initial !== undefined).map((e) => [e.input.key ?? e.key, e.input.initial]));
  // An optional input left empty is sent as null ("clear it"), with the record's id when editing.
  const toInput = (values: Record<string, unknown>) => ({ ...values, ...Object.fromEntries(m.inputs.map(({ key, input }) => [input.key ?? key, values[input.key ?? key] ?? null])), id: row?.id });
  return (
    <>
      <ResourceList
        title={listTitle}
        state={state}
        tableKey={(m.screen.page ?? m.screen.menu).replace('/', '.')}
        columns={columns as never}
        filterFields={shown.length ? shown.map((e) => <FilterControl key={e.key} entry={e} />) : undefined}
        toolbar={
          <>
            {m.add !== false && (
              <AddButton code={(m.screen.code as (a: string) => Code)('add')} onClick={() => setEditing('new')}>
                {addText ?? '新增'}
              </AddButton>
            )}
            {toolbar?.(state.refresh)}
          </>
        }
      />
      <FormDialog
        key={row?.id ?? 'new'}
        title={row ? `编辑${formTitle}：${(editName ?? nameOf)(row as never)}` : `新增${formTitle}`}
        visible={editing !== null}
        schema={m.body}
        initValues={initial}
        toInput={toInput}
        successText={row ? '保存成功' : addedText}
        onClose={() => setEditing(null)}
        onSubmit={(body) => call(m.save, { body }).then(state.refresh)}
      >
        {(values) => m.inputs.map((e) => <FormInput key={e.key} entry={e} custom={custom[e.key]?.(values)} />)}
      </FormDialog>
    </>
  );
}
