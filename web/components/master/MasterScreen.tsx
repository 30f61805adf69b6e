import { useMemo, useState, type ReactNode } from 'react';
import type { Code } from '@shared/screen';
import { formatTime } from '@shared/format';
import { rangeKeys, type AnyMaster, type FilterEntry } from '@shared/screen/master';
import { fieldColumns } from '../fields';
import { FormDialog } from '../form/FormDialog';
import { formValues } from '../form/zodForm';
import { actionsColumn, AddButton, DeleteAction, EditAction, EnableAction, ResourceList, RowActions, useResourceList } from '../resource';
import type { ColumnOverrides } from '../fields/columns';
import { call } from '../../lib/api';
import { FilterControl } from './FilterControl';
import { FormInput } from './FormInput';
import { ImportTools } from './ImportTools';
import '../table/table.css';
import '../screen.css';

/** A date range filter's two days as its two query parameters. */
const rangeQuery = (ranges: FilterEntry[]) => (values: Record<string, unknown>) => {
  const query = { ...values };
  for (const { key, filter } of ranges) {
    const name = filter.key ?? key;
    const [from, to] = rangeKeys(name, filter);
    const days = (values[name] as unknown[] | undefined) ?? [];
    delete query[name];
    Object.assign(query, { [from]: days[0] ? formatTime(days[0] as string, 'yyyy-MM-dd') : undefined, [to]: days[1] ? formatTime(days[1] as string, 'yyyy-MM-dd') : undefined });
  }
  return query;
};

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
  /** The screen's own toolbar buttons after 新增 and the declared import's, given the list's refresh. */
  toolbar?(refresh: () => void): ReactNode;
  /** The declared import's template button (下载导入模板 by default). */
  templateText?: string;
  /** 删除's question, what it says it does, and why it is refused for this row (it is in use). */
  removeText?(row: never): { title: string; content?: string; blocked?: string };
  /** Columns drawn by the page (a tag in the label's colour), by field. */
  renders?: Record<string, (row: never) => ReactNode>;
  /** What the empty list says (how to fill it). */
  emptyText?: string;
  /** A panel above the list, given the list's filters (a click there filters the list) and a refresh signal. */
  above?(list: { filter(values: Record<string, unknown>): void; saved: number }): ReactNode;
}

/**
 * A master-data screen from its declaration (shared/screen/master.ts): the declared filters, the
 * columns with 编辑 and 停用/启用, 新增, and the add/edit dialog of the declared inputs.
 */
export function MasterScreen(props: MasterScreenProps) {
  const { master: m, formTitle = m.title, addedText = '新增成功', editName, custom = {}, addText, effects = EFFECTS, toolbar, listTitle = m.title, actions, removeText, renders = {} } = props;
  const defaults = useMemo(() => Object.fromEntries(m.filters.map((e) => [e.filter.key ?? e.key, e.filter.kind === 'dateRange' ? [] : ''])), [m]);
  const toQuery = useMemo(() => {
    const ranges = m.filters.filter((e) => e.filter.kind === 'dateRange');
    return ranges.length ? rangeQuery(ranges) : undefined;
  }, [m]);
  const state = useResourceList({ endpoint: m.page, filters: defaults, toQuery });
  const [saved, setSaved] = useState(0);
  const refresh = () => {
    state.refresh();
    setSaved((n) => n + 1);
  };
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const edit = (m.screen.code as (a: string) => Code)('edit');
  const nameOf = (r: Row) => m.name(r as never);
  const shown = m.filters.filter((e) => !e.filter.hidden);
  const editable = m.save && m.edit !== false;
  const rowActions = [editable, m.setEnabled, m.remove, actions].filter(Boolean).length;
  const remove = m.remove;
  const columns = [
    ...fieldColumns(m.fields, m.columns, Object.fromEntries(Object.entries(renders).map(([k, render]) => [k, { render }])) as Record<string, ColumnOverrides<unknown>>),
    ...(rowActions
      ? [
          actionsColumn(50 + 40 * rowActions, (r: Row) => (
            <RowActions>
              {editable && <EditAction code={edit} onClick={() => setEditing(r)} />}
              {m.setEnabled && <EnableAction code={edit} enabled={!!r.enabled} name={`${m.title} ${nameOf(r)}`} effects={effects} onToggle={(enabled) => call(m.setEnabled!, { body: { id: r.id, enabled } }).then(refresh)} />}
              {remove && (
                <DeleteAction
                  code={(m.screen.code as (a: string) => Code)('del')}
                  title={removeText?.(r as never).title ?? `删除${m.title}「${nameOf(r)}」？`}
                  content={removeText?.(r as never).content}
                  blockedReason={removeText?.(r as never).blocked}
                  onDelete={() => call(remove, remove.method === 'DELETE' ? { params: { id: r.id } } : remove.method === 'GET' ? { query: { id: r.id } } : { body: { id: r.id } })}
                  onDeleted={refresh}
                />
              )}
              {actions?.(r as never, refresh)}
            </RowActions>
          )),
        ]
      : []),
  ];
  const row = editing === 'new' ? undefined : (editing ?? undefined);
  const initial = row ? formValues(row) : Object.fromEntries(m.inputs.filter((e) => e.input.initial !== undefined).map((e) => [e.input.key ?? e.key, typeof e.input.initial === 'function' ? (e.input.initial as () => unknown)() : e.input.initial]));
  // An optional input left empty is sent as null ("clear it"), with the record's id when editing.
  const valueOf = (kind: string, value: unknown) => (kind === 'date' && value ? formatTime(value as string, 'yyyy-MM-dd') : (value ?? null));
  const toInput = (values: Record<string, unknown>) => ({ ...values, ...Object.fromEntries(m.inputs.map(({ key, input }) => [input.key ?? key, valueOf(input.kind, values[input.key ?? key])])), id: row?.id });
  return (
    <>
      {props.above?.({ filter: (values) => state.filters.apply({ ...state.filters.values, ...values }), saved })}
      <ResourceList
        title={listTitle}
        emptyText={props.emptyText}
        state={state}
        tableKey={(m.screen.page ?? m.screen.menu).replace('/', '.')}
        columns={columns as never}
        filterFields={shown.length ? shown.map((e) => <FilterControl key={e.key} entry={e} />) : undefined}
        toolbar={
          <>
            {m.save && m.add !== false && (
              <AddButton code={(m.screen.code as (a: string) => Code)('add')} onClick={() => setEditing('new')}>
                {addText ?? '新增'}
              </AddButton>
            )}
            {m.import && <ImportTools master={m} onImported={refresh} templateText={props.templateText} />}
            {toolbar?.(refresh)}
          </>
        }
      />
      {m.save && (
      <FormDialog
        key={row?.id ?? 'new'}
        title={row ? `编辑${formTitle}：${(editName ?? nameOf)(row as never)}` : `新增${formTitle}`}
        visible={editing !== null}
        schema={m.body}
        initValues={initial}
        toInput={toInput}
        successText={row ? '保存成功' : addedText}
        onClose={() => setEditing(null)}
        onSubmit={(body) => call(m.save, { body }).then(refresh)}
      >
        {(values) => m.inputs.map((e) => <FormInput key={e.key} entry={e} custom={custom[e.key]?.(values)} />)}
      </FormDialog>
      )}
    </>
  );
}
