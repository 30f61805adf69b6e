import * as api from '@shared/api/b2b/backPayment';
import { backPaymentMachine } from '@shared/workflow';
import { b2bBackPayments } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { flowCaller, transitionAsCaller } from '../common/flow';
import { addExportTask } from '../common/exports';
import { listTotal, tabNumbers } from '../common/listTotal';
import { b2bBackPaymentExport } from './exports';
import { backPaymentWhere, newestBackPayments, onlyStatusFilter, toBackPaymentRow } from './queries';
import { applyConfirmation, saveBackPayment } from './service';
import { backPaymentDetail, orderBackPaymentInfo, periodBackPayments } from './reads';

const machine = backPaymentMachine;
const table = b2bBackPayments;

/** back-payment-list and the finance confirmation of back payments (spec §7 B2B). */
export function backPaymentRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, api.addB2bBackPaymentExcelTask, b2bBackPaymentExport);
  return routes
    .add(api.queryBackPaymentList, async ({ query, caller, deps }) => {
      const { scope } = await flowCaller(caller, machine);
      const where = backPaymentWhere(query, scope);
      const [rows, count] = await Promise.all([
        newestBackPayments(deps.db, where)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        listTotal(deps.db, { machine, table, where, scope, status: query.status, onlyStatus: onlyStatusFilter(query) }),
      ]);
      return { total: count.total, totalCapped: count.capped, rows: rows.map(toBackPaymentRow) };
    })
    .add(api.getBackPaymentTabNum, async ({ caller, deps }) => tabNumbers(deps.db, machine, (await flowCaller(caller, machine)).scope))
    .add(api.addOrUpdBackPayment, async ({ body, caller, deps }) => {
      const { actor, scope } = await flowCaller(caller, machine);
      return saveBackPayment(deps.db, body, actor, scope);
    })
    .add(api.submitBackPayment, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return transitionAsCaller(deps.db, caller, { machine, table, action: 'submit', id: query.id, version: query.version });
    })
    .add(api.deleteBackPayment, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return transitionAsCaller(deps.db, caller, { machine, table, action: 'delete', id: query.id, version: query.version });
    })
    .add(api.getBackPaymentById, async ({ query, caller, deps }) => {
      const { actor, scope } = await flowCaller(caller, machine);
      return backPaymentDetail(deps.db, query.id, actor, scope);
    })
    .add(api.getOrderBackPaymentInfo, async ({ query, caller, deps }) => orderBackPaymentInfo(deps.db, query.orderNo, (await flowCaller(caller, machine)).actor))
    .add(api.getPeriodBackPayment, async ({ query, caller, deps }) => periodBackPayments(deps.db, query, (await flowCaller(caller, machine)).actor))
    .add(api.confirmBackPayment, async ({ body, caller, deps }) => {
      const { actor } = await flowCaller(caller, machine);
      return transitionAsCaller(deps.db, caller, {
        machine,
        table,
        action: body.pass ? 'confirm' : 'reject',
        id: body.id,
        version: body.version,
        comment: body.comment,
        apply: body.pass ? (tx, record) => applyConfirmation(tx, record, actor) : undefined,
      });
    })
    .add(api.getFinanceBackPayment, async ({ query, deps }) => {
      const filter = { status: 'submitted' as const };
      const where = backPaymentWhere(filter, undefined);
      const [rows, count] = await Promise.all([
        newestBackPayments(deps.db, where)
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        listTotal(deps.db, { machine, table, where, scope: undefined, status: 'submitted', onlyStatus: true }),
      ]);
      return { total: count.total, totalCapped: count.capped, rows: rows.map(toBackPaymentRow) };
    });
}
