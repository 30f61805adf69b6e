import type { ModuleManifest } from '../manifest';
import { budgetApprovals } from './budgets/approval';
import { salesFigures } from './figures';
import { salesRoutes } from '.';
import { budgetExport } from './budgets/export';
import { budgetImport } from './budgets/import';
import { forecastExport } from './forecasts/excelRoutes';
import { forecastImport, indicatorsImport } from './forecasts/imports';
import { logisticsImport } from './logistics/routes';
import { loadSalesDemo } from './demo';

/** Sales plans: budgets, forecasts, SPU assignments, logistics. */
export const salesModule: ModuleManifest = {
  name: 'sales',
  routes: () => [salesRoutes()],
  approvals: [budgetApprovals],
  figures: salesFigures,
  exports: [budgetExport, forecastExport],
  imports: [budgetImport, forecastImport, indicatorsImport, logisticsImport],
  demo: (db) => loadSalesDemo(db),
};
