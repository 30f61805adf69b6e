import { and, desc, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { BackPaymentFilter, BackPaymentRow } from '@shared/api/b2b/backPayment';
import type { Db, Tx } from '../../../db/connection';
import { b2bBackPayments, b2bCompanyBanks, b2bCustomers, users } from '../../../db/schema';
import { backPaymentVisibility } from '../common/visibility';
import { startsWith } from '../../../db/like';
import { atLeast, atMost, conditionsOf, eqTo, matches, orElse } from '../../../db/conditions';
import { direct, presentOf } from '../../../http/preparedList';

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
/** The values a back payment list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const backPaymentValues = (f: Omit<BackPaymentFilter, 'page' | 'limit'>, scope: number | undefined) => ({
  status: f.status || undefined,
  scope,
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  customerId: f.customerId || undefined,
  companyBankId: f.companyBankId || undefined,
  currency: f.currency || undefined,
  receivedFrom: f.receivedFrom || undefined,
  receivedTo: f.receivedTo || undefined,
});
export type BackPaymentValues = ReturnType<typeof backPaymentValues>;

/** Conditions over the present values (see preparedList.ts): deleted records are never listed; `scope` limits to one creator. */
export const backPaymentConditions = conditionsOf<BackPaymentValues>({
  status: orElse(eqTo(bp.status), ne(bp.status, 'deleted')),
  scope: (v) => backPaymentVisibility.where(v as number),
  serialNo: matches(bp.serialNo),
  customerId: eqTo(bp.customerId),
  companyBankId: eqTo(bp.companyBankId),
  currency: eqTo(bp.currency),
  receivedFrom: atLeast(bp.receivedOn),
  receivedTo: atMost(bp.receivedOn),
});

/** Conditions of an export (or any list built directly). */
export function backPaymentWhere(f: Omit<BackPaymentFilter, 'page' | 'limit'>, scope: number | undefined): SQL | undefined {
  const v = presentOf(backPaymentValues(f, scope));
  return backPaymentConditions(v, direct(v as BackPaymentValues));
}

export async function findBackPayment(db: Db | Tx, id: number): Promise<BackPaymentRow | undefined> {
  const [row] = await selectBackPayments(db).where(eq(bp.id, id));
  return row && toBackPaymentRow(row);
}

/** Newest first, in the order of the (status, id) and (created_by, status, id) indexes. */
export const newestBackPayments = (db: Db, where: SQL | undefined) => selectBackPayments(db).where(where).orderBy(desc(bp.id));

/** Keyset batch for exports: rows older than `beforeId`. */
export const backPaymentBatch = (db: Db, where: SQL | undefined, beforeId: number | undefined, size: number) =>
  newestBackPayments(db, and(where, beforeId === undefined ? undefined : lt(bp.id, beforeId))).limit(size);
