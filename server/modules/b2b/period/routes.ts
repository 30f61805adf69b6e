import { asc, and, eq } from 'drizzle-orm';
import { addB2bPeriodExcelTask, getPeriodOrderInfo, periodListPage, periodStatistics } from '@shared/api/b2b/period';
import { addExportTask } from '../../../excel/scoped-export';
import { periodExport } from './exports';
import { b2bInvoices } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { visibleCustomer } from '../customers/queries';
import { periodVisibility as visibility } from '../common/visibility';
import { today } from '../invoices/dates';
import { selectInvoices } from '../invoices/queries';
import { periodList, periodTotals } from './queries';

const DETAIL_INVOICES_SHOWN = 1000;

/** period-statistics and period-detail: credit customers' receivables by age, owner-scoped by period-statistics:btn_viewAll. */
export function periodRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, addB2bPeriodExcelTask, periodExport, visibility);
  return routes
    .add(periodStatistics, async ({ query, caller, deps }) => {
      const asOf = today();
      return { asOf, totals: await periodTotals(deps.db, query, await visibility.scope(caller), asOf) };
    })
    .add(periodListPage, async ({ query, caller, deps }) => {
      const asOf = today();
      const owner = await visibility.scope(caller);
      // Rows are customer × currency groups: the page is cut from them and counted exactly.
      const page = await periodList(deps.db, query, owner, asOf);
      return { asOf, ...page };
    })
    .add(getPeriodOrderInfo, async ({ query, caller, deps }) => {
      const asOf = today();
      const customer = await visibleCustomer(deps.db, query.customerId, await visibility.scope(caller));
      const invoices = await selectInvoices(deps.db, asOf)
        .where(and(eq(b2bInvoices.customerId, customer.id), eq(b2bInvoices.deleted, false)))
        .orderBy(asc(b2bInvoices.dueDate), asc(b2bInvoices.id))
        .limit(DETAIL_INVOICES_SHOWN);
      return { asOf, customer, invoices };
    });
}
