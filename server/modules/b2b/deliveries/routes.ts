import { desc } from 'drizzle-orm';
import * as api from '@shared/api/b2b/delivery';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import { deliveryMachine } from '@shared/workflow';
import { b2bDeliveries } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import type { Db } from '../../../db/connection';
import { actorOf, addTransition, tabCounts, workflowListPage } from '../../../workflow';
import { addExportTask } from '../../../excel/scoped-export';
import { deliveryVisibility as visibility } from '../common/visibility';
import { b2bDeliveryExport } from './exports';
import { deliveryConditions, deliveryValues, selectDeliveries, toDeliveryRow } from './queries';
import { deliveryDetail, deliveryLog, orderForDelivery } from './reads';
import { checkDeliveryTerms, createDelivery, linkBackPayments } from './service';

const machine = deliveryMachine;
const table = b2bDeliveries;

/** Delivery transitions. */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  /** Approval checks the customer's terms (prepaid: linked back payments; credit: limit and overdue invoices). */
  addTransition(transitions, api.auditDeliverGoods, {
    table,
    visibility,
    apply: async (tx, record, { action }) => (action === 'approve' ? checkDeliveryTerms(tx, record.id) : undefined),
  });
  /** Shipment records the tracking number and date, and logs them as the reason. */
  addTransition(transitions, api.confirmDeliverGoods, {
    table,
    visibility,
    comment: (input) => `运单号 ${input.trackingNo}，发货日期 ${input.shippedOn}`,
    apply: async (_tx, _record, { input }) => ({ trackingNo: input.trackingNo, shippedOn: input.shippedOn }),
  });
  return transitions;
}

/** One page of deliveries, newest first, prepared; the total from the status counts when only a status filters. */
function deliveryPage(db: Db, filter: Omit<api.DeliveryFilter, 'page' | 'limit'>, scope: number | undefined, paging: { page: number; limit: number }) {
  return workflowListPage(db, {
    name: 'b2b_deliveries',
    machine,
    table,
    values: deliveryValues(filter, scope),
    conditions: deliveryConditions,
    select: (extra) => selectDeliveries(db, extra),
    order: [desc(table.id)],
    ...paging,
    cap: LIST_COUNT_CAP,
    map: toDeliveryRow,
  });
}

/** deliver-goods-list: delivery requests and their log (spec §7 B2B). */
export function deliveryRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, api.addB2bDeliverExcelTask, b2bDeliveryExport, visibility);
  return routes
    .add(api.queryDeliverGoodsList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return deliveryPage(deps.db, filter, await visibility.scope(caller), { page, limit });
    })
    .add(api.getDeliverGoodsTabNum, async ({ caller, deps }) => tabCounts(deps.db, machine, await visibility.scope(caller)))
    .add(api.addDeliverGoods, async ({ body, caller, deps }) => createDelivery(deps.db, body, await actorOf(caller)))
    .include(transitionRoutes())
    .add(api.addBackPaymentFlow, async ({ body, caller, deps }) => {
      const actor = await actorOf(caller);
      return linkBackPayments(deps.db, body, actor, visibility.scopeOf(actor));
    })
    .add(api.getOrderInfoByOrderNo, async ({ query, caller, deps }) => orderForDelivery(deps.db, query.orderNo, await actorOf(caller)))
    .add(api.deliverGoodsDetail, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      return deliveryDetail(deps.db, query.id, actor, visibility.scopeOf(actor));
    })
    .add(api.getDeliverGoodsLog, async ({ query, caller, deps }) => deliveryLog(deps.db, query.id, await visibility.scope(caller)));
}
