import type { ISpec } from '@visactor/vchart/esm/core';
import { Chart } from '../../../components/chart/Chart';
import type { WeekBar } from './redsWeekly';

/** Post performance per publish week. */
export function RedsChart({ bars }: { bars: WeekBar[] }) {
  const spec = {
    type: 'bar',
    data: [{ id: 'weeks', values: bars }],
    xField: ['week', 'series'],
    yField: 'value',
    seriesField: 'series',
    axes: [{ orient: 'bottom', type: 'band', title: { visible: true, text: '发布周（周一）' } }],
    legends: { visible: true, orient: 'top' },
    label: { visible: true, position: 'top' },
    tooltip: { visible: true },
    height: 240,
  };
  return <Chart spec={spec as ISpec} />;
}
