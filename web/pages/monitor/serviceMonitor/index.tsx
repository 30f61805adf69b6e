import { useState } from 'react';
import { Button, Select, Space, Tag, Typography } from '@douyinfe/semi-ui';
import type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table';
import { monitorSnapshots } from '@shared/api/monitor';
import { useApi } from '../../../lib/api';
import { ChartPanel } from '../common/ChartPanel';
import * as series from './series';
import '../monitor.css';

const PERIODS = [15, 30, 60].map((m) => ({ value: m, label: `最近 ${m} 分钟` }));
const REFRESH_MS = 15_000;

const ROUTE_COLUMNS: ColumnProps<series.RouteTotal>[] = [
  { title: '路由', dataIndex: 'route' },
  { title: '请求数', dataIndex: 'count', align: 'right', width: 90 },
  { title: '失败', dataIndex: 'errors', align: 'right', width: 70 },
  { title: 'p95（毫秒）', dataIndex: 'p95Ms', align: 'right', width: 110 },
];

/** /monitorManager/serviceMonitorManager: every server process's requests, latency, errors, pool, queues and memory. */
export default function ServiceMonitorPage() {
  const [minutes, setMinutes] = useState(30);
  const snapshots = useApi(monitorSnapshots, { minutes }, { swr: { refreshInterval: REFRESH_MS } });
  const rows = snapshots.data ?? [];
  const totals = series.routeTotals(rows);
  return (
    <div className="cd-monitor-page">
      <Space wrap>
        <Select aria-label="时间范围" value={minutes} optionList={PERIODS} onChange={(v) => setMinutes(Number(v))} style={{ width: 160 }} />
        <Button onClick={() => void snapshots.mutate()} loading={snapshots.isValidating}>
          刷新
        </Button>
        <Typography.Text type="tertiary">实例：</Typography.Text>
        {series.instancesOf(rows).map((i) => (
          <Tag key={i}>{i}</Tag>
        ))}
      </Space>
      <div className="cd-monitor-grid">
        <ChartPanel title="每秒请求数（按路由）" unit="次/秒" points={series.requestRate(rows)} />
        <ChartPanel title="p95 耗时（按路由，区间最大值）" unit="毫秒" points={series.p95PerRoute(totals)} kind="bar" table={{ rowKey: 'route', rows: totals, columns: ROUTE_COLUMNS }} />
        <ChartPanel title="失败请求（HTTP 5xx 或 resCode 非 200）" unit="次" points={series.errors(rows)} />
        <ChartPanel title="数据库连接" unit="个" points={series.poolInUse(rows)} />
        <ChartPanel title="任务队列（按类型）" unit="数量 / 秒" points={series.queues(rows)} kind="bar" />
        <ChartPanel title="内存（按实例）" unit="MB" points={series.memory(rows)} />
        <ChartPanel title="事件循环延迟 p99（按实例）" unit="毫秒" points={series.eventLoop(rows)} />
      </div>
    </div>
  );
}
