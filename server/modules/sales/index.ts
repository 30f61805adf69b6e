import { ApiRoutes } from '../../http/api';
import { budgetRoutes } from './budgets/routes';
import { budgetStatsRoutes } from './budgets/statsRoutes';
import { forecastSkuRoutes } from './forecastSkus/routes';
import { forecastExcelRoutes } from './forecasts/excelRoutes';
import { forecastRoutes } from './forecasts/routes';
import { spuAssignRoutes } from './spuAssigns/routes';
import { logisticsRoutes } from './logistics/routes';

/** Sales planning (docs/domain/sales-planning.md): annual budgets, SPU assignment, forecast SKUs, weekly forecasts, logistics cost. */
export function salesRoutes(): ApiRoutes {
  return new ApiRoutes()
    .include(budgetRoutes())
    .include(budgetStatsRoutes())
    .include(spuAssignRoutes())
    .include(forecastSkuRoutes())
    .include(forecastRoutes())
    .include(forecastExcelRoutes())
    .include(logisticsRoutes());
}

export { logisticsImport } from './logistics/routes';
export { forecastInForce, weeklySales, type SkuStoreWeekQty, type WeekRangeFilter } from './forecastReads';
