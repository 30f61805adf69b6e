import { useEffect } from 'react';
import { VChart } from '@visactor/react-vchart';
import { initVChartSemiTheme } from '@visactor/vchart-semi-theme';

let themed = false;

/** Orders per week, stacked by stage (VChart with the Semi theme). */
export default function WeeklyChart({ points }: { points: Array<{ week: string; stageLabel: string; count: number }> }) {
  useEffect(() => {
    if (!themed) initVChartSemiTheme();
    themed = true;
  }, []);
  const spec = {
    type: 'bar' as const,
    data: [{ id: 'weeks', values: points }],
    xField: 'week',
    yField: 'count',
    seriesField: 'stageLabel',
    stack: true,
    legends: { visible: true, orient: 'top' as const },
    tooltip: { visible: true },
  };
  return <VChart spec={spec} style={{ height: 320 }} />;
}
