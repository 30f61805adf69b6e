import { eq } from 'drizzle-orm';
import { parseTime } from '@shared/format';
import { auditPayment, confirmPayment, deletePayment, delPaymentAttach, orderInfoByInvoiceNum, paymentAllStatus, paymentBatchDownload, paymentDetailGet, paymentExport, paymentLog, paymentPage, paymentTabNum, saveOrSubmitPayment, savePaymentAttach, submitPayment } from '@shared/api/b2b/payment';
import { idParam } from '@shared/api/paging';
import { paymentMachine } from '@shared/workflow';
import { b2bCompanyBanks, b2bPayments } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { actorOf, addTransition, tabCounts, workflowListPage, workflowLog } from '../../../workflow';
import type { Tx } from '../../../db/connection';
import { addExportTask } from '../../../excel/scoped-export';
import { paymentVisibility as visibility } from '../common/visibility';
import { b2bPaymentExport } from './exports';
import { visiblePaymentHead } from './access';
import { changeAttachments, zipPaymentAttachments } from './attachments';
import { paymentDetail } from './detail';
import { invoiceOrderInfo } from './invoiceInfo';
import { countOf, newestFirst, paymentConditions, paymentValues, selectPaymentRows, toPaymentRow } from './queries';
import { savePayment } from './save';
import { LIST_COUNT_CAP } from '@shared/api/inputs';

const table = b2bPayments;

/** The company account a payment leaves from: enabled, for paying. */
async function payingAccount(tx: Tx, bankId: number): Promise<void> {
  const [bank] = await tx
    .select({ purpose: b2bCompanyBanks.purpose, enabled: b2bCompanyBanks.enabled, accountName: b2bCompanyBanks.accountName })
    .from(b2bCompanyBanks)
    .where(eq(b2bCompanyBanks.id, bankId));
  if (!bank) throw fail.badRequest('付款账户不存在');
  if (!bank.enabled) throw fail.refused(`付款账户“${bank.accountName}”已停用`);
  if (bank.purpose !== 'pay' && bank.purpose !== 'both') throw fail.refused(`账户“${bank.accountName}”是收款账户，不能用于付款`);
}

/**
 * The payment transitions, built with the routes: the portal's calls, and the same runners for the
 * approvals inbox and Lark cards (and the demo data).
 */
function transitionRoutes(): ApiRoutes {
  const transitions = new ApiRoutes();
  addTransition(transitions, submitPayment, { table, visibility });
  addTransition(transitions, deletePayment, { table, visibility });
  /** 审核通过 / 驳回 by a manager; the auditor is recorded on the request. */
  addTransition(transitions, auditPayment, { table, visibility, apply: async (_tx, _record, { actor }) => ({ auditedBy: actor.userId, auditedAt: new Date() }) });
  /** 确认付款 (who paid, when, from which account, bank reference) or 财务驳回. */
  addTransition(transitions, confirmPayment, {
    table,
    visibility,
    apply: async (tx, _record, { action, input, actor }) => {
      if (action !== 'confirm') return;
      await payingAccount(tx, input.paidFromBankId!);
      return { paidBy: actor.userId, paidAt: input.paidAt ? parseTime(input.paidAt) : new Date(), paidFromBankId: input.paidFromBankId, paidReference: input.paidReference };
    },
  });
  return transitions;
}

const tabs = paymentMachine.tabs;

/** payment-list (付款申请): list, detail, save/submit, audit, finance confirm, delete, log. */
export function paymentRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, paymentExport, b2bPaymentExport, visibility);
  return routes
    .add(paymentPage, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return workflowListPage(deps.db, {
        name: 'b2b_payments',
        machine: paymentMachine,
        table,
        values: paymentValues(filter, await visibility.scope(caller)),
        conditions: paymentConditions,
        select: (extra) => selectPaymentRows(deps.db, extra),
        order: newestFirst,
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toPaymentRow,
      });
    })
    .add(paymentDetailGet, async ({ params, caller, deps }) => paymentDetail(deps.db, await actorOf(caller), idParam.parse(params).id))
    .add(saveOrSubmitPayment, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return savePayment(deps.db, await actorOf(caller), body);
    })
    .include(transitionRoutes())
    .add(paymentAllStatus, async () =>
      Object.entries(paymentMachine.states)
        .filter(([value]) => value !== 'deleted')
        .map(([value, s]) => ({ value, label: s.label, color: s.color })),
    )
    .add(paymentTabNum, async ({ caller, deps }) => {
      const counts = await tabCounts(deps.db, paymentMachine, await visibility.scope(caller));
      return { ...counts, all: countOf(counts, tabs) };
    })
    .add(orderInfoByInvoiceNum, async ({ body, caller, deps }) => invoiceOrderInfo(deps.db, await actorOf(caller), body.invoiceNumber))
    .add(savePaymentAttach, async ({ body, caller, deps }) => changeAttachments(deps.db, await actorOf(caller), body.paymentId, { add: body.fileIds }))
    .add(delPaymentAttach, async ({ body, caller, deps }) => changeAttachments(deps.db, await actorOf(caller), body.paymentId, { remove: body.fileId }))
    .add(paymentBatchDownload, async ({ query, caller, deps, res }) => zipPaymentAttachments(deps, caller, query.ids, res))
    .add(paymentLog, async ({ query, caller, deps }) => {
      await visiblePaymentHead(deps.db, await actorOf(caller), query.paymentId, { deletedToo: true });
      return workflowLog(deps.db, paymentMachine, query.paymentId);
    });
}
