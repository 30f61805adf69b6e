import { exportOrderFee, exportPlanOrderDetail, importOrderFee } from '@shared/api/review/orderFee';
import { createExportTask } from '../../excel/export-tasks';
import { runImport } from '../../excel/import-run';
import { ApiRoutes } from '../../http/api';
import { platformScope } from '../reference';
import { seesFullAddress } from './address';
import { detailExport } from './detailExport';
import { orderFeeImport, sendOrderFees } from './orderFee';
import { detailVisibility } from './visibility';

/** Excel of the programme: order fees out and in (all or none), and the detail list as a report-centre task. */
export function orderFeeRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(exportOrderFee, async ({ body, caller, deps, res }) => sendOrderFees(deps.db, caller, body.planOrderId, res))
    .add(importOrderFee, (ctx) => runImport(ctx, orderFeeImport))
    .add(exportPlanOrderDetail, async (ctx) => {
      const { caller, deps, query } = ctx;
      const scope = { owner: await detailVisibility.scope(caller), platforms: await platformScope(deps.db, caller), fullAddress: await seesFullAddress(caller) };
      return createExportTask(ctx, detailExport, { ...query, ...scope });
    });
}
