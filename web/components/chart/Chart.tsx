import { lazy, Suspense } from 'react';
import { Spin } from '@douyinfe/semi-ui';
import type { ChartProps } from './ChartView';

const ChartView = lazy(() => import(/* webpackChunkName: "chart" */ './ChartView'));

/** A chart of the portal: the chart library is one chunk, loaded when the first chart is shown. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Spin />}>
      <ChartView {...props} />
    </Suspense>
  );
}
export type { ChartProps };
