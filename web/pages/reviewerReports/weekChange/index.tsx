import { Card, Table, Typography } from '@douyinfe/semi-ui';
import type { ISpec } from '@visactor/vchart/esm/core';
import { starChangeStatistics } from '@shared/api/reviewerReports/ratings';
import { Chart } from '../../../components/chart/Chart';
import { FilterBar } from '../../../components/table/FilterBar';
import { ChartOrTable } from '../common/ChartOrTable';
import { RATING_FILTERS, RatingFilterFields, ratingQuery } from '../common/RatingFilterFields';
import { useUrlFilters } from '../../../components/table/useUrlFilters';
import { useApi } from '../../../lib/api';

/** /reportQuery/weekChange: per week, how many products went up, down or stayed against the week before. */
export default function WeekChangePage() {
  const filters = useUrlFilters(RATING_FILTERS);
  const stats = useApi(starChangeStatistics, ratingQuery(filters.values));
  const rows = stats.data ?? [];
  const points = rows.flatMap((r) => [
    { week: r.week, kind: '上升', count: r.up },
    { week: r.week, kind: '下降', count: -r.down },
  ]);
  const spec: ISpec = {
    type: 'bar',
    data: [{ id: 'changes', values: points }],
    xField: 'week',
    yField: 'count',
    seriesField: 'kind',
    stack: true,
    legends: { visible: true, orient: 'top' },
    tooltip: { visible: true },
  } as ISpec;
  return (
    <div className="page-stack">
      <FilterBar filters={filters} label="周星级变化筛选">
        <RatingFilterFields />
      </FilterBar>
      <Card title="每周星级变化（与上一周比）">
        <ChartOrTable
          empty={rows.length === 0}
          chart={<Chart spec={spec} style={{ height: 320 }} />}
          table={
            <Table
              size="small"
              rowKey="weekStart"
              loading={stats.isLoading}
              dataSource={[...rows].reverse()}
              pagination={{ pageSize: 12 }}
              columns={[
                { title: '周', dataIndex: 'week' },
                { title: '周一', dataIndex: 'weekStart' },
                { title: '可比产品数', dataIndex: 'compared' },
                { title: '上升', dataIndex: 'up' },
                { title: '下降', dataIndex: 'down' },
                { title: '不变', dataIndex: 'unchanged' },
                { title: '平均变化', dataIndex: 'avgChange' },
                { title: '有推广的产品', dataIndex: 'promoted' },
              ]}
            />
          }
        />
        <Typography.Text type="tertiary" size="small">
          星级变化 = 本周星级 − 上周星级（同站点同 ASIN）；明细见“星级变动明细”。
        </Typography.Text>
      </Card>
    </div>
  );
}
