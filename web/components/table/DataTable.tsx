import { useEffect, useMemo, type ReactNode } from 'react';
import { Empty, Pagination, Table } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { IconInbox } from '@douyinfe/semi-icons';
import { ColumnChooser } from './ColumnChooser';
import { TotalText } from './TotalText';
import { PAGE_SIZES, type ListQuery } from './useListQuery';
import { useColumnSettings, type ChoosableColumn } from './useColumnSettings';
import './table.css';

type Key = string | number;

/** One column of a DataTable: a key, a title and how to show a row's value. */
export interface DataColumn<R> extends ChoosableColumn {
  /** Cell content; by default `row[key]`, '-' when empty. */
  render?: (row: R) => ReactNode;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Cut long text with … (full text on hover). */
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
}

export interface DataTableProps<R> {
  /** Names the table for its remembered column choices, e.g. `admin.users`. */
  tableKey: string;
  columns: DataColumn<R>[];
  list: ListQuery<R>;
  rowKey?: (row: R) => Key;
  /** Buttons on the left of the toolbar (新增, batch actions); the column chooser sits on the right. */
  toolbar?: ReactNode;
  /** Optional row selection (for batch actions). */
  selection?: { selectedKeys: Key[]; onChange(keys: Key[]): void };
  /** What an empty result says. */
  emptyText?: string;
  /** Accessible name of the table. */
  label?: string;
  /** Draw the panel (border, background); off inside a side sheet or card that has its own. */
  framed?: boolean;
}

/** Width assumed for a column that names none (it takes what is left). */
const DEFAULT_WIDTH = 120;

const defaultRowKey = (row: unknown): Key => (row as { id: Key }).id;

function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="cd-cell-muted">-</span>;
  return String(value);
}

function toSemiColumn<R>(column: DataColumn<R>): ColumnProps<R & Record<string, unknown>> {
  return {
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    align: column.align,
    fixed: column.fixed,
    ellipsis: column.ellipsis ? { showTitle: true } : undefined,
    render: (_: unknown, row: R) => (column.render ? column.render(row) : defaultCell((row as Record<string, unknown>)[column.key])),
  };
}

/**
 * The list of a list page: Semi Table over one server-paged query (useListQuery), with 共 N 条
 * (or the honest 10,000+), page and size, loading and empty states, optional selection, and the
 * 列设置 chooser remembered per `tableKey`.
 */
export function DataTable<R>({ tableKey, columns, list, rowKey = defaultRowKey, toolbar, selection, emptyText = '暂无数据', label, framed = true }: DataTableProps<R>) {
  const settings = useColumnSettings(tableKey, columns);
  const semiColumns = useMemo(() => settings.visibleColumns.map((c) => toSemiColumn(c)), [settings.visibleColumns]);
  // Fill the panel when it is wide enough; below the columns' widths, scroll sideways (fixed columns stay).
  const minWidth = settings.visibleColumns.reduce((sum, c) => sum + (c.width ?? DEFAULT_WIDTH), selection ? 48 : 0);
  const { rows, total, totalCapped, loading, page, limit, setPage } = list;

  // A page past the end (the last row of the last page was deleted): go to the last page.
  const lastPage = Math.max(1, Math.ceil(total / limit));
  useEffect(() => {
    if (!loading && rows.length === 0 && page > lastPage) setPage(lastPage);
  }, [loading, rows.length, page, lastPage, setPage]);

  return (
    <section className={framed ? 'cd-panel' : undefined} aria-label={label}>
      <div className="cd-table-toolbar">
        {toolbar}
        <span className="cd-table-toolbar-spacer" />
        <ColumnChooser choices={settings.choices} onVisible={settings.setVisible} onMove={settings.move} onReset={settings.reset} />
      </div>
      <Table<R & Record<string, unknown>>
        columns={semiColumns}
        dataSource={rows as Array<R & Record<string, unknown>>}
        rowKey={(row?: R) => String(rowKey(row as R))}
        loading={loading}
        pagination={false}
        size="middle"
        scroll={{ x: `max(100%, ${minWidth}px)` }}
        empty={<Empty image={<IconInbox className="cd-empty-icon" />} description={list.error ? '加载失败，请稍后重试' : emptyText} />}
        rowSelection={
          selection && {
            selectedRowKeys: selection.selectedKeys.map(String),
            onChange: (keys?: Key[]) => selection.onChange(keys ?? []),
          }
        }
      />
      <div className="cd-table-footer">
        <TotalText total={total} capped={totalCapped} />
        {total > 0 && (
          <Pagination
            total={total}
            currentPage={page}
            pageSize={limit}
            pageSizeOpts={PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b)}
            showSizeChanger
            onChange={(nextPage, nextSize) => setPage(nextPage, nextSize)}
          />
        )}
      </div>
    </section>
  );
}
