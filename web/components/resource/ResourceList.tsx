import type { ReactNode } from 'react';
import { Typography } from '@douyinfe/semi-ui';
import type { Machine } from '@shared/workflow';
import { DataTable, FilterBar, type DataColumn, type DataTableProps, type FilterValues } from '../table';
import { StatusTabs } from '../workflow/StatusTabs';
import type { ResourceListState } from './useResourceList';
import '../workflow/workflow.css';

interface ResourceListProps<R, V extends FilterValues> {
  /** What one record is called: labels the filter form, the table and its empty text (付款申请). */
  title: string;
  state: ResourceListState<R, V>;
  /** Above the filters: news about the screen as a whole (飞书集成已启用). */
  banner?: ReactNode;
  /** The filter form's Semi fields (`field` = a filter's name). */
  filterFields?: ReactNode;
  /** Status tabs of this machine, with the counts of the state's `counts` endpoint. */
  machine?: Machine;
  /** Only these of the machine's status tabs, when the list shows only those states. */
  tabs?: readonly string[];
  /** Remembers column choices per table, e.g. `b2b.payments`. */
  tableKey: string;
  columns: DataColumn<R>[];
  /** What an empty list says, when 没有符合条件的… is not enough (how to make the first one). */
  emptyText?: string;
  /** Buttons on the toolbar: AddButton, ExportButton, batch actions. */
  toolbar?: ReactNode;
  selection?: DataTableProps<R>['selection'];
  rowKey?: DataTableProps<R>['rowKey'];
  /** The column whose cell opens the record (its serial number), and what opening does. */
  open?: { column: string; onOpen(row: R): void };
}

/** The opening column's cell becomes a link to the record. */
function withOpenLink<R>(columns: DataColumn<R>[], open: ResourceListProps<R, FilterValues>['open']): DataColumn<R>[] {
  if (!open) return columns;
  return columns.map((c) =>
    c.key !== open.column
      ? c
      : {
          ...c,
          render: (row: R) => (
            <Typography.Text link onClick={() => open.onOpen(row)} className="cd-nowrap">
              {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
            </Typography.Text>
          ),
        },
  );
}

/** A list screen: filter bar, status tabs with counts, toolbar, and the paged table. */
export function ResourceList<R, V extends FilterValues>({ title, state, banner, filterFields, machine, tabs, tableKey, columns, emptyText, toolbar, selection, rowKey, open }: ResourceListProps<R, V>) {
  return (
    <div className="cd-list">
      {banner}
      {(filterFields || machine) && (
        <div className="cd-panel">
          {machine && <StatusTabs machine={machine} value={state.tabs.value} counts={state.tabs.counts} onChange={state.tabs.onChange} only={tabs} />}
          {filterFields && (
            <FilterBar filters={state.filters} label={`${title}筛选`}>
              {filterFields}
            </FilterBar>
          )}
        </div>
      )}
      <DataTable
        tableKey={tableKey}
        label={`${title}列表`}
        columns={withOpenLink(columns, open)}
        list={state.list}
        emptyText={emptyText ?? `没有符合条件的${title}`}
        toolbar={toolbar}
        selection={selection}
        rowKey={rowKey}
      />
    </div>
  );
}
