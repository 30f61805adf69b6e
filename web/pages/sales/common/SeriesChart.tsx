import type { ISpec } from '@visactor/vchart/esm/core';
import { Chart } from '../../../components/chart/Chart';

export interface SeriesPoint {
  x: string;
  y: number;
  series: string;
}

interface SeriesChartProps {
  points: SeriesPoint[];
  /** line: trends over weeks; bar: grouped amounts per month. */
  kind: 'line' | 'bar';
  height?: number;
}

/** The sales screens' trends and comparisons: one series per `series`, over `x`. */
export function SeriesChart({ points, kind, height = 280 }: SeriesChartProps) {
  // The x axis takes its categories in the order the values come: sort them (weeks and months sort as text).
  const values = kind === 'line' ? [...points].sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0)) : points;
  const spec = {
    type: kind,
    data: [{ id: 'points', values }],
    xField: kind === 'bar' ? ['x', 'series'] : 'x',
    yField: 'y',
    seriesField: 'series',
    legends: { visible: true, orient: 'top' },
    point: { visible: kind === 'line' },
    tooltip: { visible: true },
    height,
  };
  return <Chart spec={spec as ISpec} />;
}
