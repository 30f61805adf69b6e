import Big from 'big.js';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentDetailFilter, PaymentDetailRow, PromotionPaymentRow } from '@shared/api/promotion/payment';
import type { Db } from '../../../db/connection';
import { atLeast, atMost, conditionsOf, eqTo, matches } from '../../../db/conditions';
import { startsWith } from '../../../db/like';
import { b2bCompanyBanks, baseSkus, platforms, promotionAccountCompanies, promotionClaimLines as l, promotionClaims as c, promotionPayments as p, users } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { direct, presentOf } from '../../../http/preparedList';

const bankLabel = sql<string | null>`${b2bCompanyBanks.accountName} || '（' || ${b2bCompanyBanks.bankName} || '）'`;

const paymentColumns = {
  id: p.id,
  serialNo: p.serialNo,
  paidFromBankId: p.paidFromBankId,
  paidFromBank: bankLabel,
  paidOn: p.paidOn,
  bankReference: p.bankReference,
  totalCny: p.totalCny,
  currency: p.currency,
  amount: p.amount,
  exchangeRate: p.exchangeRate,
  rateDate: p.rateDate,
  claimCount: p.claimCount,
  paidBy: p.paidBy,
  payerName: users.name,
  createdAt: p.createdAt,
};

export const selectPayments = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...paymentColumns, ...(extra as X) })
    .from(p)
    .leftJoin(b2bCompanyBanks, eq(b2bCompanyBanks.id, p.paidFromBankId))
    .leftJoin(users, eq(users.id, p.paidBy))
    .$dynamic();

type PaymentSelected = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];
export const toPaymentRow = (r: PaymentSelected): PromotionPaymentRow => ({ ...r, exchangeRate: new Big(r.exchangeRate).toString(), createdAt: r.createdAt.toISOString() });

export async function paymentById(db: Db, id: number): Promise<PromotionPaymentRow> {
  const [row] = await selectPayments(db).where(eq(p.id, id));
  if (!row) throw fail.notFound('付款单不存在');
  return toPaymentRow(row);
}

/** Paid on or after / on or before a day: both lists' date range. */
const paidOnRange = { paidFrom: atLeast(p.paidOn), paidTo: atMost(p.paidOn) };

/** The values a payment list's conditions take (the serial number as an upper-case prefix); undefined ones are absent. */
export const paymentValues = (f: { serialNo?: string; paidFrom?: string; paidTo?: string }) => ({
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  paidFrom: f.paidFrom || undefined,
  paidTo: f.paidTo || undefined,
});
export type PaymentValues = ReturnType<typeof paymentValues>;

export const paymentConditions = conditionsOf<PaymentValues>({ serialNo: matches(p.serialNo), ...paidOnRange });

/** The values of a detail list's conditions (serial numbers as upper-case prefixes); undefined ones are absent. */
export const detailValues = (f: PaymentDetailFilter) => ({
  paymentSerialNo: f.paymentSerialNo ? startsWith(f.paymentSerialNo.toUpperCase()) : undefined,
  claimSerialNo: f.claimSerialNo ? startsWith(f.claimSerialNo.toUpperCase()) : undefined,
  paidFrom: f.paidFrom || undefined,
  paidTo: f.paidTo || undefined,
  platformId: f.platformId ?? undefined,
  promoteType: f.promoteType || undefined,
  claimantId: f.claimantId ?? undefined,
});
export type DetailValues = ReturnType<typeof detailValues>;

/** Payment details: one row per line of a paid claim. */
export const detailConditions = conditionsOf<DetailValues>(
  {
    paymentSerialNo: matches(p.serialNo),
    claimSerialNo: matches(c.serialNo),
    ...paidOnRange,
    platformId: eqTo(c.platformId),
    promoteType: eqTo(c.promoteType),
    claimantId: eqTo(c.createdBy),
  },
  [eq(c.status, 'paid')],
);

/** Conditions of a detail list built directly (the export). */
export function detailWhere(f: PaymentDetailFilter): SQL | undefined {
  const v = presentOf(detailValues(f));
  return detailConditions(v, direct(v as DetailValues));
}

export const detailOrder = [desc(p.paidOn), desc(p.id), desc(c.id), l.lineNo];

const detailColumns = {
  lineId: l.id,
  paymentId: p.id,
  paymentSerialNo: p.serialNo,
  paidOn: p.paidOn,
  paidFromBank: bankLabel,
  bankReference: p.bankReference,
  claimId: c.id,
  claimSerialNo: c.serialNo,
  claimantName: users.name,
  platformName: platforms.name,
  accountCompanyName: promotionAccountCompanies.companyName,
  promoteType: c.promoteType,
  month: c.month,
  sku: baseSkus.sku,
  description: l.description,
  currency: l.currency,
  amount: l.amount,
  exchangeRate: l.exchangeRate,
  amountCny: l.amountCny,
};

export const selectDetails = <X extends Record<string, SQL<unknown>>>(db: Db, extra?: X) =>
  db
    .select({ ...detailColumns, ...(extra as X) })
    .from(l)
    .innerJoin(c, eq(c.id, l.claimId))
    .innerJoin(p, eq(p.id, c.paymentId))
    .leftJoin(b2bCompanyBanks, eq(b2bCompanyBanks.id, p.paidFromBankId))
    .leftJoin(users, eq(users.id, c.createdBy))
    .leftJoin(platforms, eq(platforms.id, c.platformId))
    .leftJoin(promotionAccountCompanies, eq(promotionAccountCompanies.id, c.accountCompanyId))
    .leftJoin(baseSkus, eq(baseSkus.id, l.skuId))
    .$dynamic();

type DetailSelected = Awaited<ReturnType<ReturnType<typeof selectDetails>['execute']>>[number];
export const toDetailRow = (r: DetailSelected): PaymentDetailRow => ({ ...r, exchangeRate: r.exchangeRate.replace(/0+$/, '').replace(/\.$/, '') });

/** The tables a detail's conditions read: each line with its claim and the claim's payment (for the exact total). */
export const detailLines = sql`${l} inner join ${c} on ${eq(c.id, l.claimId)} inner join ${p} on ${eq(p.id, c.paymentId)}`;
