import { logisticsTrackScreen, trackScreen } from '@shared/api/supply/screens';
import { LOGISTICS_TRACK_FILE, trackFilter, type TrackFilter } from '@shared/api/supply/tracks';
import type { Db } from '../../../db/connection';
import { defineScopedExport } from '../../../excel/scoped-export';
import { LOGISTICS_STATES, trackBatches, trackWhere } from './queries';
import { trackSheetColumns, trackSheetRow } from './sheet';

async function* rows(db: Db, filter: TrackFilter, owner?: number) {
  for await (const batch of trackBatches(db, trackWhere(filter, owner))) yield batch.map(trackSheetRow);
}

/** 计划跟踪 as a report-centre export task (supplyPlanTrack/addPlanTrackExcelTask). */
export const trackExport = defineScopedExport({ kind: 'supplyPlanTrack', fileName: '计划跟踪', screen: trackScreen.path, filter: trackFilter, columns: trackSheetColumns, rows });

async function* logisticsRows(db: Db, filter: TrackFilter, owner?: number) {
  for await (const batch of trackBatches(db, trackWhere(filter, owner, LOGISTICS_STATES))) yield batch.map(trackSheetRow);
}

/** 物流跟踪 as a report-centre export task (supplyPlanLogisticsTrack/addLogisticsTrackExcelTask): every row, the import's columns. */
export const logisticsTrackExport = defineScopedExport({
  kind: 'supplyLogisticsTrackExport',
  fileName: LOGISTICS_TRACK_FILE,
  screen: logisticsTrackScreen.path,
  filter: trackFilter,
  columns: trackSheetColumns,
  rows: logisticsRows,
});
