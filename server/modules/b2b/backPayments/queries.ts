import { and, desc, eq, gte, like, lt, lte, ne, type SQL } from 'drizzle-orm';
import type { BackPaymentFilter, BackPaymentRow } from '@shared/api/b2b/backPayment';
import type { Db, Tx } from '../../../db/connection';
import { b2bBackPayments, b2bCompanyBanks, b2bCustomers, users } from '../../../db/schema';
import { backPaymentVisibility } from '../common/visibility';
import { startsWith } from '../../../db/like';

const bp = b2bBackPayments;

/** List and detail columns: the record with its customer, account and creator names (one round trip). */
const rowColumns = {
  id: bp.id,
  serialNo: bp.serialNo,
  customerId: bp.customerId,
  customerName: b2bCustomers.name,
  companyBankId: bp.companyBankId,
  bankName: b2bCompanyBanks.bankName,
  bankAccountNo: b2bCompanyBanks.accountNo,
  currency: bp.currency,
  amount: bp.amount,
  exchangeRate: bp.exchangeRate,
  amountCny: bp.amountCny,
  receivedOn: bp.receivedOn,
  payerName: bp.payerName,
  bankReference: bp.bankReference,
  remark: bp.remark,
  status: bp.status,
  version: bp.version,
  createdBy: bp.createdBy,
  creatorName: users.name,
  createdAt: bp.createdAt,
  submittedAt: bp.submittedAt,
  confirmedAt: bp.confirmedAt,
};

/** The list's select; `extra` columns ride along (a total read beside the rows). */
export const selectBackPayments = <X extends Record<string, SQL<unknown>>>(db: Db | Tx, extra?: X) =>
  db
    .select({ ...rowColumns, ...(extra as X) })
    .from(bp)
    .leftJoin(b2bCustomers, eq(b2bCustomers.id, bp.customerId))
    .leftJoin(b2bCompanyBanks, eq(b2bCompanyBanks.id, bp.companyBankId))
    .leftJoin(users, eq(users.id, bp.createdBy))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectBackPayments>['execute']>>[number];

export const toBackPaymentRow = (r: Selected): BackPaymentRow => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  submittedAt: r.submittedAt?.toISOString() ?? null,
  confirmedAt: r.confirmedAt?.toISOString() ?? null,
});

/** Filters of the list; deleted records never show. */
export function backPaymentWhere(f: Omit<BackPaymentFilter, 'page' | 'limit'>, scope: number | undefined): SQL | undefined {
  return and(
    f.status ? eq(bp.status, f.status) : ne(bp.status, 'deleted'),
    backPaymentVisibility.where(scope),
    f.serialNo ? like(bp.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.customerId ? eq(bp.customerId, f.customerId) : undefined,
    f.companyBankId ? eq(bp.companyBankId, f.companyBankId) : undefined,
    f.currency ? eq(bp.currency, f.currency) : undefined,
    f.receivedFrom ? gte(bp.receivedOn, f.receivedFrom) : undefined,
    f.receivedTo ? lte(bp.receivedOn, f.receivedTo) : undefined,
  );
}

/** True when the filter is only a status (or nothing): the total then comes from the status counts. */
export const onlyStatusFilter = (f: Omit<BackPaymentFilter, 'page' | 'limit'>) =>
  !f.serialNo && !f.customerId && !f.companyBankId && !f.currency && !f.receivedFrom && !f.receivedTo;

export async function findBackPayment(db: Db | Tx, id: number): Promise<BackPaymentRow | undefined> {
  const [row] = await selectBackPayments(db).where(eq(bp.id, id));
  return row && toBackPaymentRow(row);
}

/** Newest first, in the order of the (status, id) and (created_by, status, id) indexes. */
export const newestBackPayments = (db: Db, where: SQL | undefined) => selectBackPayments(db).where(where).orderBy(desc(bp.id));

/** Keyset batch for exports: rows older than `beforeId`. */
export const backPaymentBatch = (db: Db, where: SQL | undefined, beforeId: number | undefined, size: number) =>
  newestBackPayments(db, and(where, beforeId === undefined ? undefined : lt(bp.id, beforeId))).limit(size);
