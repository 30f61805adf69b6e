import { and, desc, eq, inArray } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { payAccounts, payClaims as payClaimsEndpoint, paymentDetailExport, paymentDetailPage, promotionPaymentPage } from '@shared/api/promotion/payment';
import { b2bCompanyBanks, promotionPayments } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { countedListPage } from '../../../http/preparedList';
import { addExportTask } from '../../../excel/scoped-export';
import { defineVisibility } from '../../../http/visibility';
import { actorOf } from '../../../workflow';
import { paymentDetailExportKind } from './exports';
import { payClaims } from './pay';
import { detailConditions, detailLines, detailOrder, detailValues, paymentConditions, paymentValues, selectDetails, selectPayments, toDetailRow, toPaymentRow } from './queries';
import { paymentDetailScreen } from '@shared/api/promotion/screens';

/** Payment details are the company's: whoever holds the screen sees all of them. */
const everyone = defineVisibility({ screens: [paymentDetailScreen.path], owner: promotionPayments.paidBy, title: '付款明细' });
const allOf = { ...everyone, scope: async () => undefined };

/** cashierPaymentManager (出纳付款) and paymentDetailManager (付款明细). */
export function promotionPaymentRoutes(): ApiRoutes {
  const routes = new ApiRoutes();
  addExportTask(routes, paymentDetailExport, paymentDetailExportKind, allOf);
  return routes
    .add(payClaimsEndpoint, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return payClaims(deps.db, await actorOf(caller), body);
    })
    .add(payAccounts, async ({ deps }) => {
      const banks = await deps.db
        .select({ id: b2bCompanyBanks.id, accountName: b2bCompanyBanks.accountName, bankName: b2bCompanyBanks.bankName, currency: b2bCompanyBanks.currency })
        .from(b2bCompanyBanks)
        .where(and(eq(b2bCompanyBanks.enabled, true), inArray(b2bCompanyBanks.purpose, ['pay', 'both'])))
        .orderBy(b2bCompanyBanks.id);
      return banks.map((b) => ({ id: b.id, label: `${b.accountName}（${b.bankName} ${b.currency}）`, currency: b.currency }));
    })
    .add(promotionPaymentPage, async ({ query, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'promotion_payments',
        values: paymentValues(filter),
        conditions: paymentConditions,
        select: (extra) => selectPayments(deps.db, extra),
        order: [desc(promotionPayments.id)],
        counted: promotionPayments,
        cap: LIST_COUNT_CAP,
        page,
        limit,
        map: toPaymentRow,
      });
    })
    .add(paymentDetailPage, async ({ query, deps }) => {
      const { page, limit, ...filter } = query;
      // The exact total, counted over the lines of paid claims.
      return countedListPage(deps.db, {
        name: 'promotion_payment_details',
        values: detailValues(filter),
        conditions: detailConditions,
        select: (extra) => selectDetails(deps.db, extra),
        order: detailOrder,
        counted: detailLines,
        page,
        limit,
        map: toDetailRow,
      });
    });
}
