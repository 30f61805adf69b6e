import { Table, Tabs, TabPane } from '@douyinfe/semi-ui';
import type { ISpec } from '@visactor/vchart/esm/core';
import { Chart } from '../../../components/chart/Chart';

export interface TrendPoint {
  week: string;
  label: string;
  value: number;
}

/** Weekly figures as a line chart, with the same numbers one click away (数据). */
export function HealthChart({ points, height = 320 }: { points: TrendPoint[]; height?: number }) {
  const spec: ISpec = {
    type: 'line',
    data: [{ id: 'weeks', values: points }],
    xField: 'week',
    yField: 'value',
    seriesField: 'label',
    legends: { visible: true, orient: 'top' },
    tooltip: { visible: true },
  };
  const weeks = [...new Set(points.map((p) => p.week))];
  const labels = [...new Set(points.map((p) => p.label))];
  const rows = weeks.map((week) => ({ week, ...Object.fromEntries(points.filter((p) => p.week === week).map((p) => [p.label, p.value])) }));
  return (
    <Tabs type="button" size="small">
      <TabPane tab="图表" itemKey="chart">
        {points.length ? <Chart spec={spec} style={{ height }} /> : <div style={{ padding: 24, color: 'var(--semi-color-text-2)' }}>暂无数据</div>}
      </TabPane>
      <TabPane tab="数据" itemKey="table">
        <Table size="small" rowKey="week" pagination={{ pageSize: 10 }} dataSource={rows} columns={[{ title: '周', dataIndex: 'week', width: 120 }, ...labels.map((l) => ({ title: l, dataIndex: l }))]} />
      </TabPane>
    </Tabs>
  );
}
