import { Card, Table } from '@douyinfe/semi-ui';
import { addStarAvaWeekExcelTask, listStarAvaWeekPage, starAvaWeekStatis, type AverageRow } from '@shared/api/reviewerReports/ratings';
import { ExportButton, ResourceList, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import { useApi } from '../../../lib/api';
import { ChartOrTable } from '../common/ChartOrTable';
import { RATING_FILTERS, RatingFilterFields, ratingQuery } from '../common/RatingFilterFields';
import { StarChart } from '../common/StarChart';

const COLUMNS: DataColumn<AverageRow>[] = [
  { key: 'week', title: '周', width: 100 },
  { key: 'weekStart', title: '周一', width: 110 },
  { key: 'groupName', title: '产品组', width: 100 },
  { key: 'categoryName', title: '品类', width: 120 },
  { key: 'products', title: '产品数', width: 90, align: 'right' },
  { key: 'avgStar', title: '平均星级', width: 100, align: 'right' },
  { key: 'weightedStar', title: '加权星级（按评分数）', width: 160, align: 'right' },
  { key: 'ratingCount', title: '评分总数', width: 100, align: 'right' },
];

/** /reportQuery/averageWeekStar: the weekly average star per group (chart, promotions labelled) and per category (table). */
export default function AverageWeekStarPage() {
  const state = useResourceList({ endpoint: listStarAvaWeekPage, filters: RATING_FILTERS, toQuery: ratingQuery });
  const trend = useApi(starAvaWeekStatis, ratingQuery(state.filters.values));
  const points = (trend.data ?? []).map((r) => ({ week: r.week, series: r.groupName ?? '未分组', star: Number(r.avgStar), promotions: r.promotions ? `${r.promotions}条` : undefined }));
  return (
    <div className="page-stack">
      <ResourceList
        title="周平均星级"
        state={state}
        tableKey="reviewerReports.averageWeekStar"
        columns={COLUMNS}
        rowKey={(r: AverageRow) => `${r.weekStart}-${r.groupId}-${r.categoryId}`}
        filterFields={<RatingFilterFields />}
        toolbar={<ExportButton endpoint={addStarAvaWeekExcelTask} query={state.query} />}
        banner={
          <Card title="各产品组周平均星级（标注“促”的周有推广日志）" bodyStyle={{ paddingTop: 8 }}>
            <ChartOrTable
              empty={points.length === 0}
              chart={<StarChart points={points} />}
              table={
                <Table
                  size="small"
                  rowKey={(r?: { weekStart: string; groupId: number | null }) => `${r?.weekStart}-${r?.groupId}`}
                  dataSource={trend.data ?? []}
                  pagination={{ pageSize: 10 }}
                  columns={[
                    { title: '周', dataIndex: 'week' },
                    { title: '产品组', dataIndex: 'groupName' },
                    { title: '平均星级', dataIndex: 'avgStar' },
                    { title: '加权星级', dataIndex: 'weightedStar' },
                    { title: '产品数', dataIndex: 'products' },
                    { title: '推广日志条数', dataIndex: 'promotions' },
                  ]}
                />
              }
            />
          </Card>
        }
      />
    </div>
  );
}
