import { trendChart } from '@shared/api/sales/forecast';
import { useApi } from '../../../lib/api';
import { SeriesChart } from '../common/SeriesChart';

/** The trend chart of a version: the actual weeks before it, its own 12 weeks, and the version in force. */
export function ForecastTrend({ id, versionNo }: { id: number; versionNo?: number }) {
  const chart = useApi(trendChart, { id });
  const points = [
    ...(chart.data?.actual ?? []).map((w) => ({ x: w.week, y: w.qty, series: '实际销量' })),
    ...(chart.data?.forecast ?? []).map((w) => ({ x: w.week, y: w.qty, series: `本版本 V${versionNo ?? ''}` })),
    ...(chart.data?.inForce ?? []).map((w) => ({ x: w.week, y: w.qty, series: `现行版本 V${chart.data?.inForceVersionNo ?? ''}` })),
  ];
  return (
    <div data-testid="trend-chart">
      <SeriesChart kind="line" points={points} />
    </div>
  );
}
