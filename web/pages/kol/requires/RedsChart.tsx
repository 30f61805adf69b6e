import { VChart } from '@visactor/react-vchart';
import { initVChartSemiTheme } from '@visactor/vchart-semi-theme';
import type { WeekBar } from './redsWeekly';

initVChartSemiTheme();

/** Post performance per publish week (VChart, Semi theme); loaded only when the drawer shows it. */
export default function RedsChart({ bars }: { bars: WeekBar[] }) {
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
  return <VChart spec={spec as never} options={{ mode: 'desktop-browser' }} />;
}
