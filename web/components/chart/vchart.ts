/**
 * VChart with only what the portal draws: line and bar charts, their axes, legend, labels and
 * tooltip, in the Semi theme (light or dark, as the portal is). The full build (every chart type and
 * component) is ~550 KB gzip, this one 350 KB, of which VChart's core alone is 224 KB (bench/README.md).
 * A page that needs another chart type or component adds its register here, for every chart page alike.
 */
import { VChart, type IVChartConstructor } from '@visactor/vchart/esm/core';
import { registerBarChart, registerLineChart } from '@visactor/vchart/esm/chart';
import { registerCartesianBandAxis, registerCartesianLinearAxis, registerDiscreteLegend, registerLabel, registerTooltip } from '@visactor/vchart/esm/component';
import { registerDomTooltipHandler } from '@visactor/vchart/esm/plugin/components/tooltip-handler';
import { initVChartSemiTheme } from '@visactor/vchart-semi-theme';

let ready = false;

/** The VChart constructor, its chart types registered and the Semi theme on (the first call does it). */
export function chartLibrary(): IVChartConstructor {
  if (!ready) {
    const { useRegisters: register } = VChart; // a registration call, not a React hook
    register([
      registerLineChart,
      registerBarChart,
      registerCartesianBandAxis,
      registerCartesianLinearAxis,
      registerDiscreteLegend,
      registerLabel,
      registerTooltip,
      registerDomTooltipHandler,
    ]);
    initVChartSemiTheme({ isWatchingThemeSwitch: true }); // follows <body theme-mode> (web/lib/theme.ts)
    ready = true;
  }
  return VChart as unknown as IVChartConstructor;
}
