import Big from 'big.js';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PaymentDetailFilter, PaymentDetailRow, PromotionPaymentRow } from '@shared/api/promotion/payment';
import type { Db } from '../../../db/connection';
import { startsWith } from '../../../db/like';
import { b2bCompanyBanks, baseSkus, platforms, promotionAccountCompanies, promotionClaimLines as l, promotionClaims as c, promotionPayments as p, users } from '../../../db/schema';
import { fail } from '../../../http/errors';

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

export const paymentListWhere = (f: { serialNo?: string; paidFrom?: string; paidTo?: string }) =>
  and(f.serialNo ? sql`${p.serialNo} like ${startsWith(f.serialNo.toUpperCase())}` : undefined, f.paidFrom ? gte(p.paidOn, f.paidFrom) : undefined, f.paidTo ? lte(p.paidOn, f.paidTo) : undefined);

/** Payment details: one row per line of a paid claim. */
export function detailWhere(f: PaymentDetailFilter): SQL | undefined {
  return and(
    eq(c.status, 'paid'),
    f.paymentSerialNo ? sql`${p.serialNo} like ${startsWith(f.paymentSerialNo.toUpperCase())}` : undefined,
    f.claimSerialNo ? sql`${c.serialNo} like ${startsWith(f.claimSerialNo.toUpperCase())}` : undefined,
    f.paidFrom ? gte(p.paidOn, f.paidFrom) : undefined,
    f.paidTo ? lte(p.paidOn, f.paidTo) : undefined,
    f.platformId !== undefined ? eq(c.platformId, f.platformId) : undefined,
    f.promoteType ? eq(c.promoteType, f.promoteType) : undefined,
    f.claimantId !== undefined ? eq(c.createdBy, f.claimantId) : undefined,
  );
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

/** The exact number of detail rows a filter matches. */
export async function countDetails(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(l).innerJoin(c, eq(c.id, l.claimId)).innerJoin(p, eq(p.id, c.paymentId)).where(where);
  return row?.n ?? 0;
}
