import { VChart } from '@visactor/react-vchart';
import { initVChartSemiTheme } from '@visactor/vchart-semi-theme';

initVChartSemiTheme();

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

/** One VChart (Semi theme) for the sales screens' trends and comparisons; loaded lazily with its page part. */
export default function SeriesChart({ points, kind, height = 280 }: SeriesChartProps) {
  // The x axis takes its categories in the order the values come: sort them (weeks and months sort as text).
  const values = kind === 'line' ? [...points].sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0)) : points;
  const spec = {
    type: kind,
    data: [{ id: 'points', values }],
    xField: kind === 'bar' ? ['x', 'series'] : 'x',
    yField: 'y',
    seriesField: 'series',
    legends: { visible: true, orient: 'top' as const },
    point: { visible: kind === 'line' },
    tooltip: { visible: true },
    height,
  };
  return <VChart spec={spec as never} options={{ mode: 'desktop-browser' }} />;
}
