import type { ISpec } from '@visactor/vchart/esm/core';
import { Chart } from '../../../components/chart/Chart';

export interface StarPoint {
  week: string;
  series: string;
  star: number;
  /** The promotion log of the point's week, shown as the point's label and in its tooltip. */
  promotions?: string;
}

/** Stars by week, one line per series; weeks with promotion log entries are labelled on the chart. */
export function StarChart({ points, height = 320 }: { points: StarPoint[]; height?: number }) {
  const stars = points.map((p) => p.star);
  const spec: ISpec = {
    type: 'line',
    data: [{ id: 'stars', values: points }],
    xField: 'week',
    yField: 'star',
    seriesField: 'series',
    axes: [{ orient: 'left', type: 'linear', min: Math.max(0, Math.floor(Math.min(...stars) * 2) / 2 - 0.5), max: 5, zero: false }, { orient: 'bottom', type: 'band' }],
    point: { style: { size: (d: Partial<StarPoint>) => (d.promotions ? 10 : 5) } },
    label: { visible: true, formatMethod: (_t: unknown, d?: Partial<StarPoint>) => (d?.promotions ? `促 ${d.promotions}` : ''), style: { fontSize: 10 } },
    legends: { visible: true, orient: 'top' },
    tooltip: {
      visible: true,
      mark: { content: [{ key: (d?: Partial<StarPoint>) => d?.series ?? '', value: (d?: Partial<StarPoint>) => `${d?.star ?? ''}${d?.promotions ? `（推广：${d.promotions}）` : ''}` }] },
    },
  } as ISpec;
  return <Chart spec={spec} style={{ height }} />;
}
