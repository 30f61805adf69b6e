import type { ModuleManifest } from '../manifest';
import { budgetApprovals } from './budgets/approval';
import { salesFigures } from './figures';
import { salesRoutes } from '.';

/** Sales plans: budgets, forecasts, SPU assignments, logistics. */
export const salesModule: ModuleManifest = {
  name: 'sales',
  routes: () => [salesRoutes()],
  approvals: [budgetApprovals],
  figures: salesFigures,
};
