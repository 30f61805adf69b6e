import { and, asc, desc, eq, getTableColumns, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { getPayment, payableOpList, paymentList, payOrderOp, type PaymentFilter, type PaymentRow } from '@shared/api/review/payments';
import type { Db } from '../../db/connection';
import { platforms, reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { listPage } from '../../http/listPage';
import { inPlatformScope, platformScope, platformScopeWhere } from '../reference';
import { listAttachments } from '../tool';
import { parseDay } from './days';
import { selectOps, toOpRow } from './orderOpQueries';
import { PAYMENT_ENTITY, payOps } from './payOps';
import { orderOpVisibility, paymentVisibility } from './visibility';
import { qualified } from '../../db/qualified';
import { startsWith } from '../../db/like';

const p = reviewOrderPayments;
const o = reviewOrderOps;

function selectPayments(db: Db) {
  return db
    .select({
      ...getTableColumns(p),
      platformName: platforms.name,
      creatorName: users.name,
      opCount: sql<number>`(select count(*) from ${o} where ${o.paymentId} = ${qualified(p.id)})`.mapWith(Number),
    })
    .from(p)
    .innerJoin(platforms, eq(platforms.id, p.platformId))
    .leftJoin(users, eq(users.id, p.createdBy));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectPayments>['where']>>[number];

const toPaymentRow = (r: Selected): PaymentRow => ({
  id: r.id,
  serialNo: r.serialNo,
  method: r.method,
  account: r.account,
  transactionNo: r.transactionNo,
  amount: r.amount,
  currency: r.currency,
  rate: r.rate.replace(/\.?0+$/, ''),
  rateDate: r.rateDate,
  amountCny: r.amountCny,
  paidAt: r.paidAt.toISOString(),
  reviewer: r.reviewer,
  platformName: r.platformName,
  opCount: r.opCount,
  remark: r.remark,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
});

function paymentWhere(f: PaymentFilter): SQL | undefined {
  return and(
    f.serialNo ? like(p.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.method ? eq(p.method, f.method) : undefined,
    f.transactionNo ? like(p.transactionNo, startsWith(f.transactionNo)) : undefined,
    f.reviewer ? like(p.reviewer, startsWith(f.reviewer.toLowerCase())) : undefined,
    f.platformId ? eq(p.platformId, f.platformId) : undefined,
    f.paidFrom ? gte(p.paidAt, parseDay(f.paidFrom)) : undefined,
    f.paidTo ? lt(p.paidAt, parseDay(f.paidTo, 1)) : undefined,
  );
}

async function paymentScope(db: Db, caller: Caller) {
  return and(paymentVisibility.where(await paymentVisibility.scope(caller)), platformScopeWhere(await platformScope(db, caller), p.platformId));
}

/** paymentOpManager (付款处理): operations waiting to be paid, paying them, the payments with their proofs. */
export function paymentRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(payableOpList, async ({ query, caller, deps }) => {
      const { page, limit, reviewer, marketOrderNo, platformId } = query;
      const d = reviewPlanOrderDetails;
      const where = and(
        eq(o.status, 'approved'),
        sql`${o.type} <> 'cancel'`,
        reviewer ? like(sql`lower(${d.reviewerEmail})`, startsWith(reviewer.toLowerCase())) : undefined,
        marketOrderNo ? like(o.marketOrderNo, startsWith(marketOrderNo)) : undefined,
        platformId ? eq(o.platformId, platformId) : undefined,
        orderOpVisibility.where(await orderOpVisibility.scope(caller)),
        platformScopeWhere(await platformScope(deps.db, caller), o.platformId),
      );
      return listPage(deps.db, { select: () => selectOps(deps.db), where, order: [asc(d.reviewerEmail), asc(o.marketOrderNo), asc(o.id)], page, limit, total: { exact: countOps(deps.db, where) }, map: toOpRow });
    })
    .add(paymentList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      const where = and(paymentWhere(filter), await paymentScope(deps.db, caller));
      return listPage(deps.db, { select: () => selectPayments(deps.db), where, order: [desc(p.paidAt), desc(p.id)], page, limit, total: { table: p, cap: LIST_COUNT_CAP }, map: toPaymentRow });
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

async function countOps(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(o)
    .innerJoin(reviewPlanOrderDetails, eq(reviewPlanOrderDetails.id, o.detailId))
    .where(where);
  return row!.n;
}
