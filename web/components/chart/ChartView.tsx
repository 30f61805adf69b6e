import type { CSSProperties } from 'react';
import { VChartSimple } from '@visactor/react-vchart/esm/VChartSimple';
import type { ISpec } from '@visactor/vchart/esm/core';
import { chartLibrary } from './vchart';

export interface ChartProps {
  /** A VChart spec of a registered chart type (./vchart.ts): `line` or `bar`. */
  spec: ISpec;
  style?: CSSProperties;
}

/** One chart, drawn by the portal's VChart (the lazy part of `Chart`). */
export default function ChartView({ spec, style }: ChartProps) {
  return <VChartSimple vchartConstructor={chartLibrary()} spec={spec} style={style} options={{ mode: 'desktop-browser' }} />;
}
