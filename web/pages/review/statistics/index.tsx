import { useState } from 'react';
import { Card, DatePicker, Space, Table, Typography } from '@douyinfe/semi-ui';
import { formatTime } from '@shared/format';
import { getWorkOrderReport, getWorkOrderReportChart } from '@shared/api/review/report';
import { useApi } from '../../../lib/api';
import { WeeklyChart } from './WeeklyChart';

const day = (d: Date | undefined) => (d ? formatTime(d, 'yyyy-MM-dd') : undefined);

/** /lark-report/review-statistics: orders per platform and stage (the numbers), and per week (the chart), within the days picked. */
export default function ReviewStatisticsPage() {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const filter = Object.fromEntries(Object.entries(range).filter(([, v]) => v));
  const report = useApi(getWorkOrderReport, filter);
  const chart = useApi(getWorkOrderReportChart, filter);
  const stages = report.data?.stages ?? [];
  const columns = [
    { title: '平台', dataIndex: 'platformName', width: 140 },
    ...stages.map((s) => ({ title: s.label, dataIndex: `counts.${s.value}`, render: (_: unknown, r: { counts: Record<string, number> }) => r.counts[s.value] ?? 0 })),
    { title: '合计', dataIndex: 'total' },
  ];
  return (
    <div className="page-stack">
      <Card>
        <Space>
          <Typography.Text>订单创建日期</Typography.Text>
          <DatePicker
            type="dateRange"
            aria-label="订单创建日期"
            showClear
            style={{ width: 280 }}
            onChange={(v) => {
              const [from, to] = (Array.isArray(v) ? v : []) as Date[];
              setRange({ from: day(from), to: day(to) });
            }}
          />
          <Typography.Text type="tertiary">不选则统计全部（周趋势默认最近12周）</Typography.Text>
        </Space>
      </Card>
      <Card title="每周订单（按阶段）">
        {chart.data && (chart.data.length ? <WeeklyChart points={chart.data} /> : <Typography.Text type="tertiary">暂无数据</Typography.Text>)}
      </Card>
      <Card title="各平台各阶段订单数">
        <Table size="small" rowKey="platformId" loading={report.isLoading} pagination={false} dataSource={report.data?.rows ?? []} columns={columns} />
      </Card>
    </div>
  );
}
