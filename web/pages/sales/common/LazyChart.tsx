import { lazy, Suspense } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import type { SeriesPoint } from './SeriesChart';

const SeriesChart = lazy(() => import('./SeriesChart'));

/** The chart with its library loaded only when a chart is shown. */
export function LazyChart(props: { points: SeriesPoint[]; kind: 'line' | 'bar'; height?: number }) {
  return (
    <Suspense fallback={<Spin />}>
      <SeriesChart {...props} />
    </Suspense>
  );
}
export type { SeriesPoint };
