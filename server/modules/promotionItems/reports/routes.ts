import { addOtherCost as addOtherCostEndpoint, costReport as costReportEndpoint, costReportExport, monthReport as monthReportEndpoint, monthReportExport, otherCostPage as otherCostPageEndpoint, spanReport, spanReportExport } from '@shared/api/promotionItems/reports';
import { ApiRoutes } from '../../../http/api';
import { createExportTask } from '../../../excel/export-tasks';
import { actorOf } from '../../../workflow';
import { platformScope } from '../../reference';
import { costReport, monthReport } from './costs';
import { costExport, monthExport, spanExport } from './exports';
import { addOtherCost, otherCostPage } from './otherCosts';
import { spanPage } from './span';

/** 推广跨期报表, 其他上报, 推广费用报表, 月度费用报表. */
export function reportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(spanReport, async ({ query, deps }) => spanPage(deps.db, query))
    .add(spanReportExport, async (ctx) => createExportTask(ctx as never, spanExport, ctx.query))
    .add(costReportEndpoint, async ({ query, deps }) => costReport(deps.db, query))
    .add(costReportExport, async (ctx) => createExportTask(ctx as never, costExport, ctx.query))
    .add(monthReportEndpoint, async ({ query, deps }) => monthReport(deps.db, query))
    .add(monthReportExport, async (ctx) => createExportTask(ctx as never, monthExport, ctx.query))
    .add(addOtherCostEndpoint, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return addOtherCost(deps.db, await actorOf(caller), await platformScope(deps.db, caller), body);
    })
    .add(otherCostPageEndpoint, async ({ query, deps }) => otherCostPage(deps.db, query.page, query.limit));
}
