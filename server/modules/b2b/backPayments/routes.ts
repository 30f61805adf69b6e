import { desc } from 'drizzle-orm';
import * as api from '@shared/api/b2b/backPayment';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import { backPaymentMachine } from '@shared/workflow';
import { b2bBackPayments } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import type { Db } from '../../../db/connection';
import { actorOf, addTransition, tabCounts, workflowListPage } from '../../../workflow';
import { addExportTask } from '../../../excel/scoped-export';
import { backPaymentVisibility as visibility } from '../common/visibility';
import { b2bBackPaymentExport } from './exports';
import { backPaymentConditions, backPaymentValues, selectBackPayments, toBackPaymentRow } from './queries';
import { applyConfirmation, saveBackPayment } from './service';
import { backPaymentDetail, orderBackPaymentInfo, periodBackPayments } from './reads';

const machine = backPaymentMachine;
const table = b2bBackPayments;

/** Back payment transitions: the portal's calls and any other place deciding run the same code. */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, api.submitBackPayment, { table, visibility });
  addTransition(transitions, api.deleteBackPayment, { table, visibility });
  /** Confirmation adds the allocations to the invoices' received amounts, in the transition's transaction. */
  addTransition(transitions, api.confirmBackPayment, {
    table,
    visibility,
    apply: async (tx, record, { action, actor }) => (action === 'confirm' ? applyConfirmation(tx, record, actor) : undefined),
  });
  return transitions;
}

/** One page of back payments, newest first, prepared; the total from the status counts when only a status filters. */
function backPaymentPage(db: Db, filter: Omit<api.BackPaymentFilter, 'page' | 'limit'>, scope: number | undefined, paging: { page: number; limit: number }) {
  return workflowListPage(db, {
    name: 'b2b_back_payments',
    machine,
    table,
    values: backPaymentValues(filter, scope),
    conditions: backPaymentConditions,
    select: (extra) => selectBackPayments(db, extra),
    order: [desc(table.id)],
    ...paging,
    cap: LIST_COUNT_CAP,
    map: toBackPaymentRow,
  });
}

/** back-payment-list and the finance confirmation of back payments (spec §7 B2B). */
export function backPaymentRoutes(): ApiRoutes {
  const transitions = transitionRoutes();
  const routes = new ApiRoutes();
  addExportTask(routes, api.addB2bBackPaymentExcelTask, b2bBackPaymentExport, visibility);
  return routes
    .add(api.queryBackPaymentList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return backPaymentPage(deps.db, filter, await visibility.scope(caller), { page, limit });
    })
    .add(api.getBackPaymentTabNum, async ({ caller, deps }) => tabCounts(deps.db, machine, await visibility.scope(caller)))
    .add(api.addOrUpdBackPayment, async ({ body, caller, deps }) => {
      const actor = await actorOf(caller);
      return saveBackPayment(deps.db, body, actor, visibility.scopeOf(actor));
    })
    .include(transitions, api.submitBackPayment, api.deleteBackPayment)
    .add(api.getBackPaymentById, async ({ query, caller, deps }) => {
      const actor = await actorOf(caller);
      return backPaymentDetail(deps.db, query.id, actor, visibility.scopeOf(actor));
    })
    .add(api.getOrderBackPaymentInfo, async ({ query, caller, deps }) => orderBackPaymentInfo(deps.db, query.orderNo, await actorOf(caller)))
    .add(api.getPeriodBackPayment, async ({ query, caller, deps }) => periodBackPayments(deps.db, query, await actorOf(caller)))
    .include(transitions, api.confirmBackPayment)
    .add(api.getFinanceBackPayment, async ({ query, deps }) => backPaymentPage(deps.db, { status: 'submitted' }, undefined, query));
}
