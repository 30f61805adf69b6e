import * as api from '@shared/api/b2b/delivery';
import { deliveryMachine } from '@shared/workflow';
import { b2bDeliveries } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { flowCaller, transitionAsCaller } from '../common/flow';
import { addExportTask } from '../common/exports';
import { listTotal, tabNumbers } from '../common/listTotal';
import { b2bDeliveryExport } from './exports';
import { deliveryWhere, newestDeliveries, onlyStatusFilter, toDeliveryRow } from './queries';
import { deliveryDetail, deliveryLog, orderForDelivery } from './reads';
import { checkDeliveryTerms, createDelivery, linkBackPayments } from './service';

const machine = deliveryMachine;
const table = b2bDeliveries;

/** deliver-goods-list: delivery requests and their log (spec §7 B2B). */
export function deliveryRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, api.addB2bDeliverExcelTask, b2bDeliveryExport);
  return routes
    .add(api.queryDeliverGoodsList, async ({ query, caller, deps }) => {
      const { scope } = await flowCaller(caller, machine);
      const where = deliveryWhere(query, scope);
      const [rows, count] = await Promise.all([
        newestDeliveries(deps.db, where)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        listTotal(deps.db, { machine, table, where, scope, status: query.status, onlyStatus: onlyStatusFilter(query) }),
      ]);
      return { total: count.total, totalCapped: count.capped, rows: rows.map(toDeliveryRow) };
    })
    .add(api.getDeliverGoodsTabNum, async ({ caller, deps }) => tabNumbers(deps.db, machine, (await flowCaller(caller, machine)).scope))
    .add(api.addDeliverGoods, async ({ body, caller, deps }) => createDelivery(deps.db, body, (await flowCaller(caller, machine)).actor))
    .add(api.auditDeliverGoods, async ({ body, caller, deps }) =>
      transitionAsCaller(deps.db, caller, {
        machine,
        table,
        action: body.pass ? 'approve' : 'reject',
        id: body.id,
        version: body.version,
        comment: body.comment,
        apply: body.pass ? (tx, record) => checkDeliveryTerms(tx, record.id) : undefined,
      }),
    )
    .add(api.confirmDeliverGoods, async ({ body, caller, deps }) =>
      transitionAsCaller(deps.db, caller, {
        machine,
        table,
        action: 'confirm',
        id: body.id,
        version: body.version,
        comment: `运单号 ${body.trackingNo}，发货日期 ${body.shippedOn}`,
        apply: async () => ({ trackingNo: body.trackingNo, shippedOn: body.shippedOn }),
      }),
    )
    .add(api.addBackPaymentFlow, async ({ body, caller, deps }) => {
      const { actor, scope } = await flowCaller(caller, machine);
      return linkBackPayments(deps.db, body, actor, scope);
    })
    .add(api.getOrderInfoByOrderNo, async ({ query, caller, deps }) => orderForDelivery(deps.db, query.orderNo, (await flowCaller(caller, machine)).actor))
    .add(api.deliverGoodsDetail, async ({ query, caller, deps }) => {
      const { actor, scope } = await flowCaller(caller, machine);
      return deliveryDetail(deps.db, query.id, actor, scope);
    })
    .add(api.getDeliverGoodsLog, async ({ query, caller, deps }) => deliveryLog(deps.db, query.id, (await flowCaller(caller, machine)).scope));
}
