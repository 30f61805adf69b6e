import './approval';
import {
  auditPayment,
  confirmPayment,
  deletePayment,
  delPaymentAttach,
  orderInfoByInvoiceNum,
  PAYMENT_COUNT_CAP,
  PAYMENT_SCREEN,
  paymentAllStatus,
  paymentBatchDownload,
  paymentDetailGet,
  paymentExport,
  paymentLog,
  paymentPage,
  paymentTabNum,
  saveOrSubmitPayment,
  savePaymentAttach,
  submitPayment,
} from '@shared/api/b2b/payment';
import { idParam } from '@shared/api/paging';
import { paymentMachine } from '@shared/workflow';
import { b2bPayments } from '../../../db/schema';
import { ApiRoutes, type Caller } from '../../../http/api';
import { countUpTo } from '../../../http/paging';
import { actorOf, statusCounts, statusTotalSql, workflowLog } from '../../../workflow';
import { addExportTask } from '../common/exports';
import { ownerScope } from '../common/visibility';
import { b2bPaymentExport } from './exports';
import { visiblePayment } from './access';
import { changeAttachments, zipPaymentAttachments } from './attachments';
import { paymentDetail } from './detail';
import { invoiceOrderInfo } from './invoiceInfo';
import { countOf, listPayments, listPaymentsWithTotal, newestFirst, onlyStatusFiltered, paymentWhere } from './queries';
import { savePayment } from './save';
import { auditPaymentAs, confirmPaymentAs, deletePaymentAs, submitPaymentAs } from './transitions';

const tabs = paymentMachine.tabs;

/** Counts per tab status of everything the caller may see (exact, from workflow_status_counts). */
async function tabCountsFor(deps: { db: Parameters<typeof statusCounts>[0] }, caller: Caller) {
  const scope = await ownerScope(caller, PAYMENT_SCREEN);
  return statusCounts(deps.db, paymentMachine.entity, scope === undefined ? undefined : [scope]);
}

/** payment-list (付款申请): list, detail, save/submit, audit, finance confirm, delete, log. */
export function paymentRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, paymentExport, b2bPaymentExport);
  return routes
    .add(paymentPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const scope = await ownerScope(caller, PAYMENT_SCREEN);
      const where = paymentWhere(filter, scope);
      const offset = (page - 1) * limit;
      if (onlyStatusFiltered(filter)) {
        // Exact total from the status counts, in the same round trip as the rows.
        const total = statusTotalSql(paymentMachine.entity, filter.status ? [filter.status] : tabs, scope === undefined ? undefined : [scope]);
        return { ...(await listPaymentsWithTotal(deps.db, where, newestFirst(filter), limit, offset, total)), totalCapped: false };
      }
      const [rows, count] = await Promise.all([
        listPayments(deps.db, where, newestFirst(filter), limit, offset),
        countUpTo(deps.db, b2bPayments, where, PAYMENT_COUNT_CAP),
      ]);
      return { total: count.total, totalCapped: count.capped, rows };
    })
    .add(paymentDetailGet, async ({ params, caller, deps }) => paymentDetail(deps.db, await actorOf(caller), idParam.parse(params).id))
    .add(saveOrSubmitPayment, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return savePayment(deps.db, await actorOf(caller), body);
    })
    .add(submitPayment, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return submitPaymentAs(deps.db, await actorOf(caller), query);
    })
    .add(deletePayment, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return deletePaymentAs(deps.db, await actorOf(caller), query);
    })
    .add(auditPayment, async ({ body, caller, deps }) => auditPaymentAs(deps.db, await actorOf(caller), body))
    .add(confirmPayment, async ({ body, caller, deps }) => confirmPaymentAs(deps.db, await actorOf(caller), body))
    .add(paymentAllStatus, async () =>
      Object.entries(paymentMachine.states)
        .filter(([value]) => value !== 'deleted')
        .map(([value, s]) => ({ value, label: s.label, color: s.color })),
    )
    .add(paymentTabNum, async ({ caller, deps }) => {
      const counts = await tabCountsFor(deps, caller);
      return { ...Object.fromEntries(tabs.map((s) => [s, counts[s] ?? 0])), all: countOf(counts, tabs) };
    })
    .add(orderInfoByInvoiceNum, async ({ body, caller, deps }) => invoiceOrderInfo(deps.db, await actorOf(caller), body.invoiceNumber))
    .add(savePaymentAttach, async ({ body, caller, deps }) => changeAttachments(deps.db, await actorOf(caller), body.paymentId, { add: body.fileIds }))
    .add(delPaymentAttach, async ({ body, caller, deps }) => changeAttachments(deps.db, await actorOf(caller), body.paymentId, { remove: body.fileId }))
    .add(paymentBatchDownload, async ({ query, caller, deps, res }) => zipPaymentAttachments(deps, caller, query.ids, res))
    .add(paymentLog, async ({ query, caller, deps }) => {
      await visiblePayment(deps.db, await actorOf(caller), query.paymentId, { deletedToo: true });
      return workflowLog(deps.db, paymentMachine, query.paymentId);
    });
}
