import { Card, Table, Typography } from '@douyinfe/semi-ui';
import { getWorkOrderReport, getWorkOrderReportChart } from '@shared/api/review/report';
import { useApi } from '../../../lib/api';
import { WeeklyChart } from './WeeklyChart';

/** /lark-report/review-statistics: orders per platform and stage (the numbers), and per week (the chart). */
export default function ReviewStatisticsPage() {
  const report = useApi(getWorkOrderReport, {});
  const chart = useApi(getWorkOrderReportChart, {});
  const stages = report.data?.stages ?? [];
  const columns = [
    { title: '平台', dataIndex: 'platformName', width: 140 },
    ...stages.map((s) => ({ title: s.label, dataIndex: `counts.${s.value}`, render: (_: unknown, r: { counts: Record<string, number> }) => r.counts[s.value] ?? 0 })),
    { title: '合计', dataIndex: 'total' },
  ];
  return (
    <div className="page-stack">
      <Card title="每周订单（按阶段）">
        {chart.data && (chart.data.length ? <WeeklyChart points={chart.data} /> : <Typography.Text type="tertiary">暂无数据</Typography.Text>)}
      </Card>
      <Card title="各平台各阶段订单数">
        <Table size="small" rowKey="platformId" loading={report.isLoading} pagination={false} dataSource={report.data?.rows ?? []} columns={columns} />
      </Card>
    </div>
  );
}
