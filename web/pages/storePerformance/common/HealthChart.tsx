import { Card, Table, Tabs, TabPane } from '@douyinfe/semi-ui';
import type { ISpec } from '@visactor/vchart/esm/core';
import type { HealthFigure } from '@shared/api/storePerformance/health';
import { Chart } from '../../../components/chart/Chart';

export interface TrendPoint {
  week: string;
  label: string;
  value: number;
}

/**
 * The weekly figures as two charts: the rates and counts near 0, and 有效追踪率 near 100 on its own
 * scale (on one axis the small rates would lie flat along the bottom).
 */
export function HealthTrends({ points, title, trackingTitle }: { points: Array<TrendPoint & { figure: HealthFigure | string }>; title: string; trackingTitle: string }) {
  const tracking = (p: { figure: string }) => p.figure === 'validTrackingRate';
  return (
    <>
      <Card title={title} style={{ marginBottom: 12 }}>
        <HealthChart points={points.filter((p) => !tracking(p))} />
      </Card>
      <Card title={trackingTitle} style={{ marginBottom: 12 }}>
        <HealthChart points={points.filter(tracking)} height={240} />
      </Card>
    </>
  );
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
