import { TRANSPORT_MODES } from '@shared/api/supply/common';
import { planFilter, type PlanFilter } from '@shared/api/supply/plans';
import { supplyListScreen } from '@shared/api/supply/screens';
import { supplyPlanMachine, stateLabel } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { defineScopedExport } from '../../../excel/scoped-export';
import { planBatches, planWhere } from './queries';

export const PLAN_EXPORT_KIND = 'supplyPlan';

const columns = [
  { header: '计划单号', key: 'serialNo', width: 20 },
  { header: '状态', key: 'status', width: 10 },
  { header: '店铺', key: 'storeName', width: 22 },
  { header: '目的仓', key: 'warehouseName', width: 18 },
  { header: '运输方式', key: 'transportMode', width: 10 },
  { header: '计划周', key: 'planWeek', width: 10 },
  { header: 'SKU数', key: 'skuCount', width: 8 },
  { header: '计划数量', key: 'totalQty', width: 10 },
  { header: '创建人', key: 'creatorName', width: 10 },
  { header: '创建时间', key: 'createdAt', width: 20 },
];

async function* rows(db: Db, filter: PlanFilter, owner?: number) {
  for await (const batch of planBatches(db, planWhere(filter, owner))) {
    yield batch.map((r) => ({ ...r, status: stateLabel(supplyPlanMachine, r.status), transportMode: TRANSPORT_MODES[r.transportMode as 'sea'] ?? r.transportMode }));
  }
}

/** 供货计划 as a report-centre export task (supplyPlanMain/addSupplyPlanExcelTask). */
export const planExport = defineScopedExport({ kind: PLAN_EXPORT_KIND, fileName: '供货计划', screen: supplyListScreen.path, filter: planFilter, columns, rows });
