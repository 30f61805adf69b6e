import type { ReactNode } from 'react';
import { Space } from '@douyinfe/semi-ui';
import { IconPlus } from '@douyinfe/semi-icons';
import type { Endpoint } from '@shared/api/contract';
import type { Machine } from '@shared/workflow';
import { ExportTaskButton } from '../../../components/excel';
import { LockButton } from '../../../components/LockButton';
import { DataTable, FilterBar, type DataColumn, type FilterValues, type ListQuery, type UrlFilters } from '../../../components/table';
import { StatusTabs } from '../../../components/workflow';
import { Auth } from '../../../lib/session/Auth';

interface FlowListLayoutProps<R, V extends FilterValues> {
  machine: Machine;
  filters: UrlFilters<V>;
  /** The filter form's fields. */
  filterFields: ReactNode;
  tabs: { value: string; onChange(tab: string): void; counts?: Record<string, number> };
  tableKey: string;
  columns: DataColumn<R>[];
  list: ListQuery<R>;
  /** 新增 button: its element code and text. */
  add: { code: string; text: string; onClick(): void };
  /** 导出 button: its element code, the `add...ExcelTask` endpoint and the list's filters. */
  exportTask: { code: string; endpoint: Endpoint; query: Record<string, unknown> };
}

/** A workflow list page: filters, status tabs with counts, and the table with its 新增 button. */
export function FlowListLayout<R, V extends FilterValues>({ machine, filters, filterFields, tabs, tableKey, columns, list, add, exportTask }: FlowListLayoutProps<R, V>) {
  return (
    <>
      <div className="cd-panel">
        <FilterBar filters={filters} label={`${machine.title}筛选`}>
          {filterFields}
        </FilterBar>
      </div>
      <StatusTabs machine={machine} value={tabs.value} onChange={tabs.onChange} counts={tabs.counts} />
      <DataTable
        tableKey={tableKey}
        label={`${machine.title}列表`}
        columns={columns}
        list={list}
        emptyText={`没有符合条件的${machine.title}`}
        toolbar={
          <Space>
            <Auth code={add.code}>
              <LockButton theme="solid" icon={<IconPlus />} onClick={add.onClick}>
                {add.text}
              </LockButton>
            </Auth>
            <Auth code={exportTask.code}>
              <ExportTaskButton endpoint={exportTask.endpoint} query={exportTask.query as never} />
            </Auth>
          </Space>
        }
      />
    </>
  );
}
