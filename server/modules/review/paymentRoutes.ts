import { and, asc, eq } from 'drizzle-orm';
import { getPayment, payableOpList, paymentList, payOrderOp } from '@shared/api/review/payments';
import type { Db } from '../../db/connection';
import { reviewOrderOps, reviewOrderPayments } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { inPlatformScope, platformScope, platformScopeWhere } from '../reference';
import { listAttachments } from '../tool';
import { listViewOf } from './listView';
import { selectOps, toOpRow } from './orderOpQueries';
import { PAYMENT_ENTITY, payOps } from './payOps';
import { payablePage, paymentPage, selectPayments, toPaymentRow } from './paymentQueries';
import { orderOpVisibility, paymentVisibility } from './visibility';

const p = reviewOrderPayments;
const o = reviewOrderOps;

async function paymentScope(db: Db, caller: Caller) {
  return and(paymentVisibility.where(await paymentVisibility.scope(caller)), platformScopeWhere(await platformScope(db, caller), p.platformId));
}

/** paymentOpManager (付款处理): operations waiting to be paid, paying them, the payments with their proofs. */
export function paymentRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(payableOpList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return payablePage(deps.db, filter, await listViewOf(deps.db, caller, orderOpVisibility), { page, limit });
    })
    .add(paymentList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return paymentPage(deps.db, filter, await listViewOf(deps.db, caller, paymentVisibility), { page, limit });
    })
    .add(getPayment, async ({ query, caller, deps }) => {
      const [row] = await selectPayments(deps.db).where(and(eq(p.id, query.id), await paymentScope(deps.db, caller)));
      if (!row || !inPlatformScope(await platformScope(deps.db, caller), row.platformId)) throw fail.notFound('付款不存在');
      const ops = await selectOps(deps.db).where(eq(o.paymentId, row.id)).orderBy(asc(o.id));
      const files = await listAttachments(deps.db, PAYMENT_ENTITY, row.id);
      return { ...toPaymentRow(row), ops: ops.map(toOpRow), attachments: files.map(({ id, name, size, contentType, url }) => ({ id, name, size, contentType, url })) };
    })
    .add(payOrderOp, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return payOps(deps.db, caller, body);
    });
}
