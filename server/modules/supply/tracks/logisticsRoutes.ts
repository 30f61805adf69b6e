import { desc } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import * as api from '@shared/api/supply/tracks';
import { supplyPlanTracks as table } from '../../../db/schema';
import { sendXlsx } from '../../../excel/download';
import { runImport } from '../../../excel/import-run';
import { ApiRoutes } from '../../../http/api';
import { countedListPage } from '../../../http/preparedList';
import { trackVisibility as visibility } from '../visibility';
import { LOGISTICS_STATES, logisticsConditions, selectTrackRows, toTrackRow, trackBatches, trackValues, trackWhere } from './queries';
import { trackSheetColumns, trackSheetRow } from './sheet';
import { logisticsTrackImport, poImport } from './trackImports';
import { logisticsTrackExport } from './exports';
import { addExportTask } from '../../../excel/scoped-export';

/** supply-logistics (物流跟踪) and the PO import of 计划跟踪. */
export function logisticsTrackRoutes(): ApiRoutes {
  const routes = new ApiRoutes()
    .add(api.logisticsTrackPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'supply_logistics_tracks',
        values: trackValues(filter, await visibility.scope(caller)),
        conditions: logisticsConditions,
        select: (extra) => selectTrackRows(deps.db, extra),
        order: [desc(table.id)],
        counted: table,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toTrackRow,
      });
    })
    .add(api.exportLogisticsTrack, async ({ query, caller, deps, res }) => {
      const where = trackWhere(query, await visibility.scope(caller), LOGISTICS_STATES);
      async function* rows() {
        for await (const batch of trackBatches(deps.db, where)) yield* batch.map(trackSheetRow);
      }
      await sendXlsx(res, `${api.LOGISTICS_TRACK_FILE}.xlsx`, trackSheetColumns, rows());
    })
    .add(api.importLogisticsTrack, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, logisticsTrackImport);
    })
    .add(api.importSupplyPlanPo, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, poImport);
    });
  return addExportTask(routes, api.addLogisticsTrackExcelTask, logisticsTrackExport, visibility);
}
