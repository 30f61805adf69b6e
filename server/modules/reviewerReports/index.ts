import { sql } from 'drizzle-orm';
import * as ratings from '@shared/api/reviewerReports/ratings';
import * as log from '@shared/api/reviewerReports/promoteLog';
import { ApiRoutes } from '../../http/api';
import { createExportTask } from '../../excel/export-tasks';
import type { ExportKind } from '../../excel/export-kinds';
import { runImport } from '../../excel/import-run';
import type { HandlerContext } from '../../http/api';
import type { Endpoint } from '@shared/api/contract';
import { averageExport, changeExport, snapshotExport } from './exports';
import { lookupRoutes } from './lookups';
import { promoteImport } from './promoteImport';
import { deletePromoteLog, promoteLogPage, savePromoteLog } from './promoteLog';
import { ratingImport } from './ratingImport';
import { averagePage, averageTrend, changePage, changeStatistics, productTrend } from './reports';
import { snapshotPage } from './snapshotList';
import { ratingScopeOf, skuIdScope } from './scope';

/** Weekly star ratings and the promotion log (docs/domain/reviewer-reports.md). */
function reportRoutes(): ApiRoutes {
  const scope = (deps: { db: Parameters<typeof skuIdScope>[0] }, caller: Parameters<typeof skuIdScope>[1]) => skuIdScope(deps.db, caller, sql`x.sku_id`);
  return new ApiRoutes()
    .add(ratings.starAvaWeekStatis, async ({ query, caller, deps }) => averageTrend(deps.db, query, await scope(deps, caller)))
    .add(ratings.listStarAvaWeekPage, async ({ query, caller, deps }) => averagePage(deps.db, query, await scope(deps, caller)))
    .add(ratings.listStarChangeWeekPage, async ({ query, caller, deps }) => changePage(deps.db, query, await scope(deps, caller)))
    .add(ratings.starChangeStatistics, async ({ query, caller, deps }) => changeStatistics(deps.db, query, await scope(deps, caller)))
    .add(ratings.queryProductRatingList, async ({ query, caller, deps }) => snapshotPage(deps.db, query, await ratingScopeOf(deps.db, caller)))
    .add(ratings.importProductRating, (ctx) => runImport(ctx, ratingImport))
    .add(ratings.queryProductTrend, async ({ query, caller, deps }) => productTrend(deps.db, query.platformId, query.asin, await scope(deps, caller)));
}

/** A rating list's export: a report-centre task with the list's filters and the asker's SKU scope. */
const exportTask =
  <P>(kind: ExportKind<P>) =>
  async (ctx: HandlerContext<Endpoint>) =>
    createExportTask(ctx as never, kind, { ...(ctx.query as object), scope: await ratingScopeOf(ctx.deps.db, ctx.caller!) } as P);

function exportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(ratings.addStarAvaWeekExcelTask, exportTask(averageExport))
    .add(ratings.addStarChangeWeekExcelTask, exportTask(changeExport))
    .add(ratings.addProductRatingExcelTask, exportTask(snapshotExport));
}

function promoteLogRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(log.listPromoteLogPage, ({ query, caller, deps }) => promoteLogPage(deps.db, caller, query))
    .add(log.addOrUpdPromoteLog, ({ body, caller, deps }) => savePromoteLog(deps.db, caller, body))
    .add(log.delPromoteLog, ({ body, caller, deps }) => deletePromoteLog(deps.db, caller, body.id))
    .add(log.importPromoteLog, (ctx) => runImport(ctx, promoteImport));
}

export function reviewerReportRoutes(): ApiRoutes[] {
  return [reportRoutes(), exportRoutes(), lookupRoutes(), promoteLogRoutes()];
}

export { saveRatings, type RatingInput } from './ratingSave';
export { addPromoteLogs, type PromoteInput } from './promoteLog';
