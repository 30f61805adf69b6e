import { useMemo } from 'react';
import { Button, Form, Table } from '@douyinfe/semi-ui';
import { useNavigate } from 'react-router-dom';
import { addB2bPeriodExcelTask, periodListPage, periodStatistics, type PeriodRow, type PeriodTotal } from '@shared/api/b2b/period';
import { CURRENCIES } from '@shared/api/b2b/fields';
import { DataTable, FilterBar, compactQuery, useListQuery, useUrlFilters, type DataColumn } from '../../../components/table';
import { ExportTaskButton } from '../../../components/excel';
import { useApi } from '../../../lib/api';
import type { QueryOf } from '@shared/api/contract';
import { Auth } from '../../../lib/session/Auth';
import { useUserOptions } from '../../../components/pickers/options';
import { ageingColumns } from './ageing';
import { periodScreen } from '@shared/api/b2b/screens';

const FILTERS = { customerName: '', salesUserId: '', currency: '', overdueOnly: '' };

/** 账期统计: what each credit customer owes, by age, with totals per currency. */
export function PeriodStatistics() {
  const filters = useUrlFilters(FILTERS);
  const list = useListQuery(periodListPage, filters.values);
  const totals = useApi(periodStatistics, compactQuery(filters.values) as QueryOf<typeof periodStatistics>);
  const users = useUserOptions();
  const navigate = useNavigate();

  const columns = useMemo<DataColumn<PeriodRow>[]>(
    () => [
      { key: 'customerCode', title: '编码', width: 100 },
      {
        key: 'customerName',
        title: '客户',
        width: 200,
        render: (r) => (
          <Button theme="borderless" size="small" style={{ padding: 0 }} onClick={() => navigate(`/operationManager/period-detail?customerId=${r.customerId}`)}>
            {r.customerName}
          </Button>
        ),
      },
      { key: 'salesUserName', title: '负责销售', width: 90 },
      { key: 'creditDays', title: '账期', width: 70, render: (r) => `${r.creditDays}天` },
      { key: 'currency', title: '币种', width: 70 },
      ...ageingColumns<PeriodRow>(),
      { key: 'maxOverdueDays', title: '最长逾期', width: 90, render: (r) => (r.maxOverdueDays ? `${r.maxOverdueDays}天` : '-') },
    ],
    [navigate],
  );
  const totalColumns = useMemo(
    () => [
      { title: '合计', dataIndex: 'currency', width: 90 },
      { title: '客户数', dataIndex: 'customerCount', width: 80 },
      ...ageingColumns<PeriodTotal>().map((c) => ({ title: c.title, dataIndex: c.key, width: c.width, align: c.align, render: (_: unknown, r: PeriodTotal) => c.render!(r) })),
    ],
    [],
  );

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <FilterBar filters={filters} label="账期筛选">
          <Form.Input field="customerName" label="客户" showClear style={{ width: 200 }} placeholder="名称前缀或编码" />
          <Form.Select field="salesUserId" label="负责销售" showClear filter style={{ width: 180 }} optionList={users.options.map((o) => ({ value: String(o.value), label: o.label }))} />
          <Form.Select field="currency" label="币种" showClear style={{ width: 120 }} optionList={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          <Form.Select field="overdueOnly" label="逾期" showClear style={{ width: 140 }} optionList={[{ value: 'true', label: '只看有逾期的' }]} />
        </FilterBar>
      </div>
      <div className="cd-panel">
        <Table
          size="small"
          rowKey="currency"
          loading={totals.isLoading}
          dataSource={totals.data?.totals ?? []}
          columns={totalColumns}
          pagination={false}
          empty="暂无账期客户的发票"
          title={totals.data ? `统计日期 ${totals.data.asOf}（按发票币种合计）` : undefined}
        />
      </div>
      <DataTable
        tableKey="b2b.period"
        label="账期统计"
        columns={columns}
        list={list}
        rowKey={(r) => `${r.customerId}-${r.currency}`}
        emptyText="没有符合条件的账期客户"
        toolbar={
          <Auth code={periodScreen.code('export')}>
            <ExportTaskButton endpoint={addB2bPeriodExcelTask} query={filters.values as QueryOf<typeof addB2bPeriodExcelTask>} />
          </Auth>
        }
      />
    </div>
  );
}
