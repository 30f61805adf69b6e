import type { ISpec } from '@visactor/vchart/esm/core';
import { Chart } from '../../../components/chart/Chart';

/** Orders per week, stacked by stage. */
export function WeeklyChart({ points }: { points: Array<{ week: string; stageLabel: string; count: number }> }) {
  const spec: ISpec = {
    type: 'bar',
    data: [{ id: 'weeks', values: points }],
    xField: 'week',
    yField: 'count',
    seriesField: 'stageLabel',
    stack: true,
    legends: { visible: true, orient: 'top' },
    tooltip: { visible: true },
  };
  return <Chart spec={spec} style={{ height: 320 }} />;
}
